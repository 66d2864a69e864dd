import { endpoints, INIT_PASSWORD_KEY } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/app-error.js';
import { route } from '../http/route.js';
import { areaName } from '../services/areas.js';
import { configValue } from '../services/config-repository.js';
import { deptTreeOf } from '../services/dept-repository.js';
import { allDictEntries, dictEntriesOf } from '../services/dict-repository.js';
import { menusOf } from '../services/menus.js';
import { listRoleKeys } from '../services/role-repository.js';

/** Settings whose value never leaves the server. */
const SECRET_CONFIG_KEYS: ReadonlySet<string> = new Set([INIT_PASSWORD_KEY]);
/** How deep a menu chain goes at the most, so a parent loop in the data cannot hang the call. */
const MAX_MENU_DEPTH = 10;

/** The menu and its parents the caller holds, root first. */
const menuChain = async (ctx: AppContext, session: Session, id: number) => {
  const held = new Map((await menusOf(ctx.db, session)).map((m) => [m.id, m]));
  const chain = [];
  for (
    let current = held.get(id);
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
    if (chain.length > MAX_MENU_DEPTH) break;
  }
  return chain;
};

const callerRoutes = (app: FastifyInstance, ctx: AppContext) => {
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
    const chain = await menuChain(ctx, session, params.id);
    if (chain.length === 0) throw notFound();
    return chain;
  });

  route(app, ctx, endpoints.useOrg, async ({ session }) => ({
    deptId: session.deptId,
    deptName: session.deptName,
    areaCode: session.areaCode,
    areaName: await areaName(ctx.db, session.areaCode),
  }));

  route(app, ctx, endpoints.deptTree, ({ session }) => deptTreeOf(ctx.db, session));
};

const referenceDataRoutes = (app: FastifyInstance, ctx: AppContext) => {
  route(app, ctx, endpoints.dictAll, () => allDictEntries(ctx.db));

  route(app, ctx, endpoints.dictData, ({ query }) => dictEntriesOf(ctx.db, query.dictType));

  route(app, ctx, endpoints.roleKeys, () => listRoleKeys(ctx.db));

  route(app, ctx, endpoints.configByKey, async ({ params }) => {
    const value = await configValue(ctx.db, params.key);
    // Internal keys (the seed marker) are not configuration the client should read.
    if (value === undefined || params.key.startsWith('seed.')) throw notFound();
    // The initial password is a secret: the route stays, as SPEC §7 names it, but
    // answers an empty value. Resets answer a random password once to the administrator.
    if (SECRET_CONFIG_KEYS.has(params.key)) return '';
    return value;
  });
};

/** The caller's own context (their department, menus, organisation) and the shared reference data. */
export const systemRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  callerRoutes(app, ctx);
  referenceDataRoutes(app, ctx);
};
