/** The login form's values and checks, apart from the page so they are testable without a browser. */
export interface LoginValues {
  username: string;
  password: string;
  validCode: string;
}

export type LoginField = keyof LoginValues;

export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password', 'validCode'];

/** i18n keys of the message each empty field shows (a password may be all spaces; the rest not). */
const REQUIRED = {
  username: { key: 'login.usernameRequired', trim: true },
  password: { key: 'login.passwordRequired', trim: false },
  validCode: { key: 'login.captchaRequired', trim: true },
} as const satisfies Record<LoginField, { key: string; trim: boolean }>;

/** A field's error message: a key of the `app` texts (typed, so a misspelt one fails tsc). */
export type LoginErrorKey = (typeof REQUIRED)[LoginField]['key'];

/** The i18n key of the field's error, or undefined when it is filled in. */
export function fieldError(field: LoginField, value: string): LoginErrorKey | undefined {
  const rule = REQUIRED[field];
  return (rule.trim ? value.trim() : value) === '' ? rule.key : undefined;
}

/** Every field's error key; empty when the form can be sent. */
export function loginErrors(values: LoginValues): Partial<Record<LoginField, LoginErrorKey>> {
  const errors: Partial<Record<LoginField, LoginErrorKey>> = {};
  for (const field of LOGIN_FIELDS) {
    const key = fieldError(field, values[field]);
    if (key) errors[field] = key;
  }
  return errors;
}
