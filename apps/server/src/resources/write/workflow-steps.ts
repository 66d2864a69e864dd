import { ErrorCode, resourcePerm } from '@eldercare/contract';
import { localise, type WorkflowTransition } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { Session } from '../../auth/session-context.js';
import { AppError, invalid, notFound } from '../../http/app-error.js';
import { recordAudit } from './audit-trail.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { loadEnumLabels } from '../query/labels.js';
import { t } from '../../http/messages.js';
import { findRecord, updateRecord, type ApiRecord } from '../query/repository.js';
import type { Db } from '../schema/db.js';
import { uniqueRefusal } from './unique.js';
import { stale, writeFields } from './write-service.js';
import { assertSecondReviewer, stateOf } from './workflow-rules.js';

/** The declared step `key` of a module, if it has a workflow with that step. */
export const findStep = (resource: ServedResource, key: string): WorkflowTransition | undefined =>
  resource.declaration.workflow?.transitions.find((t) => t.key === key);

/**
 * The permission a step needs: `biz:<module>:<step key>` (seeded as a button named after the
 * step's `permission`). An undeclared step is answered like an undeclared module, before any
 * input is read.
 */
export const stepPermission = (resource: ServedResource, key: string, locale: Locale): string => {
  if (!findStep(resource, key)) throw new AppError(ErrorCode.NotFound, null, t('unknownStep', locale));
  return resourcePerm(resource.key, key);
};

export { stateOf } from './workflow-rules.js';
export { isReviewStep } from '@eldercare/resources';

/**
 * Runs one step on one record, in one transaction: the row is locked and must be in scope (else
 * 50015), at the version the caller saw (else 50016, as a stale edit), in a state the step
 * starts from (else -1 naming the step and the state), with an opinion when the step needs one
 * (-1 on `comment`), and with `fields` that pass what an edit of them must pass (same checks, same
 * messages). Then the fields and the status are written with one version bump, and the trail
 * records the step with its opinion and every change. Nothing is written when any check fails.
 */
export const runStep = async (
  db: Db,
  catalogue: Catalogue,
  resource: ServedResource,
  session: Session,
  id: number,
  key: string,
  body: { version: number; comment?: string | undefined; fields?: Record<string, unknown> | undefined },
  locale: Locale,
): Promise<ApiRecord> => {
  const workflow = resource.declaration.workflow;
  const step = findStep(resource, key);
  if (!workflow || !step) throw new AppError(ErrorCode.NotFound, null, t('unknownStep', locale));
  const fields = body.fields ?? {};
  let values: Record<string, unknown> = {};
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await findRecord(trx, resource, session, id, true);
      if (!existing) throw notFound();
      if (existing.version !== body.version) throw stale(locale);
      const state = stateOf(workflow, existing);
      const title = localise(step.title, locale);
      if (!step.from.includes(state)) {
        const field = resource.byName.get(workflow.field);
        const labels = await loadEnumLabels(trx, resource);
        const shown = field ? labels.label(field, state, locale) : state;
        throw invalid(t('stepNotAllowed', locale, { step: title, state: shown }));
      }
      await assertSecondReviewer(trx, resource, session, id, step, locale);
      const comment = body.comment?.trim() ? body.comment.trim() : undefined;
      if (step.needsOpinion && !comment)
        throw invalid(t('stepNeedsOpinion', locale, { step: title }), 'comment');
      // A step without fields leaves the record as it is (its stored values are not re-validated).
      const written =
        Object.keys(fields).length > 0
          ? await writeFields(trx, catalogue, resource, session, existing, fields, locale)
          : { values: {}, areaCode: String(existing.areaCode), changes: [] };
      values = written.values;
      const version = await updateRecord(
        trx,
        resource,
        session,
        id,
        body.version,
        { ...values, [workflow.field]: step.to },
        written.areaCode,
      );
      if (version === undefined) throw stale(locale);
      await recordAudit(
        trx,
        resource,
        id,
        'step',
        session,
        [...written.changes, { field: workflow.field, before: state, after: step.to }],
        {
          areaCode: written.areaCode,
          dataType: String(existing.dataType),
          step: step.key,
          ...(comment ? { comment } : {}),
        },
      );
      const updated = await findRecord(trx, resource, session, id);
      if (!updated) throw notFound();
      return updated;
    });
  } catch (error) {
    throw await uniqueRefusal(error, db, resource, values, session, locale, id);
  }
};
