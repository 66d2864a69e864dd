import { resourcePerm } from '@eldercare/contract';
import {
  actionsFor,
  MENU_GROUPS,
  REVIEW_ACTION,
  type LocalisedText,
  type MenuGroupDeclaration,
  type ResourceDeclaration,
} from '@eldercare/resources';
import type { Kysely, Transaction } from 'kysely';
import type { Catalogue } from '../schema/catalogue.js';
import { isReviewStep } from '../write/workflow-steps.js';
import type { Database } from '../../db/schema.js';
import {
  findTopDirectory,
  insertButtons,
  insertGrants,
  insertMenu,
  pageUrls,
} from '../../services/menu-repository.js';

interface ButtonSeed {
  title: LocalisedText;
  perms: string;
  action: string;
}

const t = (zh: string, en: string, es: string): LocalisedText => ({ 'zh-CN': zh, en, es });

/**
 * A module page's buttons. Their names are the permission names the UI checks (SPEC §6): the
 * toolbar and row actions of the declaration name them, 查询/重置 carry the list permission.
 * Workflow steps are buttons `biz:<module>:<step key>` named after the step's permission; extra
 * pages whose permission no other button names get one too, so a role can hold them. The UI
 * checks names, so one name is granted as one thing: a name a deciding step carries (审核, 审批)
 * goes with `review` wherever it appears, e.g. the approval page's row action.
 */
export const buttonsOf = (r: ResourceDeclaration): ButtonSeed[] => {
  const p = (action: string) => resourcePerm(r.key, action);
  const named = (name: string | false | undefined, fallback: string) =>
    name === false ? undefined : (name ?? fallback);
  const buttons: ButtonSeed[] = [
    { title: t('查询', 'Search', 'Buscar'), perms: p('list'), action: 'list' },
    { title: t('重置', 'Reset', 'Restablecer'), perms: p('list'), action: 'list' },
  ];
  const standard: [string | undefined, LocalisedText, string][] = [
    [named(r.toolbar?.add, '新增'), t('新增', 'Add', 'Añadir'), 'add'],
    [r.actions.find((a) => a.kind === 'edit')?.permission ?? '编辑', t('编辑', 'Edit', 'Editar'), 'edit'],
    [
      r.actions.find((a) => a.kind === 'delete')?.permission ?? '删除',
      t('删除', 'Delete', 'Eliminar'),
      'delete',
    ],
    [r.actions.find((a) => a.kind === 'look')?.permission ?? '查看', t('查看', 'View', 'Ver'), 'query'],
    [named(r.toolbar?.export, '导出'), t('导出', 'Export', 'Exportar'), 'export'],
    [named(r.toolbar?.import, '导入'), t('导入', 'Import', 'Importar'), 'import'],
  ];
  for (const [name, title, action] of standard) {
    if (name !== undefined) buttons.push({ title: { ...title, 'zh-CN': name }, perms: p(action), action });
  }
  buttons.push({
    title: t('查看完整信息', 'Reveal', 'Mostrar completo'),
    perms: p('reveal'),
    action: 'reveal',
  });
  const workflow = r.workflow;
  const reviewNames = new Set(
    (workflow?.transitions ?? [])
      .filter((s) => workflow && isReviewStep(workflow, s))
      .map((s) => s.permission),
  );
  const classOf = (name: string) => (reviewNames.has(name) ? REVIEW_ACTION : 'edit');
  for (const a of r.actions.filter((x) => x.kind === 'custom')) {
    buttons.push({
      title: { ...a.title, 'zh-CN': a.permission },
      perms: p(a.key),
      action: classOf(a.permission),
    });
  }
  for (const step of workflow?.transitions ?? []) {
    buttons.push({
      title: { ...step.title, 'zh-CN': step.permission },
      perms: p(step.key),
      action: classOf(step.permission),
    });
  }
  for (const extra of r.extraRoutes ?? []) {
    if (buttons.some((b) => b.title['zh-CN'] === extra.permission)) continue;
    buttons.push({
      title: { ...extra.title, 'zh-CN': extra.permission },
      perms: p(extra.key),
      action: classOf(extra.permission),
    });
  }
  return buttons;
};

const FALLBACK_ORDER = 500;

/** A module's menu group; a group MENU_GROUPS does not name (an extra module's) is titled by its key. */
type SeededGroup = Omit<MenuGroupDeclaration, 'group'> & { group: string };

const groupOf = (key: string): SeededGroup =>
  MENU_GROUPS.find((g) => g.group === key) ?? {
    group: key,
    order: FALLBACK_ORDER,
    title: t(key, key, key),
    icon: 'AppstoreOutlined',
  };

type Role = { id: number; role_key: string };

/**
 * Buttons a declaration gained after its page was seeded (a workflow step, an extra page) are
 * added to the existing page, granted by the same rules to the roles that hold the page. Buttons
 * already there, and their grants as administrators edited them, are left alone. Answers how
 * many buttons were added.
 */
