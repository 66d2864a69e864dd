import { resourceEndpoints } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import { canReadDeletedTrail, readAudit, recordAudit } from '../write/audit-trail.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { maskRecord, sensitiveFields } from '../fields/mask.js';
import type { scopeOf } from '../query/repository.js';
import { findRecord } from '../query/repository.js';
import { withReferenceLabels } from '../query/reference-labels.js';
import { resourceRoute } from './resource-route.js';
import { runStep, stepPermission } from '../write/workflow-steps.js';
import { createOne, deleteMany, deleteOne, updateOne } from '../write/write-service.js';
import { assertAssigneeOfProvider, withElderArea } from '../write/workflow-rules.js';

// Every record the API answers in full has the same shape (referenceLabels), steps included.
const labelledIn =
  (ctx: AppContext, catalogue: Catalogue) =>
  async <R extends Record<string, unknown>>(
    resource: ServedResource,
    session: Parameters<typeof scopeOf>[0],
    record: R,
  ) =>
    (await withReferenceLabels(ctx.db, catalogue, resource, session, [record]))[0] as R;

/** One record: read, create, edit, delete (one or many). */
export const registerRecordRoutes = (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void => {
  const e = resourceEndpoints;
  const labelled = labelledIn(ctx, catalogue);
  resourceRoute(app, ctx, catalogue, e.getResource, async ({ resource, session, params }) => {
    const record = await findRecord(ctx.db, resource, session, params.id);
    if (!record) throw notFound();
    return labelled(resource, session, maskRecord(resource.fields, record));
  });

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
};

/** A record's trail, its workflow steps and its sensitive values in clear. */
export const registerTrailRoutes = (app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void => {
  const e = resourceEndpoints;
  const labelled = labelledIn(ctx, catalogue);
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
