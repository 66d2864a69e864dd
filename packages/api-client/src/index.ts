export const ENTRY = 'index';
