import { resourceEndpoints } from '@eldercare/contract';
import { localise } from '@eldercare/resources';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Catalogue } from '../schema/catalogue.js';
import { IMPORT_BODY_LIMIT } from '../excel/excel-guard.js';
import { importWorkbook } from '../excel/import-service.js';
import { importTemplate } from '../excel/import-template.js';
import { loadEnumLabels } from '../query/labels.js';
import { t } from '../../http/messages.js';
import { resourceRoute } from './resource-route.js';

/** Import of a workbook and its empty template. */
export const registerImportRoutes = (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void => {
  const e = resourceEndpoints;
  // A workbook up to IMPORT_MAX_BYTES travels in the body; other routes keep the small default.
  app.addHook('onRoute', (options) => {
    if (
      options.method === e.importResource.endpoint.method &&
      options.url.endsWith(e.importResource.endpoint.path)
    )
      options.bodyLimit = IMPORT_BODY_LIMIT;
  });
  resourceRoute(app, ctx, catalogue, e.importResource, async ({ resource, session, body, locale }) => {
    const labels = await loadEnumLabels(ctx.db, resource);
    return importWorkbook(ctx.db, resource, session, body.file, body.validOnly, labels, locale);
  });

  // The template is for whoever may import: the same permission, checked before anything is read.
  resourceRoute(app, ctx, catalogue, e.importTemplate, async ({ resource, locale, reply }) => {
    const labels = await loadEnumLabels(ctx.db, resource);
    const name = `${localise(resource.declaration.title, locale)}-${t('templateFileSuffix', locale)}.xlsx`;
    reply.header(
      'content-disposition',
      `attachment; filename="${resource.key}-template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    return importTemplate(resource, labels, locale);
  });
};
