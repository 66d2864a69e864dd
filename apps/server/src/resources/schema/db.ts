import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The database as the engine's queries see it. */
export type Db = Kysely<Database>;
