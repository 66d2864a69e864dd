import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserDetail, getUserInfo, listUsers, signIn } from '../src/index.js';
import { failure } from './helpers/failure.js';
import { startServer, type RunningServer } from './helpers/server.js';
import { DEMO_PASSWORD, memoryClient, signedIn } from './helpers/signed-in.js';

// A server of its own: the shortest token life the server allows (60 s), one session per user, and
// a low login-failure limit, none of which the shared server of the other files may have.
const TTL_SECONDS = 60;
let server: RunningServer;
let expiring: Awaited<ReturnType<typeof signedIn>>;
let signedInAt: number;
let logouts = 0;

beforeAll(async () => {
  server = await startServer({
    ELDERCARE_TOKEN_TTL_SECONDS: String(TTL_SECONDS),
    ELDERCARE_SINGLE_SESSION: 'on',
    ELDERCARE_LOGIN_MAX_FAILURES: '3',
  });
  expiring = await signedIn('operator', server.baseURL, { onLogout: () => (logouts += 1) });
  signedInAt = Date.now();
}, 200_000);

afterAll(async () => {
  await server?.stop();
});

describe('SPEC §8 error paths that need server settings', () => {
  it('signing in elsewhere ends the first session with 50012', async () => {
    const first = await signedIn('street', server.baseURL);
    await signedIn('street', server.baseURL);
    const error = await failure(getUserInfo(first.client));
    expect(error.code).toBe(50012);
    expect(first.errors).toEqual([{ message: error.msg, durationMs: 5000 }]);
  });

  it('repeated wrong passwords are throttled with 429, shown for 5 s', async () => {
    const attempt = memoryClient(server.baseURL);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await failure(
        signIn(attempt.client, { username: 'devops', password: 'wrong-pass-1', deviceId: 'd' }),
      );
      expect(wrong.code).toBe(-999);
    }
    const throttled = await failure(
      signIn(attempt.client, { username: 'devops', password: DEMO_PASSWORD, deviceId: 'd' }),
    );
    expect(throttled.code).toBe(429);
    expect(attempt.errors.at(-1)).toEqual({ message: throttled.msg, durationMs: 5000 });
  });

  it(
    'an expired token: parallel requests give 50014, the token is cleared and exactly one modal opens',
    async () => {
      const waitMs = signedInAt + TTL_SECONDS * 1000 + 1500 - Date.now();
      if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
      const { client, store, dialogs, errors } = expiring;
      const sentToken = store.token;
      const results = await Promise.allSettled([
        getUserInfo(client),
        getUserDetail(client),
        listUsers(client),
        getUserInfo(client),
        getUserDetail(client),
        listUsers(client),
      ]);
      const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: number }).code : 0));
      expect(codes).toEqual([50014, 50014, 50014, 50014, 50014, 50014]);
      expect(sentToken).toBeDefined();
      expect(store.token).toBeUndefined();
      expect(dialogs).toHaveLength(1);
      expect(dialogs[0]?.title).toBe('错误提示');
      expect(errors).toEqual([]);
      dialogs[0]!.onConfirm();
      expect(logouts).toBe(1);
    },
    (TTL_SECONDS + 30) * 1000,
  );
});
