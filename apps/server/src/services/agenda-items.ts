import { resourcePerm } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import { hasPermission, type Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { buildCatalogue, type ServedResource } from '../resources/index.js';
import { countMany } from '../resources/query/stats.js';

export interface AgendaItem {
  agendaType: string;
  promptTitle: string;
  total: number;
  path: string;
}

const catalogue = buildCatalogue();
const byListRoute = new Map(catalogue.served.map((r) => [r.declaration.listRoute, r]));

interface Target {
  resource: ServedResource;
  filters: Record<string, string>;
}

/** The module list an agenda path opens (`/contract/index?contractStatus=submitted`), if any. */
const targetOf = (path: string): Target | undefined => {
  const url = new URL(path, 'http://agenda.invalid');
  const resource = byListRoute.get(url.pathname);
  return resource ? { resource, filters: Object.fromEntries(url.searchParams) } : undefined;
};

/**
 * The caller's agenda. An item that opens a module list is shown only to callers who may list
 * that module (anyone else would land on the 401 page), and its count is the number of records
 * that list shows with the item's filters, in the caller's scope: the figure and the list agree.
 */
export const agendaOf = async (db: Kysely<Database>, session: Session): Promise<AgendaItem[]> => {
  const rows = await db
    .selectFrom('agenda')
    .select(['agenda_type', 'prompt_title', 'total', 'path'])
    .where('user_id', '=', session.userId)
    .orderBy('id')
    .execute();
  const items = rows.flatMap((row) => {
    const target = targetOf(row.path);
    if (target && !hasPermission(session, resourcePerm(target.resource.key, 'list'))) return [];
    return [{ row, target }];
  });
  const counted = items.flatMap(({ target }) =>
    target ? [{ resource: target.resource, query: target.filters }] : [],
  );
  const totals = await countMany(db, session, counted);
  let next = 0;
  return items.map(({ row, target }) => ({
    agendaType: row.agenda_type,
    promptTitle: row.prompt_title,
    total: target ? (totals[next++] ?? 0) : row.total,
    path: row.path,
  }));
};
