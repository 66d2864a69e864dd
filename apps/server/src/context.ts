import type { ResourceDeclaration } from '@eldercare/resources';
import type { Kysely } from 'kysely';
import type { RsaKeys } from './auth/rsa.js';
import type { ServerConfig } from './config.js';
import type { DbKind } from './db/database.js';
import type { Database } from './db/schema.js';

/** What route modules need: handed to each domain plugin explicitly (no hidden globals). */
export interface AppContext {
  config: ServerConfig;
  db: Kysely<Database>;
  dbKind: DbKind;
  rsa: RsaKeys;
  startedAt: number;
  /** The business modules served, when not the whole catalogue (see BuildOptions.declarations). */
  declarations?: readonly ResourceDeclaration[];
}
