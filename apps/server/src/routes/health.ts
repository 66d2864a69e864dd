import { endpoints } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { currentMigration, pingDatabase } from '../db/database.js';
import { route } from '../http/route.js';

const VERSION = '0.0.0';

export const healthRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  route(app, ctx, endpoints.health, async ({ reply }) => {
    const dbOk = await pingDatabase(ctx.db);
    const migration = dbOk
      ? await currentMigration(ctx.db, ctx.config.databaseSchema).catch(() => null)
      : null;
    // A failing database is reported in the body and as HTTP 503 so load balancers notice.
    if (!dbOk) reply.code(503);
    return {
      db: ctx.dbKind,
      dbOk,
      migration,
      uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
      version: VERSION,
    };
  });
};
