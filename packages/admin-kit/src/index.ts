export const PACKAGE_NAME = '@eldercare/admin-kit';
