/** The contract's endpoint tags, which the operation log records as the module of a call. */
export const LOGGED_MODULES = [
  'system',
  'users',
  'uaa',
  'messages',
  'announcements',
  'popups',
  'resources',
  'files',
  'dashboard',
  'ops',
] as const;

/** The write methods the operation log records. */
export const LOGGED_METHODS = ['POST', 'PUT', 'DELETE'] as const;

/** Area levels 1 (province) to 5 (community). */
export const AREA_LEVELS = ['1', '2', '3', '4', '5'] as const;
