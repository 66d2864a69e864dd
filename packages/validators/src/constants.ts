/**
 * Validation limits of SPEC §9. The zh-CN messages quote these numbers verbatim, so a change here
 * must be mirrored in every catalogue (the message tests check the numbers appear in the text).
 */

/** Names must be shorter than this many characters (79 is accepted, 80 refused). */
export const NAME_MAX_LENGTH = 80;

/** Largest value of a signed 32-bit integer: the back end stores counts in `int` columns. */
export const INTEGER_CAP = 2147483647;

/** Minutes in a day: durations entered in minutes cannot span more than one day. */
export const MINUTES_CAP = 1440;
