import type { QueryOf } from '@eldercare/api-client';

export interface ProfileFormValues {
  nickName?: string;
  phonenumber?: string;
  email?: string;
  avatar?: string;
  introduction?: string;
}

/**
 * `PUT /admin/system/user/info` takes its fields as query parameters: send only what has a value,
 * trimmed, so an unknown phone or email (the caller may not read their own user record) is left as is.
 * The avatar is always known (the user info carries it), so an empty one is sent: it removes it.
 */
export function toOwnInfoQuery(values: ProfileFormValues): QueryOf<'updateOwnInfo'> {
  const query: QueryOf<'updateOwnInfo'> = {};
  for (const key of ['nickName', 'phonenumber', 'email', 'avatar', 'introduction'] as const) {
    const value = values[key]?.trim();
    if (value === undefined) continue;
    if (value !== '' || key === 'avatar') query[key] = value;
  }
  return query;
}

export interface LogoFormValues {
  sysName?: string | null;
  sysLogo?: string | null;
  sysTitle?: string | null;
  sysIco?: string | null;
}

/** Blank fields are stored as null (the shell then falls back to the defaults of SPEC §1). */
export function toLogoBody(values: LogoFormValues): Required<{ [K in keyof LogoFormValues]: string | null }> {
  const clean = (value: string | null | undefined) => value?.trim() || null;
  return {
    sysName: clean(values.sysName),
    sysLogo: clean(values.sysLogo),
    sysTitle: clean(values.sysTitle),
    sysIco: clean(values.sysIco),
  };
}
