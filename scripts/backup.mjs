#!/usr/bin/env node
// `pnpm backup [--out DIR]` and `pnpm restore DIR`: the database and the file store, with the server's
// own settings (DATABASE_URL or DATA_DIR, ELDERCARE_S3_*). README "Backup and restore" says what a backup
// guarantees. PostgreSQL is dumped while the instances run (pg_dump's snapshot); the embedded database
// (PGlite) is copied by the server that holds it, over DATA_DIR/ops.sock, or from the folder when
// no server runs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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

/** Whether a live server holds DATA_DIR/server.lock (apps/server/src/db/data-dir-lock.ts). */
const pgliteHeld = () => {
  const lock = path.join(dataDir, 'server.lock');
  if (!fs.existsSync(lock)) return false;
  try {
    process.kill(JSON.parse(fs.readFileSync(lock, 'utf8')).pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return error.code === 'EPERM';
  }
};

/** The compressed copy of the database folder in a backup the server made while serving. */
const PGDATA_ARCHIVE = 'pgdata.tar.gz';
/** The server's backup socket (apps/server/src/ops/backup-socket.ts: OPS_SOCKET, BACKUP_REQUEST). */
const OPS_SOCKET = 'ops.sock';

const hashFile = async (file) => {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
};

/** What the operator can do when the server's socket does not answer. */
const socketRefusal = (error, socketPath) => {
  if (error.code === 'EACCES' || error.code === 'EPERM')
    return new Error(`backup: ${socketPath} is the server's user's only; run the backup as that user`);
  if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')
    return new Error(
      `backup: a server holds ${dataDir} but answers on no ${socketPath}: it may still be starting ` +
        '(try again once it is ready), run a version without online backups (restart it with this ' +
        'one), or have too long a DATA_DIR for a socket (its log says so; stop it and back up then)',
    );
  return error;
};

/**
 * Asks the server that holds DATA_DIR for a copy of its database (a tar archive made with no
 * transaction half done) and stores it gzipped in `file`.
 */
const askServerForCopy = (file) =>
  new Promise((resolve, reject) => {
    const socketPath = path.join(dataDir, OPS_SOCKET);
    const request = http.request({ socketPath, method: 'POST', path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => reject(new Error(`backup: the server refused: ${text.trim()}`)));
        return;
      }
      pipeline(response, zlib.createGzip({ level: 1 }), fs.createWriteStream(file)).then(resolve, reject);
    });
    request.on('error', (error) => reject(socketRefusal(error, socketPath)));
    request.end();
  });

const backupPglite = async (out) => {
  let archive = null;
  if (pgliteHeld()) {
    await askServerForCopy(path.join(out, PGDATA_ARCHIVE));
    archive = { name: PGDATA_ARCHIVE, sha256: await hashFile(path.join(out, PGDATA_ARCHIVE)) };
  } else {
    fs.cpSync(path.join(dataDir, 'pgdata'), path.join(out, 'pgdata'), { recursive: true });
  }
  for (const key of ['rsa-private.pem'])
    if (fs.existsSync(path.join(dataDir, key))) fs.copyFileSync(path.join(dataDir, key), path.join(out, key));
  return archive;
};

export const backup = async (out) => {
  fs.mkdirSync(out, { recursive: true });
  const started = new Date().toISOString();
  let database;
  let archive = null;
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
    // Files after the database here too: a record names only a blob stored before it committed.
    archive = await backupPglite(out);
    database = 'pglite';
  }
  const files = await saveFiles(out);
  const manifest = {
    started,
    finished: new Date().toISOString(),
    database,
    ...(archive ? { archive } : {}),
    files,
  };
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

/**
 * Opens the archive with PGlite itself (its `loadDataDir` option) beside DATA_DIR/pgdata, closes it
 * cleanly, and only then puts it in place: a restore that fails midway leaves the old folder.
 */
const loadPgliteArchive = async (file) => {
  const { PGlite } = requireFromServer('@electric-sql/pglite');
  const target = path.join(dataDir, 'pgdata');
  const staging = `${target}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  const tar = zlib.gunzipSync(fs.readFileSync(file));
  const db = new PGlite(staging, { loadDataDir: new Blob([tar], { type: 'application/x-tar' }) });
  await db.waitReady;
  await db.query('select 1');
  await db.close();
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
};

const restorePglite = async (from, manifest) => {
  if (pgliteHeld()) throw new Error(`restore: a server is running on ${dataDir}; stop it first`);
  if (manifest.archive) await loadPgliteArchive(path.join(from, manifest.archive.name));
  else {
    fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
    fs.cpSync(path.join(from, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  }
  if (fs.existsSync(path.join(from, 'rsa-private.pem')))
    fs.copyFileSync(path.join(from, 'rsa-private.pem'), path.join(dataDir, 'rsa-private.pem'));
};

export const restore = async (from) => {
  // Written last: a backup that failed midway has none.
  if (!fs.existsSync(path.join(from, 'manifest.json')))
    throw new Error(`restore: ${from} has no manifest.json (not a backup, or one that did not finish)`);
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'manifest.json'), 'utf8'));
  for (const [name, sum] of Object.entries(manifest.files)) {
    if (sha256(fs.readFileSync(path.join(from, 'files', name))) !== sum)
      throw new Error(`restore: ${name} is damaged`);
  }
  if (
    manifest.archive &&
    (await hashFile(path.join(from, manifest.archive.name))) !== manifest.archive.sha256
  )
    throw new Error(`restore: ${manifest.archive.name} is damaged`);
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
    await restorePglite(from, manifest);
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
      const seconds = (Date.parse(m.finished) - Date.parse(m.started)) / 1000;
      console.log(
        `Backup of the ${m.database} database and ${Object.keys(m.files).length} files in ${out} (${seconds} s)`,
      );
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
