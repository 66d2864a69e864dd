import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Catalogue } from '../schema/catalogue.js';
import { registerImportRoutes } from './import-routes.js';
import { registerExportRoute, registerListRoutes } from './list-routes.js';
import { registerPickerRoutes } from './picker-routes.js';
import { registerRecordRoutes, registerTrailRoutes } from './record-routes.js';

/** The generic routes of every served module (`/biz/resource/:module...`), in the API document's order. */
export const registerResourceRoutes = async (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue) => {
  registerListRoutes(app, ctx, catalogue);
  registerExportRoute(app, ctx, catalogue);
  registerPickerRoutes(app, ctx, catalogue);
  registerImportRoutes(app, ctx, catalogue);
  registerRecordRoutes(app, ctx, catalogue);
  registerTrailRoutes(app, ctx, catalogue);
};
