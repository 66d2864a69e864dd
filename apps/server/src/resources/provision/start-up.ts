import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { seedResources } from '../../db/seed/resources/index.js';
import { usePlatformTimeZone } from '../../time-zone.js';
import { compactTally } from '../query/tally.js';
import { buildCatalogue, type Catalogue } from '../schema/catalogue.js';
import { syncResourceTables } from '../schema/sync-tables.js';
import { advisoryBackfillLock, startSortKeyBackfill } from '../schema/sort-key-backfill.js';
import { provisionResources } from './provision.js';

const TALLY_COMPACTION_MS = 60_000;

/** The tally's appended deltas (tally.ts) folded once a minute, so summaries keep adding few rows. */
const scheduleTallyCompaction = (app: FastifyInstance, ctx: AppContext): void => {
  const compaction = setInterval(() => {
    compactTally(ctx.db).catch((error: unknown) => app.log.warn({ err: error }, 'tally compaction failed'));
  }, TALLY_COMPACTION_MS);
  compaction.unref();
  app.addHook('onClose', async () => clearInterval(compaction));
};

/**
 * Fills the sort keys the sync added (or a stopped start left) once the server is ready, in the
 * background: on a large table that takes minutes, past the start timeout (sort-key-backfill.ts).
 */
const scheduleSortKeyBackfill = (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void => {
  const url = ctx.config.databaseUrl;
  let job: ReturnType<typeof startSortKeyBackfill> | undefined;
  app.addHook('onReady', async () => {
    job = startSortKeyBackfill(ctx.db, catalogue, {
      // PGlite: its folder belongs to this server alone (data-dir-lock.ts).
      lock: url ? advisoryBackfillLock(url) : async () => async () => {},
      concurrently: Boolean(url),
      log: app.log,
    });
  });
  app.addHook('onClose', async () => job?.stop());
};

/**
 * The business modules' start-up work, before their routes are served: brings every declared
 * module's table up to its declaration, provisions module menus, buttons, grants and dictionaries
 * (always), seeds demo records when seeding is on (each idempotent) and schedules the tally's
 * compaction. It runs after migrations and the core or production seed (roles must exist to be
 * granted menus). Answers the catalogue the routes serve.
 */
export const prepareResources = async (app: FastifyInstance, ctx: AppContext): Promise<Catalogue> => {
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
  scheduleTallyCompaction(app, ctx);
  if (report.keysPending.length > 0) scheduleSortKeyBackfill(app, ctx, catalogue);
  return catalogue;
};
