import { sql, type Expression, type SqlBool } from 'kysely';
import type { Session } from '../auth/session-context.js';

/**
 * Data scope by area: a row is visible when its area code lies in the caller's area or below.
 * Area codes are hierarchical prefixes (34 → 3417 → 341702 → ...), so this is a prefix match.
 */
export const inArea = (column: string, session: Pick<Session, 'areaCode'>): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} like ${`${session.areaCode}%`}`;

/**
 * Notices published higher up reach everyone below: visible when the row's area is the caller's
 * area or one of its ancestors (or below it, for staff who publish).
 */
export const reachesArea = (column: string, session: Pick<Session, 'areaCode'>): Expression<SqlBool> =>
  sql<SqlBool>`(${session.areaCode} like ${sql.ref(column)} || '%' or ${sql.ref(column)} like ${`${session.areaCode}%`})`;

/** Data type scope: the type the request's filterMode selected (see effectiveDataType). */
export const inDataType = (column: string, session: Pick<Session, 'dataType'>): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} = ${session.dataType}`;
