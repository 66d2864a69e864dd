/**
 * The submit half of the login page, loaded when the form is sent: it brings the API client (axios)
 * and the RSA code, which the page does not need to show itself.
 */
import { getFirstLogin, setToken, signIn } from '@eldercare/api-client';
import { apiClient } from '../../api/client';
import type { LoginValues } from './login-form';

/** SPEC §4: signs in with the RSA-encrypted password, stores the token, asks about the first login. */
export async function signInWith(values: LoginValues, deviceId: string): Promise<{ isFirstLogin: boolean }> {
  const token = await signIn(
    apiClient,
    {
      username: values.username,
      password: values.password,
      validCode: values.validCode.trim(),
      deviceId,
    },
    { notify: false },
  );
  setToken(token.access_token);
  const { isFirstLogin } = await getFirstLogin(apiClient, { notify: false });
  return { isFirstLogin };
}
