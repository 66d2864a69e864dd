import { RESOURCE_EXPORT_MAX_ROWS, resourceEndpoints, resourcePerm } from '@eldercare/contract';
import { localise } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { hasPermission } from '../../auth/session-context.js';
import type { AppContext } from '../../context.js';
import { invalid, notFound } from '../../http/app-error.js';
import { canReadDeletedTrail, readAudit, recordAudit } from '../write/audit-trail.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { pagesById } from '../../excel-worker/export-pages.js';
import { EXPORT_PAGE_ROWS, streamWorkbook } from '../excel/excel.js';
import { claimExcelJob } from '../excel/excel-jobs.js';
import { FilterError } from '../query/filters.js';
import { importWorkbook } from '../excel/import-service.js';
import { importTemplate } from '../excel/import-template.js';
import { loadEnumLabels } from '../query/labels.js';
import { listConditions, orderOf, shouldSortMatches } from '../query/list-query.js';
import { logExport } from '../../routes/system-admin/log-recorder.js';
import { audit } from '../../services/audit.js';
import { maskRecord, sensitiveFields } from '../fields/mask.js';
import { t } from '../../http/messages.js';
import { countRecords, findRecord, listRecords, scopeOf, totalOf } from '../query/repository.js';
import { referrersOf, titlesOf, withReferenceLabels } from '../query/reference-labels.js';
import { resourceRoute, type PermissionOf } from './resource-route.js';
import { findUniqueHolder, uniqueFields, uniqueMessage } from '../write/unique.js';
import { runStep, stepPermission } from '../write/workflow-steps.js';
import { createOne, deleteMany, deleteOne, updateOne } from '../write/write-service.js';
import { assertAssigneeOfProvider, withElderArea } from '../write/workflow-rules.js';

