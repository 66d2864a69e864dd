import { endpoints, INIT_PASSWORD_KEY, type DeptNode, type DictEntry } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../http/app-error.js';
import { route } from '../http/route.js';
import { menusOf } from '../services/menus.js';
import { inArea } from '../services/scope.js';

/** Settings whose value never leaves the server. */
const SECRET_CONFIG_KEYS: ReadonlySet<string> = new Set([INIT_PASSWORD_KEY]);

const toDictEntry = (r: {
  dict_type: string;
  label: string;
  label_en: string;
  label_es: string;
  value: string;
  sort: number;
}): DictEntry => ({
  dict_type: r.dict_type,
  dict_label: r.label,
  dict_value: r.value,
  dict_label_en: r.label_en,
  dict_label_es: r.label_es,
  dict_sort: r.sort,
});

export const systemRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.userDetail, async ({ session }) => ({
    userId: session.userId,
    accountType: session.accountType,
    dept: {
      deptId: session.deptId,
      deptName: session.deptName,
      areaCode: session.areaCode,
      areaCodeLevel: session.areaLevel,
    },
    roles: session.roles,
  }));

  route(app, ctx, endpoints.menuParents, async ({ params, session }) => {
    const held = new Map((await menusOf(db, session)).map((m) => [m.id, m]));
    const chain = [];
    for (
      let current = held.get(params.id);
      current;
      current = current.parent_id === null ? undefined : held.get(current.parent_id)
    ) {
      chain.unshift({
        id: current.id,
        name: current.name,
        url: current.url,
        type: current.type,
        parentId: current.parent_id ?? 0,
      });
      if (chain.length > 10) break;
    }
    if (chain.length === 0) throw notFound();
    return chain;
  });

  route(app, ctx, endpoints.useOrg, async ({ session }) => {
    const area = await db
      .selectFrom('area')
      .select('name')
      .where('code', '=', session.areaCode)
      .executeTakeFirstOrThrow();
    return {
      deptId: session.deptId,
      deptName: session.deptName,
      areaCode: session.areaCode,
      areaName: area.name,
    };
  });

  route(app, ctx, endpoints.dictAll, async () => {
    const rows = await db.selectFrom('dict_data').selectAll().orderBy('dict_type').orderBy('sort').execute();
    const all: Record<string, DictEntry[]> = {};
    for (const row of rows) (all[row.dict_type] ??= []).push(toDictEntry(row));
    return all;
  });

  route(app, ctx, endpoints.dictData, async ({ query }) => {
    const rows = await db
      .selectFrom('dict_data')
      .selectAll()
      .where('dict_type', '=', query.dictType)
      .orderBy('sort')
      .execute();
    return rows.map(toDictEntry);
  });

  route(app, ctx, endpoints.deptTree, async ({ session }) => {
    const rows = await db
      .selectFrom('dept as d')
      .innerJoin('area as a', 'a.code', 'd.area_code')
      .select(['d.id', 'd.name', 'd.parent_id', 'a.code', 'a.level'])
      .where(inArea('d.area_code', session))
      .orderBy('d.id')
      .execute();
    const nodes = new Map<number, DeptNode & { parentId: number | null }>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          label: r.name,
          areaCode: r.code,
          areaCodeLevel: r.level,
          children: [],
          parentId: r.parent_id,
        },
      ]),
    );
    const roots: DeptNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
      (parent ? parent.children : roots).push(node);
    }
    const strip = ({ parentId: _p, ...node }: DeptNode & { parentId?: number | null }): DeptNode => ({
      ...node,
      children: node.children.map(strip),
    });
    return roots.map(strip);
  });

  route(app, ctx, endpoints.roleKeys, async () => {
    const rows = await db
      .selectFrom('role')
      .select(['id', 'role_key', 'name', 'name_en', 'name_es'])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      roleId: r.id,
      roleKey: r.role_key,
      roleName: r.name,
      roleNameEn: r.name_en,
      roleNameEs: r.name_es,
    }));
  });

  route(app, ctx, endpoints.configByKey, async ({ params }) => {
    const row = await db
      .selectFrom('sys_config')
      .select('config_value')
      .where('config_key', '=', params.key)
      .executeTakeFirst();
    // Internal keys (the seed marker) are not configuration the client should read.
    if (!row || params.key.startsWith('seed.')) throw notFound();
    // The initial password is a secret: the route stays, as SPEC §7 names it, but
    // answers an empty value. Resets answer a random password once to the administrator.
    if (SECRET_CONFIG_KEYS.has(params.key)) return '';
    return row.config_value;
  });
};
