export const PACKAGE_NAME = '@eldercare/resources';
