import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { recordSystemLogs } from './log-recorder.js';
import { logRoutes } from './logs.js';
import { provisionSystemAdminPages } from './provision.js';
import { roleRoutes } from './roles.js';
import { structureRoutes } from './structure.js';

/**
 * The administration pages staff of an admin back-office expect: roles, menus, departments and
 * the operation and login logs. The log recorder is registered first, so it hooks every route of
 * the API registered after it.
 */
export const systemAdminRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  recordSystemLogs(app, ctx);
  await provisionSystemAdminPages(ctx.db);
  await roleRoutes(app, ctx);
  await structureRoutes(app, ctx);
  await logRoutes(app, ctx);
};
