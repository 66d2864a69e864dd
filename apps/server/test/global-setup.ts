import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, dropDatabase, randomName } from './helpers/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A started-once PGlite data dir (migrated, seeded, with its RSA key) each test file copies. */
    dataTemplate: string;
    /** With DATABASE_URL: a started-once database each test file clones (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
  }
}

/**
 * Starting the app on an empty database costs seconds (PGlite's first init, migrations, seeds —
 * much more on a busy machine). It is done once here; each test file then gets its own copy.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-template-'));
  const url = process.env.DATABASE_URL;
  const pgTemplate = url ? randomName('tpl') : '';
  const config = loadConfig({ DATA_DIR: dir, ELDERCARE_LOG_LEVEL: 'silent' });
  config.databaseUrl = url ? await createDatabase(url, pgTemplate) : undefined;
  const app = await buildApp(config, { logger: false });
  await app.ready();
  await app.close();
  project.provide('dataTemplate', dir);
  project.provide('pgTemplate', pgTemplate);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    if (url) await dropDatabase(url, pgTemplate);
  };
}
