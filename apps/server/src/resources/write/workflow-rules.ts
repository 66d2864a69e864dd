import { ErrorCode, resourcePerm } from '@eldercare/contract';
import {
  isReviewStep,
  reviewStates,
  type WorkflowDeclaration,
  type WorkflowTransition,
} from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import { sql } from 'kysely';
import { hasPermission, type Session } from '../../auth/session-context.js';
import { AppError, invalid } from '../../http/app-error.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { t } from '../../http/messages.js';
import { findRecord, type ApiRecord } from '../query/repository.js';
import type { Db } from '../schema/db.js';

/** A record's state; a row written before its module had a workflow counts as the initial one. */
export const stateOf = (workflow: WorkflowDeclaration, record: Record<string, unknown>): string => {
  const value = record[workflow.field];
  return typeof value === 'string' && value !== '' ? value : workflow.initial;
};

/** Who ran the step that brought the record to where it is (its latest step in the trail). */
const lastStepUser = async (db: Db, resource: ServedResource, id: number): Promise<number | null> => {
  const result = await sql<{ user_id: number | null }>`
    select user_id from biz_audit where module = ${resource.key} and record_id = ${id} and action = 'step'
    order by id desc limit 1`.execute(db);
  const user = result.rows[0]?.user_id;
  return user === undefined || user === null ? null : Number(user);
};

/**
 * Four eyes: whoever moved a record into review (submitted it) cannot decide on it too; another
 * account must. Refused with 403 and a message naming the rule.
 */
export const assertSecondReviewer = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  id: number,
  step: WorkflowTransition,
  locale: Locale,
): Promise<void> => {
  const workflow = resource.declaration.workflow;
  if (!workflow || !isReviewStep(workflow, step) || !step.from.some((s) => reviewStates(workflow).has(s)))
    return;
  if ((await lastStepUser(db, resource, id)) === session.userId)
    throw new AppError(ErrorCode.Forbidden, null, t('selfReview', locale));
};

/**
 * While a record waits for review its author cannot change it: only those who may decide on it
 * (to note their decision) edit it then. Refused with 403 before anything is read from the body.
 */
export const assertEditableInState = (
  resource: ServedResource,
  session: Session,
  existing: ApiRecord,
  locale: Locale,
): void => {
  const workflow = resource.declaration.workflow;
  if (!workflow || !reviewStates(workflow).has(stateOf(workflow, existing))) return;
  const reviewer = workflow.transitions
    .filter((t) => isReviewStep(workflow, t))
    .some((t) => hasPermission(session, resourcePerm(resource.key, t.key)));
  if (!reviewer) throw new AppError(ErrorCode.Forbidden, null, t('underReview', locale));
};

/** The elderly module other records point at; its community is where the elder lives. */
const ELDERLY_MODULE = 'elderlyInfo';
const ELDER_AREA = 'community';

/**
 * A record about an elder lies in the elder's area: when the body names an elder (a reference to
 * the elderly module) and leaves the record's area empty, the area is the elder's community, read
 * within the caller's scope. Anything else is left to the usual checks.
 */
export const withElderArea = async (
  db: Db,
  catalogue: Catalogue,
  resource: ServedResource,
  session: Session,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const areaField = resource.declaration.areaField;
  const elderField = resource.fields.find(
    (f) => f.type === 'reference' && f.reference?.module === ELDERLY_MODULE,
  );
  const elderly = catalogue.find(ELDERLY_MODULE);
  if (!areaField || !elderField || !elderly || resource.key === ELDERLY_MODULE) return body;
  const area = body[areaField];
  const elderId = Number(body[elderField.name]);
  if (!(area === undefined || area === null || area === '') || !Number.isInteger(elderId) || elderId <= 0)
    return body;
  const elder = await findRecord(db, elderly, session, elderId);
  const community = elder?.[ELDER_AREA];
  return typeof community === 'string' && community !== '' ? { ...body, [areaField]: community } : body;
};

const STAFF_MODULE = 'servicePersonal';

/**
 * An order is assigned (派单) to a staff member of the provider it goes to: a staff reference next
 * to a provider reference must name someone on that provider's roster (the staff record's
 * provider), else -1 on the staff field. `existing` supplies the provider an edit leaves as it is.
 */
export const assertAssigneeOfProvider = async (
  db: Db,
  catalogue: Catalogue,
  resource: ServedResource,
  session: Session,
  body: Record<string, unknown>,
  locale: Locale,
  existing?: Record<string, unknown>,
): Promise<void> => {
  const staffField = resource.fields.find(
    (f) => f.type === 'reference' && f.reference?.module === STAFF_MODULE,
  );
  const staff = catalogue.find(STAFF_MODULE);
  const staffId = staffField ? Number(body[staffField.name]) : Number.NaN;
  if (!staffField || !staff || !resource.byName.has('providerId') || !(staffId > 0)) return;
  const providerId = Number(body.providerId ?? existing?.providerId);
  const member = await findRecord(db, staff, session, staffId);
  if (member && (!(providerId > 0) || Number(member.providerId) === providerId)) return;
  throw invalid(t('assigneeNotOfProvider', locale), staffField.name);
};
