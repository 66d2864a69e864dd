import { readCaptchaAnswer } from './captcha-db';
import { useOwnServer } from './own-server';

/**
 * A server of the spec's own with the captcha on, as shipped (the suite's shared server runs with
 * it off), started before the tests of the describe block (or file) that calls this and stopped
 * after them.
 */
export function useCaptchaServer(name: string) {
  const server = useOwnServer(name, { ELDERCARE_CAPTCHA: 'on' });
  return {
    get baseURL() {
      return server.baseURL;
    },
    /** The answer the server holds for a device: read from its database (captcha-db.ts says how). */
    answer: (deviceId: string): Promise<string> =>
      server.whileStopped((db) => readCaptchaAnswer(db, deviceId)),
    /** The same server and database, started again with other settings. */
    restart: server.restart,
  };
}
