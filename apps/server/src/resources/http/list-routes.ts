import { RESOURCE_EXPORT_MAX_ROWS, resourceEndpoints, resourcePerm } from '@eldercare/contract';
import { localise } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../auth/session-context.js';
import type { AppContext } from '../../context.js';
import { invalid } from '../../http/app-error.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { pagesById } from '../../excel-worker/export-pages.js';
import { EXPORT_PAGE_ROWS, streamWorkbook } from '../excel/excel.js';
import { claimExcelJob } from '../excel/excel-jobs.js';
import { FilterError } from '../query/filters.js';
import { loadEnumLabels } from '../query/labels.js';
import { listConditions, orderOf, shouldSortMatches } from '../query/list-query.js';
import { logExport } from '../../routes/system-admin/log-recorder.js';
import { audit } from '../../services/audit.js';
import { maskRecord, sensitiveFields } from '../fields/mask.js';
import { t } from '../../http/messages.js';
import { countRecords, listRecords, totalOf } from '../query/repository.js';
import { withReferenceLabels } from '../query/reference-labels.js';
import { resourceRoute } from './resource-route.js';

/** The list's conditions; a filter the module does not allow is refused naming the field. */
const conditions = (
  resource: ServedResource,
  input: { session: Parameters<typeof listConditions>[1]; query: Record<string, unknown>; locale: Locale },
) => {
  try {
    return listConditions(resource, input.session, input.query);
  } catch (error) {
    if (error instanceof FilterError)
      throw invalid(t('badFilter', input.locale, { field: error.field }), error.field);
    throw error;
  }
};

/** A module's declaration and its list. */
export const registerListRoutes = (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void => {
  const e = resourceEndpoints;
  // A module's declaration for a caller who may list it: a back-office built without the module
  // (declared on the server only, e.g. ELDERCARE_EXTRA_MODULES) renders its pages from this.
  resourceRoute(app, ctx, catalogue, e.getResourceDeclaration, async ({ resource }) => resource.declaration);

  resourceRoute(app, ctx, catalogue, e.listResource, async ({ resource, session, query, locale }) => {
    const where = conditions(resource, { session, query, locale });
    const order = orderOf(resource, query.sortField, query.sortOrder);
    const [{ total, isTotalEstimated }, records] = await Promise.all([
      totalOf(ctx.db, resource, where),
      shouldSortMatches(ctx.db, resource, query, order, where).then((sortMatches) =>
        listRecords(ctx.db, resource, {
          conditions: where,
          order,
          limit: query.size,
          offset: (query.current - 1) * query.size,
          sortMatches,
        }),
      ),
    ]);
    const masked = records.map((r) => maskRecord(resource.fields, r));
    return {
      records: await withReferenceLabels(ctx.db, catalogue, resource, session, masked),
      total,
      isTotalEstimated,
      size: query.size,
      current: query.current,
    };
  });
};

/** The filtered list as a streamed workbook. */
export const registerExportRoute = (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void => {
  const e = resourceEndpoints;
  resourceRoute(
    app,
    ctx,
    catalogue,
    e.exportResource,
    async ({ resource, session, query, locale, reply, request }) => {
      // One at a time per user, two per process (excel-jobs.ts); released when the stream ends.
      const release = claimExcelJob(session.userId, locale);
      try {
        const where = conditions(resource, { session, query, locale });
        const total = await countRecords(ctx.db, resource, where, RESOURCE_EXPORT_MAX_ROWS);
        if (total > RESOURCE_EXPORT_MAX_ROWS) {
          throw invalid(t('tooManyExportRows', locale, { n: RESOURCE_EXPORT_MAX_ROWS }));
        }
        // Only holders of the reveal permission get sensitive columns in clear.
        const clear = hasPermission(session, resourcePerm(resource.key, 'reveal'));
        // Every export leaves a trace in the operation log; sensitive fields in clear, in the audit too.
        const inClear = clear && sensitiveFields(resource.fields).length > 0;
        if (inClear) await audit(ctx.db, session.userId, 'resource.export.clear', `${resource.key}:${total}`);
        await logExport(ctx, request, resource.key, total, inClear);
        const labels = await loadEnumLabels(ctx.db, resource);
        const order = orderOf(resource, query.sortField, query.sortOrder);
        // Pages of the same order (id breaks ties), never more than the rows counted above.
        const nextPage = pagesById(ctx.db, resource, where, order, total);
        const readPage = async (offset: number) => {
          const limit = Math.min(EXPORT_PAGE_ROWS, total - offset);
          if (limit <= 0) return [];
          const records = await nextPage(limit);
          return clear ? records : records.map((r) => maskRecord(resource.fields, r));
        };
        const name = `${localise(resource.declaration.title, locale)}.xlsx`;
        reply.header(
          'content-disposition',
          `attachment; filename="${resource.key}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
        const stream = streamWorkbook(resource, readPage, labels, locale, release);
        // A client that goes away stops the export (and frees its slot) instead of leaving it
        // waiting for a reader that never comes.
        reply.raw.once('close', () => stream.destroy());
        return stream;
      } catch (error) {
        release();
        throw error;
      }
    },
  );
};