/** The generic routes of every served module (`/biz/resource/:module...`). */
export const registerResourceRoutes = async (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue) => {
  const e = resourceEndpoints;
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

  // Whoever may write a module that points at this one may search it to pick a value (an assessor
  // picks the elder of a form without the right to list elderly records).
  const referrers = referrersOf(catalogue);
  const optionsPermissions: PermissionOf = (resource) => [
    resourcePerm(resource.key, 'list'),
    ...(referrers.get(resource.key) ?? []).flatMap((key) => [
      resourcePerm(key, 'add'),
      resourcePerm(key, 'edit'),
    ]),
  ];
  resourceRoute(
    app,
    ctx,
    catalogue,
    e.resourceOptions,
    async ({ resource, session, query }) => {
      if (query.ids) {
        const ids = query.ids.split(',').map(Number);
        const titles = await titlesOf(ctx.db, resource, session, ids);
        return [...titles].map(([id, label]) => ({ id, label }));
      }
      const titleField = resource.byName.get(resource.declaration.titleField);
      const column = titleField ? (resource.columns.get(titleField.name) ?? 'id') : 'id';
      const keyword = query.keyword ?? '';
      const where = [scopeOf(session)];
      const providerColumn = resource.columns.get('providerId');
      if (query.providerId !== undefined && providerColumn)
        where.push(sql<SqlBool>`${sql.ref(providerColumn)} = ${query.providerId}`);
      if (keyword !== '' && titleField) {
        where.push(
          sql<SqlBool>`${sql.ref(column)}::text ilike ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
      }
      const rows = await sql<{ id: string | number; label: unknown }>`
        select id, ${sql.ref(column)} as label from ${sql.id(resource.table)}
        where ${sql.join(where, sql` and `)} order by ${sql.ref(column)} limit ${query.size}`.execute(ctx.db);
      return rows.rows.map((r) => ({
        id: Number(r.id),
        label: r.label === null ? `#${r.id}` : String(r.label),
      }));
    },
    optionsPermissions,
  );

  // The form's check before saving: whoever may list the module or write a record of it.
  resourceRoute(
    app,
    ctx,
    catalogue,
    e.checkResourceUnique,
    async ({ resource, session, query, locale }) => {
      const field = uniqueFields(resource).find((f) => f.name === query.field);
      if (!field) throw invalid(t('notUniqueField', locale, { field: query.field }), 'field');
      const value = query.value.trim();
      if (value === '') return { unique: true };
      const holder = await findUniqueHolder(ctx.db, resource, field, value, session, query.excludeId);
      if (!holder) return { unique: true };
      // A record the caller may not read is neither named nor pointed at.
      const message = uniqueMessage(field, holder, locale);
      return holder.title === undefined
        ? { unique: false, message }
        : { unique: false, existing: { id: holder.id, label: holder.title }, message };
    },
    (resource) => (['list', 'add', 'edit'] as const).map((action) => resourcePerm(resource.key, action)),
  );

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

  resourceRoute(app, ctx, catalogue, e.getResource, async ({ resource, session, params }) => {
    const record = await findRecord(ctx.db, resource, session, params.id);
    if (!record) throw notFound();
    return labelled(resource, session, maskRecord(resource.fields, record));
  });

  // Every record the API answers in full has the same shape (referenceLabels), steps included.
  const labelled = async <R extends Record<string, unknown>>(
    resource: ServedResource,
    session: Parameters<typeof scopeOf>[0],
    record: R,
  ) => (await withReferenceLabels(ctx.db, catalogue, resource, session, [record]))[0] as R;

  // A record about an elder without an area of its own lies in the elder's community; an order's
  // assignee must work for its provider.
  resourceRoute(app, ctx, catalogue, e.createResource, async ({ resource, session, body, locale }) => {
    const filled = await withElderArea(ctx.db, catalogue, resource, session, body);
    await assertAssigneeOfProvider(ctx.db, catalogue, resource, session, filled, locale);
    return createOne(ctx.db, catalogue, resource, session, filled, locale);
  });

  resourceRoute(
    app,
    ctx,
    catalogue,
    e.updateResource,
    async ({ resource, session, params, body, locale }) => {
      const existing = await findRecord(ctx.db, resource, session, params.id);
      if (existing)
        await assertAssigneeOfProvider(ctx.db, catalogue, resource, session, body, locale, existing);
      return updateOne(ctx.db, catalogue, resource, session, params.id, body, locale);
    },
  );

  resourceRoute(app, ctx, catalogue, e.deleteResource, async ({ resource, session, params }) =>
    deleteOne(ctx.db, resource, session, params.id),
  );

  resourceRoute(app, ctx, catalogue, e.deleteResources, async ({ resource, session, body }) => ({
    deleted: await deleteMany(ctx.db, resource, session, body.ids),
  }));

  // A deleted record's trail stays readable in the scope the record had (kept on its delete entry).
  resourceRoute(app, ctx, catalogue, e.resourceAudit, async ({ resource, session, params }) => {
    const readable =
      (await findRecord(ctx.db, resource, session, params.id)) !== undefined ||
      (await canReadDeletedTrail(ctx.db, resource, params.id, session));
    if (!readable) throw notFound();
    return readAudit(ctx.db, resource, params.id);
  });

  resourceRoute(
    app,
    ctx,
    catalogue,
    e.runResourceStep,
    async ({ resource, session, params, body, locale }) =>
      labelled(
        resource,
        session,
        maskRecord(
          resource.fields,
          await runStep(ctx.db, catalogue, resource, session, params.id, params.step, body, locale),
        ),
      ),
    (resource, params, locale) => stepPermission(resource, String(params.step ?? ''), locale),
  );

  resourceRoute(app, ctx, catalogue, e.revealResource, async ({ resource, session, params }) => {
    const record = await findRecord(ctx.db, resource, session, params.id);
    if (!record) throw notFound();
    const fields = sensitiveFields(resource.fields);
    await recordAudit(
      ctx.db,
      resource,
      params.id,
      'reveal',
      session,
      fields.map((f) => ({ field: f.name, before: null, after: null })),
      { areaCode: String(record.areaCode), dataType: String(record.dataType) },
    );
    return Object.fromEntries([['id', record.id], ...fields.map((f) => [f.name, record[f.name]])]);
  });
};
