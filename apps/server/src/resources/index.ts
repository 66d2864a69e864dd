import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { usePlatformTimeZone } from '../time-zone.js';
import { seedResources } from '../db/seed/resources/index.js';
import { buildCatalogue } from './catalogue.js';
import { provisionResources } from './provision.js';
import { registerResourceRoutes } from './routes.js';
import { syncResourceTables } from './sync-tables.js';
import { compactTally } from './tally.js';

export { buildCatalogue } from './catalogue.js';
export type { Catalogue, ServedResource } from './catalogue.js';
export { syncResourceTables } from './sync-tables.js';

/**
 * The business-module plugin: brings every declared module's table up to its declaration,
 * provisions module menus, buttons, grants and dictionaries (always), seeds demo records when
 * seeding is on (each idempotent), and serves the generic routes. It runs after migrations and the
 * core or production seed (roles must exist to be granted menus).
 */
export const resourceRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  usePlatformTimeZone(ctx.config.timeZone);
  const catalogue = buildCatalogue(ctx.declarations);
  for (const { key, reason } of catalogue.skipped) app.log.warn(`Resource ${key} not served: ${reason}`);
  const started = Date.now();
  const report = await syncResourceTables(ctx.db, catalogue);
  for (const column of report.uniqueBlocked)
    app.log.warn(`${column} holds repeated values: its unique index waits until they are resolved`);
  // Menus, buttons, grants and dictionaries come from the declarations on every start, demo data or not.
  await provisionResources(ctx.db, catalogue);
  if (ctx.config.seed) await seedResources(ctx.db, catalogue);
  app.log.info(
    { ...report, modules: catalogue.served.length, ms: Date.now() - started },
    'resource tables ready',
  );
  await registerResourceRoutes(app, ctx, catalogue);
  // The tally's appended deltas (tally.ts) folded once a minute, so summaries keep adding few rows.
  const compaction = setInterval(() => {
    compactTally(ctx.db).catch((error: unknown) => app.log.warn({ err: error }, 'tally compaction failed'));
  }, TALLY_COMPACTION_MS);
  compaction.unref();
  app.addHook('onClose', async () => clearInterval(compaction));
};

const TALLY_COMPACTION_MS = 60_000;
