export const PACKAGE_NAME = '@eldercare/validators';
