/**
 * The storage namespace of the back-office's autosaved drafts. Staff's drafts were saved under
 * `eldercare:draft:…` before the kit let a host choose: keeping it keeps them found.
 */
export const DRAFT_NAMESPACE = 'eldercare';
