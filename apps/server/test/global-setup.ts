import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.js';
import { loadRsaKeys } from '../src/auth/rsa.js';
import { loadConfig } from '../src/config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A started-once PGlite data dir (migrated, seeded, with its RSA key) each test file copies. */
    dataTemplate: string;
  }
}

/**
 * PGlite's first init of a data dir costs seconds (much more on a busy machine); copying a
 * prepared one and reopening it costs a fraction. Each test file still gets its own database.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-template-'));
  if (!process.env.DATABASE_URL) {
    // A full start once: migrations, core seed and whatever plugins prepare (module tables...).
    const config = loadConfig({ DATA_DIR: dir, ELDERCARE_LOG_LEVEL: 'silent' });
    config.databaseUrl = undefined;
    const app = await buildApp(config, { logger: false });
    await app.ready();
    await app.close();
  } else {
    await loadRsaKeys(dir, undefined);
  }
  project.provide('dataTemplate', dir);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
