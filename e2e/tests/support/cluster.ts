import { constants, publicEncrypt } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { invertCaptchaHash } from './captcha-db';
import { freePort } from './own-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));

interface Cluster {
  url: string;
  databaseUrl: string;
  instances: { name: string }[];
  stop: () => Promise<void>;
}
interface ClusterModule {
  startCluster: (options: Record<string, unknown>) => Promise<Cluster>;
  freshDatabaseName: (prefix: string) => string;
}
interface PgClient {
  connect: () => Promise<void>;
  query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, string>[] }>;
  end: () => Promise<void>;
}

/** Which instance answered: the balancer names it (scripts/cluster/haproxy-config.mjs). */
export const servedBy = (response: APIResponse) => response.headers()['x-served-by'] ?? '';

/**
 * The reference topology (scripts/cluster/cluster.mjs: three built instances on a fresh PostgreSQL
 * database behind Debian's HAProxy, files in s3rver) for the tests of the file that calls this,
 * captcha on as shipped, with `env` added. Dropped afterwards.
 */
export function useCluster(env: Record<string, string>) {
  let cluster: Cluster | undefined;
  let db: PgClient | undefined;
  const running = () => {
    if (!cluster || !db) throw new Error('the cluster is not running');
    return { cluster, db };
  };
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const { startCluster, freshDatabaseName } = (await import(
      path.join(root, 'scripts/cluster/cluster.mjs')
    )) as ClusterModule;
    cluster = await startCluster({
      port: await freePort(),
      database: freshDatabaseName('e2e'),
      dropDatabase: true,
      env: { ELDERCARE_LOG_LEVEL: 'warn', ...env },
    });
    const pg = requireFromServer('pg') as { Client: new (o: { connectionString: string }) => PgClient };
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  });
  test.afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  const captcha = {
    /** Asks the balancer for a captcha image; answers the instance that drew it. */
    async show(request: APIRequestContext, deviceId: string) {
      const image = await request.get(`${running().cluster.url}/prod-api/uaa/validata/code/${deviceId}`);
      expect(image.status()).toBe(200);
      return servedBy(image);
    },
    /** The answer the database holds for the device (stored only hashed: captcha-db.ts says how). */
    async answer(deviceId: string) {
      const { rows } = await running().db.query('select answer_hash from captcha where device_id = $1', [
        deviceId,
      ]);
      const answer = invertCaptchaHash(rows[0]?.answer_hash ?? '');
      if (!answer) throw new Error(`no captcha stored for ${deviceId}`);
      return answer;
    },
  };

  /** A sign-in with a right captcha, shown by one instance; answers the envelope and who checked it. */
  const signIn = async (request: APIRequestContext, username: string, password: string) => {
    const deviceId = `cluster-${username}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const shownBy = await captcha.show(request, deviceId);
    const validCode = await captcha.answer(deviceId);
    const api = `${running().cluster.url}/prod-api`;
    const key = (await (await request.get(`${api}/uaa/public-key`)).json()) as {
      data: { publicKey: string };
    };
    const cipher = publicEncrypt(
      { key: key.data.publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(password, 'utf8'),
    ).toString('base64');
    const answer = await request.post(`${api}/uaa/oauth/token`, {
      data: {
        username,
        password: cipher,
        validCode,
        deviceId,
        grant_type: 'password',
        client_id: 'backoffice',
        client_secret: 'backoffice-secret',
        isDecryption: 'true',
      },
    });
    const body = (await answer.json()) as { code: number; msg: string; data: { access_token: string } };
    return { body, shownBy, checkedBy: servedBy(answer) };
  };

  return {
    get url() {
      return running().cluster.url;
    },
    get instances() {
      return running().cluster.instances.length;
    },
    captcha,
    signIn,
  };
}
