import { resourcePerm } from '@eldercare/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { hasPermission, type Session } from '../auth/session-context.js';
import type { Catalogue } from '../resources/schema/catalogue.js';

/** The module whose records activity notices announce (their `activity_id`). */
export const ACTIVITY_MODULE = 'trainingActivity';

/**
 * An activity notice opens its activity's detail page (SPEC §2), so it reaches only those who can
 * open that record: holders of the module's list permission, with the activity in their area and
 * data type (as the module's own read applies them). Otherwise the link would end on
 * 记录不存在或不在您的数据范围内 or a refusal.
 */
export const activityVisibleTo =
  (catalogue: Catalogue) =>
  (session: Session): Expression<SqlBool> => {
    const resource = catalogue.find(ACTIVITY_MODULE);
    if (!resource || !hasPermission(session, resourcePerm(ACTIVITY_MODULE, 'list')))
      return sql<SqlBool>`false`;
    return sql<SqlBool>`exists (select 1 from ${sql.id(resource.table)} t
      where t.id = n.activity_id and t.area_code like ${`${session.areaCode}%`} and t.data_type = ${session.dataType})`;
  };
