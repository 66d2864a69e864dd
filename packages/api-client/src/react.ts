export const ENTRY = 'react';