const addNewButtons = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
  roles: readonly Role[],
): Promise<number> => {
  const pages = await db.selectFrom('menu').select(['id', 'url']).where('type', '=', 'C').execute();
  const pageOf = new Map(pages.map((p) => [p.url, p.id]));
  const served = catalogue.served.filter((r) => pageOf.has(r.declaration.listRoute));
  if (served.length === 0) return 0;
  const buttons = await db
    .selectFrom('menu')
    .select(['parent_id', 'name', 'perms', 'sort'])
    .where('type', '=', 'F')
    .where('parent_id', 'in', [...pageOf.values()])
    .execute();
  const holders = await db
    .selectFrom('role_menu')
    .select(['role_id', 'menu_id'])
    .where('menu_id', 'in', [...pageOf.values()])
    .execute();
  let added = 0;
  for (const { declaration: r } of served) {
    const pageId = pageOf.get(r.listRoute) ?? -1;
    const present = buttons.filter((b) => b.parent_id === pageId);
    const missing = buttonsOf(r).filter(
      (b) => !present.some((p) => p.perms === b.perms && p.name === b.title['zh-CN']),
    );
    if (missing.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      const sort = Math.max(0, ...present.map((p) => p.sort));
      for (const [i, b] of missing.entries()) {
        const id = await insertMenu(trx, {
          parent_id: pageId,
          title: b.title,
          url: '',
          icon: '',
          type: 'F',
          perms: b.perms,
          sort: sort + i + 1,
        });
        const grants = roles
          .filter((role) => holders.some((h) => h.role_id === role.id && h.menu_id === pageId))
          .filter((role) => actionsFor(role.role_key, r).includes(b.action))
          .map((role) => ({ role_id: role.id, menu_id: id }));
        if (grants.length > 0) await trx.insertInto('role_menu').values(grants).execute();
      }
    });
    added += missing.length;
  }
  return added;
};

type Trx = Transaction<Database>;
type Grant = { role_id: number; menu_id: number };

/** The group's top-level directory menu, found or made once per provisioning. */
const groupDirId = async (trx: Trx, dirs: Map<string, number>, group: SeededGroup) => {
  const known = dirs.get(group.group);
  if (known !== undefined) return known;
  const found = await findTopDirectory(trx, `/${group.group}`);
  const dirId =
    found ??
    (await insertMenu(trx, {
      parent_id: null,
      title: group.title,
      url: `/${group.group}`,
      icon: group.icon,
      type: 'M',
      perms: '',
      sort: group.order * 1000,
    }));
  dirs.set(group.group, dirId);
  return dirId;
};

/** The module's page under its group's directory, its buttons, and the grants each role gets. */
const insertModulePage = async (
  trx: Trx,
  dirs: Map<string, number>,
  roles: readonly Role[],
  r: ResourceDeclaration,
  index: number,
): Promise<Grant[]> => {
  const group = groupOf(r.group);
  const dirId = await groupDirId(trx, dirs, group);
  const pageId = await insertMenu(trx, {
    parent_id: dirId,
    title: r.title,
    url: r.listRoute,
    icon: group.icon,
    type: 'C',
    perms: resourcePerm(r.key, 'list'),
    sort: group.order * 1000 + index + 1,
  });
  const buttons = buttonsOf(r);
  const buttonIds = await insertButtons(trx, pageId, buttons);
  const grants: Grant[] = [];
  for (const role of roles) {
    const actions = actionsFor(role.role_key, r);
    if (actions.length === 0) continue;
    grants.push({ role_id: role.id, menu_id: dirId }, { role_id: role.id, menu_id: pageId });
    buttons.forEach((b, i) => {
      const id = buttonIds[i];
      if (id !== undefined && actions.includes(b.action)) grants.push({ role_id: role.id, menu_id: id });
    });
  }
  return grants;
};

/**
 * One type-C menu per module (url = its list route) under one type-M menu per group, with the
 * buttons and role grants. Idempotent per module: a module whose page exists is left as it is
 * (but gets the buttons its declaration gained, see addNewButtons), so a new declaration gets its
 * menu on the next start and edited grants are kept.
 */
export const provisionResourceMenus = async (db: Kysely<Database>, catalogue: Catalogue): Promise<number> => {
  const roles = await db.selectFrom('role').select(['id', 'role_key']).execute();
  await addNewButtons(db, catalogue, roles);
  const existing = await pageUrls(db);
  const pending = catalogue.served.filter((r) => !existing.has(r.declaration.listRoute));
  if (pending.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const grants: Grant[] = [];
    const dirs = new Map<string, number>();
    for (const [index, { declaration }] of pending.entries())
      grants.push(...(await insertModulePage(trx, dirs, roles, declaration, index)));
    await insertGrants(trx, grants);
    return pending.length;
  });
};
