#!/usr/bin/env node
// `pnpm backup [--out DIR]` and `pnpm restore DIR`: the database and the file store, with the server's
// own settings (DATABASE_URL or DATA_DIR, ELDERCARE_S3_*). README "Backup and restore" says what a backup
// guarantees. PostgreSQL is dumped while the instances run (pg_dump's snapshot); the embedded database
// (PGlite) only while no server holds DATA_DIR.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));
const env = process.env;
const dataDir = path.resolve(env.DATA_DIR ?? './.data');
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The file store the server uses: S3-compatible when ELDERCARE_S3_* is set, else DATA_DIR/files. */
const fileStore = () => {
  if (env.ELDERCARE_S3_ENDPOINT) {
    const s3 = requireFromServer('@aws-sdk/client-s3');
    const client = new s3.S3Client({
      endpoint: env.ELDERCARE_S3_ENDPOINT,
      region: env.ELDERCARE_S3_REGION ?? 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: env.ELDERCARE_S3_ACCESS_KEY, secretAccessKey: env.ELDERCARE_S3_SECRET_KEY },
    });
    const Bucket = env.ELDERCARE_S3_BUCKET;
    return {
      list: async () => {
        const names = [];
        let ContinuationToken;
        do {
          const page = await client.send(
            new s3.ListObjectsV2Command({ Bucket, Prefix: 'files/', ContinuationToken }),
          );
          for (const o of page.Contents ?? []) names.push(o.Key.slice('files/'.length));
          ContinuationToken = page.NextContinuationToken;
        } while (ContinuationToken);
        return names;
      },
      get: async (name) =>
        Buffer.from(
          await (
            await client.send(new s3.GetObjectCommand({ Bucket, Key: `files/${name}` }))
          ).Body.transformToByteArray(),
        ),
      put: (name, bytes) =>
        client.send(new s3.PutObjectCommand({ Bucket, Key: `files/${name}`, Body: bytes })),
      close: () => client.destroy(),
    };
  }
  const dir = path.join(dataDir, 'files');
  const where = (name) => path.join(dir, name.slice(0, 2), name);
  return {
    list: async () =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((d) => /^[0-9a-f]{2}$/.test(d))
            .flatMap((d) => fs.readdirSync(path.join(dir, d)))
        : [],
    get: async (name) => fs.readFileSync(where(name)),
    put: async (name, bytes) => {
      fs.mkdirSync(path.dirname(where(name)), { recursive: true });
      fs.writeFileSync(`${where(name)}.restore`, bytes);
      fs.renameSync(`${where(name)}.restore`, where(name));
    },
    close: () => {},
  };
};

/** Blobs are content-addressed and never changed: each is copied once and checked against its name. */
const saveFiles = async (out) => {
  const store = fileStore();
  const manifest = {};
  fs.mkdirSync(path.join(out, 'files'), { recursive: true });
  for (const name of (await store.list()).filter((n) => /^[0-9a-f]{64}(\.thumb)?/.test(n))) {
    const bytes = await store.get(name);
    manifest[name] = sha256(bytes);
    fs.writeFileSync(path.join(out, 'files', name), bytes);
  }
  store.close();
  return manifest;
};

const pgliteHeld = () => {
  const lock = path.join(dataDir, 'server.lock');
  if (!fs.existsSync(lock)) return false;
  try {
    process.kill(JSON.parse(fs.readFileSync(lock, 'utf8')).pid, 0);
    return true;
  } catch {
    return false;
  }
};

export const backup = async (out) => {
  fs.mkdirSync(out, { recursive: true });
  const started = new Date().toISOString();
  let database;
  if (env.DATABASE_URL) {
    // One transaction snapshot: the dump is consistent however busy the instances are. Files are
    // copied after it, so every file a dumped record names is already in the store.
    execFileSync('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(out, 'database.dump')}`,
      env.DATABASE_URL,
    ]);
    database = 'postgres';
  } else {
    if (pgliteHeld())
      throw new Error(
        `backup: a server is running on ${dataDir}; stop it first (the embedded database cannot be copied while in use)`,
      );
    fs.cpSync(path.join(dataDir, 'pgdata'), path.join(out, 'pgdata'), { recursive: true });
    for (const key of ['rsa-private.pem'])
      if (fs.existsSync(path.join(dataDir, key)))
        fs.copyFileSync(path.join(dataDir, key), path.join(out, key));
    database = 'pglite';
  }
  const files = await saveFiles(out);
  const manifest = { started, finished: new Date().toISOString(), database, files };
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

export const restore = async (from) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'manifest.json'), 'utf8'));
  for (const [name, sum] of Object.entries(manifest.files)) {
    if (sha256(fs.readFileSync(path.join(from, 'files', name))) !== sum)
      throw new Error(`restore: ${name} is damaged`);
  }
  if (manifest.database === 'postgres') {
    if (!env.DATABASE_URL) throw new Error('restore: set DATABASE_URL (a PostgreSQL backup)');
    execFileSync('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${env.DATABASE_URL}`,
      path.join(from, 'database.dump'),
    ]);
  } else {
    if (pgliteHeld()) throw new Error(`restore: a server is running on ${dataDir}; stop it first`);
    fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
    fs.cpSync(path.join(from, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    if (fs.existsSync(path.join(from, 'rsa-private.pem')))
      fs.copyFileSync(path.join(from, 'rsa-private.pem'), path.join(dataDir, 'rsa-private.pem'));
  }
  const store = fileStore();
  for (const name of Object.keys(manifest.files))
    await store.put(name, fs.readFileSync(path.join(from, 'files', name)));
  store.close();
  return manifest;
};

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const [command, dir] = process.argv.slice(2);
  try {
    if (command === 'backup') {
      const out = path.resolve(dir ?? `backups/eldercare-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      const m = await backup(out);
      console.log(`Backup of the ${m.database} database and ${Object.keys(m.files).length} files in ${out}`);
    } else if (command === 'restore' && dir) {
      const m = await restore(path.resolve(dir));
      console.log(
        `Restored the ${m.database} database of ${m.started} and ${Object.keys(m.files).length} files`,
      );
    } else {
      console.error('usage: pnpm backup [--] [DIR] | pnpm restore [--] DIR');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
