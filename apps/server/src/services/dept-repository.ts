import type { DeptNode, DeptRecord } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { nestByParent } from './nest.js';
import { inArea } from './scope.js';

type Db = Kysely<Database>;

/** The departments of the caller's area and below as a tree, in id order. */
export const deptTreeOf = async (db: Db, session: Session): Promise<DeptNode[]> => {
  const rows = await db
    .selectFrom('dept as d')
    .innerJoin('area as a', 'a.code', 'd.area_code')
    .select(['d.id', 'd.name', 'd.parent_id', 'a.code', 'a.level'])
    .where(inArea('d.area_code', session))
    .orderBy('d.id')
    .execute();
  return nestByParent<DeptNode>(
    rows.map((r) => ({
      id: r.id,
      label: r.name,
      areaCode: r.code,
      areaCodeLevel: r.level,
      children: [],
      parentId: r.parent_id,
    })),
  );
};

/** 部门管理's tree: the departments of the caller's area and below, with their areas and live users. */
export const deptRecordsOf = async (db: Db, session: Session): Promise<DeptRecord[]> => {
  const rows = await db
    .selectFrom('dept as d')
    .innerJoin('area as a', 'a.code', 'd.area_code')
    .select(['d.id', 'd.name', 'd.parent_id', 'a.code', 'a.name as area_name', 'a.level'])
    .select((eb) =>
      eb
        .selectFrom('app_user as u')
        .whereRef('u.dept_id', '=', 'd.id')
        .where('u.deleted', '=', false)
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('user_count'),
    )
    .where(inArea('d.area_code', session))
    .orderBy('a.code')
    .orderBy('d.id')
    .execute();
  return nestByParent<DeptRecord>(
    rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      name: r.name,
      areaCode: r.code,
      areaName: r.area_name,
      areaCodeLevel: r.level,
      userCount: Number(r.user_count ?? 0),
      children: [],
    })),
  );
};

/** Whether the department lies in the caller's area or below. */
export const isDeptInArea = async (db: Db, session: Session, deptId: number) =>
  (await db
    .selectFrom('dept as d')
    .select('d.id')
    .where('d.id', '=', deptId)
    .where(inArea('d.area_code', session))
    .executeTakeFirst()) !== undefined;
