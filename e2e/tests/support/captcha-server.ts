import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { readCaptchaAnswer } from './captcha-db';
import { freePort, startOwnServer, type OwnServer } from './own-server';

const CAPTCHA_ON = { ELDERCARE_CAPTCHA: 'on' };

/**
 * A server of the spec's own with the captcha on, as shipped (the suite's shared server runs with
 * it off), started before the tests of the describe block (or file) that calls this and stopped
 * after them.
 */
export function useCaptchaServer(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `eldercare-e2e-${name}-`));
  let port = 0;
  let server: OwnServer | undefined;
  const running = (): OwnServer => {
    if (!server) throw new Error(`the ${name} server is not running`);
    return server;
  };
  const restart = async (env: Record<string, string>) => {
    await running().stop();
    server = await startOwnServer({ port, dataDir, env });
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    port = await freePort();
    server = await startOwnServer({ port, dataDir, env: CAPTCHA_ON });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  return {
    get baseURL() {
      return running().baseURL;
    },
    /** The answer the server holds for a device: read from its database while it is stopped (captcha-db.ts says why). */
    async answer(deviceId: string): Promise<string> {
      await running().stop();
      const answer = await readCaptchaAnswer(dataDir, deviceId);
      server = await startOwnServer({ port, dataDir, env: CAPTCHA_ON });
      return answer;
    },
    /** The same server and database, started again with other settings. */
    restart,
  };
}
