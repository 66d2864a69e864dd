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

export const dropDatabase = async (url: string, name: string): Promise<void> => {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
};
