// Signing in for the page benchmarks, over HTTP as the browser does.
/** Signs in over HTTP as the browser does (RSA-encrypted password) and returns the token. */
export async function signIn(baseURL, username = 'admin') {
  const { publicEncrypt, constants } = await import('node:crypto');
  const key = (await (await fetch(`${baseURL}/prod-api/uaa/public-key`)).json()).data.publicKey;
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from('Admin@123456'),
  ).toString('base64');
  const loginBody = {
    username,
    password,
    validCode: '',
    deviceId: 'bench',
    grant_type: 'password',
    client_id: 'backoffice',
    client_secret: 'backoffice-secret',
    isDecryption: 'true',
  };
  const answer = await (
    await fetch(`${baseURL}/prod-api/uaa/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(loginBody),
    })
  ).json();
  if (answer.code !== 0) throw new Error(`sign-in failed: ${answer.msg}`);
  return answer.data.access_token;
}
