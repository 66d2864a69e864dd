import { defineEndpoint, endpoints, PUBLIC } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { currentMigration, pingDatabase } from '../db/database.js';
import { migrationProvider } from '../db/migrations/index.js';
import { route } from '../http/route.js';
import { isDraining } from '../observability/index.js';

const VERSION = '0.0.0';

/** An operations probe, not a client call: declared here rather than in the shared contract. */
const ReadinessSchema = z.object({
  ready: z.boolean(),
  /** Newest migration applied to the database, and the newest this server's code carries. */
  migration: z.string().nullable(),
  expectedMigration: z.string().nullable(),
});

const readyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ready',
  permission: PUBLIC,
  tag: 'ops',
  summary: 'Readiness: the database answers and every migration of this build is applied',
  response: ReadinessSchema,
});

const newestKnownMigration = async (): Promise<string | null> =>
  Object.keys(await migrationProvider.getMigrations())
    .sort()
    .at(-1) ?? null;

/**
 * `/health` is the liveness probe, polled often: one `select 1`, and the migration name read once
 * (Kysely's migration introspection costs ~100 ms; migrations only run at start). `/ready` does
 * the full check: the database's newest applied migration is the newest this build carries.
 */
export const healthRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  let migration: Promise<string | null> | undefined;
  const appliedMigration = () =>
    (migration ??= currentMigration(ctx.db, ctx.config.databaseSchema).catch(() => {
      migration = undefined;
      return null;
    }));

  route(app, ctx, endpoints.health, async ({ reply }) => {
    const dbOk = await pingDatabase(ctx.db);
    // A failing database is reported in the body and as HTTP 503 so load balancers notice.
    if (!dbOk) reply.code(503);
    return {
      db: ctx.dbKind,
      dbOk,
      migration: dbOk ? await appliedMigration() : null,
      uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
      version: VERSION,
    };
  });

  // The balancer asks every second: once the build's newest migration is seen applied (migrations
  // only run at start), later checks are one `select 1`, so a loaded instance still answers them fast.
  let expected: Promise<string | null> | undefined;
  let confirmedMigration: string | null = null;
  const readyMigration = async () => {
    const expectedMigration = await (expected ??= newestKnownMigration());
    if (!(await pingDatabase(ctx.db))) return { applied: null, expectedMigration };
    const applied =
      confirmedMigration ?? (await currentMigration(ctx.db, ctx.config.databaseSchema).catch(() => null));
    if (applied !== null && applied === expectedMigration) confirmedMigration = applied;
    return { applied, expectedMigration };
  };

  route(app, ctx, readyEndpoint, async ({ reply }) => {
    // A stopping server says so at once, so the balancer sends it nothing new while it drains.
    if (isDraining(ctx)) {
      reply.code(503);
      return {
        ready: false,
        migration: null,
        expectedMigration: await (expected ??= newestKnownMigration()),
      };
    }
    const { applied, expectedMigration } = await readyMigration();
    const ready = applied !== null && applied === expectedMigration;
    if (!ready) reply.code(503);
    return { ready, migration: applied, expectedMigration };
  });
};
