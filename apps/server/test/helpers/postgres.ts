import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The URL of another database on the same server. */
export const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

const admin = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Creates a database (optionally as a copy of a template database) and returns its URL. */
export const createDatabase = async (url: string, name: string, template?: string): Promise<string> => {
  await admin(url, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return withDatabase(url, name);
};

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a test database, ending its connections. After a large seed, autovacuum may be working in it: its
 * worker belongs to the superuser, so the test role may not end it (42501) — it finishes or yields within a
 * moment, so try again rather than fail the suite.
 */
export const dropDatabase = async (url: string, name: string): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
};
