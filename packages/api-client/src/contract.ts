export const ENTRY = 'contract';
