/**
 * The regular expressions behind the rules. Every one is anchored and free of nested quantifiers
 * over overlapping classes, so matching stays linear on hostile input.
 */

/** Area code of 3-4 digits, a hyphen, then 7-8 digits: 010-1234567, 0755-12345678. */
export const LANDLINE = /^\d{3,4}-\d{7,8}$/;

/** A landline with an optional 4-digit extension after a second hyphen: 010-1234567-1234. */
export const LANDLINE_WITH_EXTENSION = /^\d{3,4}-\d{7,8}(?:-\d{4})?$/;

/** Optional trunk/carrier prefix 0, 86 or 17951, then 1, a digit 3-9 and 9 more digits. */
export const MOBILE = /^(?:0|86|17951)?1[3-9]\d{9}$/;

/** 400/800 service numbers: 4001234567, 400-123-4567 or 400-1234567. */
export const SERVICE_NUMBER = /^[48]00(?:\d{7}|-\d{3}-\d{4}|-\d{7})$/;

/** Deliberately simple: a local part, @, dot-separated domain labels and an alphabetic TLD. */
export const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** Any whitespace, including the full-width space (U+3000) a Chinese IME types. */
export const WHITESPACE = /\s/u;

/**
 * Letters are Han characters or ASCII letters. A middle dot (U+00B7) may join two runs of letters,
 * as in 买买提·艾力: ethnic-minority and transliterated names are written that way on ID cards.
 */
export const NAME = /^[\p{Script=Han}A-Za-z]+(?:·[\p{Script=Han}A-Za-z]+)*$/u;

/** NAME plus ASCII and full-width parentheses, for names such as 某某养老院（北院）. */
export const NAME_WITH_PARENS = /^[\p{Script=Han}A-Za-z()（）]+(?:·[\p{Script=Han}A-Za-z()（）]+)*$/u;

/** Han characters only, with the same middle-dot allowance as NAME. */
export const CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;

/** 18 characters (17 digits and a digit or X/x check character) or the legacy 15 digits. */
export const ID_CARD = /^(?:\d{17}[\dXx]|\d{15})$/;

/** No sign, no leading zero, no decimals. */
export const POSITIVE_INTEGER = /^[1-9]\d*$/;

export const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** Optional minus, digits, optional fraction with at least one digit: -1.5 yes, 1. and .5 no. */
export const DECIMAL = /^-?\d+(?:\.\d+)?$/;

export const INTEGER = /^-?\d+$/;

/** 12 or 16-20 digits, the first not 0. */
export const BANK_CARD = /^[1-9](?:\d{11}|\d{15,19})$/;
