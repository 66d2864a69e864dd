import { sql } from 'kysely';

/** A menu's `name_i18n` with its zh-CN text (the generated `name`) replaced: a rename in the tests. */
export const renamedTo = (name: string) =>
  sql<string>`jsonb_set(name_i18n, '{zh-CN}', to_jsonb(${name}::text))`;
