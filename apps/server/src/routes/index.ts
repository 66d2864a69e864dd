import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { prepareResources, registerResourceRoutes } from '../resources/index.js';
import { announcementRoutes } from './announcements.js';
import { dashboardRoutes } from './dashboard.js';
import { areaRoutes } from './areas.js';
import { messageRoutes } from './messages.js';
import { noticeReadAllRoutes } from './notices-read-all.js';
import { popupRoutes } from './popups.js';
import { roleSwitchRoutes } from './role-switch.js';
import { systemAdminRoutes } from './system-admin/index.js';
import { systemRoutes } from './system.js';
import { uaaRoutes } from './uaa.js';
import { userRoutes } from './users.js';

/** Domain plugins; each registers its endpoints from the contract. */
export const registerApiRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  // First: its log recorder hooks the routes registered after it (the login included).
  await systemAdminRoutes(app, ctx);
  await uaaRoutes(app, ctx);
  await roleSwitchRoutes(app, ctx);
  await systemRoutes(app, ctx);
  await areaRoutes(app, ctx);
  await userRoutes(app, ctx);
  await messageRoutes(app, ctx);
  await announcementRoutes(app, ctx);
  await popupRoutes(app, ctx);
  await noticeReadAllRoutes(app, ctx);
  // The business modules' tables, menus and seeds are ready before their routes are served.
  await registerResourceRoutes(app, ctx, await prepareResources(app, ctx));
  await dashboardRoutes(app, ctx);
};
