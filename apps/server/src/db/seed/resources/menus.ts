import { resourcePerm } from '@eldercare/api-client/contract';
import type { LocalisedText, ResourceDeclaration } from '@eldercare/resources';
import type { Kysely } from 'kysely';
import type { Catalogue } from '../../../resources/catalogue.js';
import { declaredMenuGroups, workflowOf, type MenuGroupLike } from '../../../resources/optional-exports.js';
import type { Database } from '../../schema.js';
import { actionsFor } from './grants.js';

interface ButtonSeed {
  title: LocalisedText;
  perms: string;
  action: string;
}

const t = (zh: string, en: string, es: string): LocalisedText => ({ 'zh-CN': zh, en, es });

/**
 * A module page's buttons. Their names are the permission names the UI checks (SPEC §6): the
 * toolbar and row actions of the declaration name them, 查询/重置 carry the list permission.
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
  for (const a of r.actions.filter((x) => x.kind === 'custom')) {
    buttons.push({ title: { ...a.title, 'zh-CN': a.permission }, perms: p(a.key), action: 'edit' });
  }
  for (const step of workflowOf(r)?.transitions ?? []) {
    buttons.push({ title: { ...step.title, 'zh-CN': step.permission }, perms: p(step.key), action: 'edit' });
  }
  return buttons;
};

const FALLBACK_ORDER = 500;

/** The groups to seed: MENU_GROUPS when it has landed, else each group named after its key. */
const groupOf = (groups: readonly MenuGroupLike[], key: string): MenuGroupLike =>
  groups.find((g) => g.group === key) ?? {
    group: key,
    order: FALLBACK_ORDER,
    title: t(key, key, key),
    icon: 'AppstoreOutlined',
  };

const insertMenu = async (
  db: Kysely<Database>,
  values: {
    parent_id: number | null;
    title: LocalisedText;
    url: string;
    icon: string;
    type: 'M' | 'C' | 'F';
    perms: string;
    sort: number;
  },
): Promise<number> => {
  const { id } = await db
    .insertInto('menu')
    .values({
      parent_id: values.parent_id,
      name: values.title['zh-CN'],
      name_en: values.title.en,
      name_es: values.title.es,
      url: values.url,
      icon: values.icon,
      type: values.type,
      perms: values.perms,
      sort: values.sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/**
 * One type-C menu per module (url = its list route) under one type-M menu per group, with the
 * buttons and role grants. Idempotent per module: a module whose page exists is left as it is,
 * so a new declaration gets its menu on the next start and edited grants are kept.
 */
export const seedResourceMenus = async (db: Kysely<Database>, catalogue: Catalogue): Promise<number> => {
  const groups = declaredMenuGroups();
  const roles = await db.selectFrom('role').select(['id', 'role_key']).execute();
  const existing = new Set(
    (await db.selectFrom('menu').select('url').where('type', '=', 'C').execute()).map((m) => m.url),
  );
  const pending = catalogue.served.filter((r) => !existing.has(r.declaration.listRoute));
  if (pending.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const grants: { role_id: number; menu_id: number }[] = [];
    const dirs = new Map<string, number>();
    for (const [index, { declaration: r }] of pending.entries()) {
      const group = groupOf(groups, r.group);
      const sortBase = group.order * 1000;
      let dirId = dirs.get(group.group);
      if (dirId === undefined) {
        const found = await trx
          .selectFrom('menu')
          .select('id')
          .where('type', '=', 'M')
          .where('parent_id', 'is', null)
          .where('url', '=', `/${group.group}`)
          .executeTakeFirst();
        dirId =
          found?.id ??
          (await insertMenu(trx, {
            parent_id: null,
            title: group.title,
            url: `/${group.group}`,
            icon: group.icon,
            type: 'M',
            perms: '',
            sort: sortBase,
          }));
        dirs.set(group.group, dirId);
      }
      const pageId = await insertMenu(trx, {
        parent_id: dirId,
        title: r.title,
        url: r.listRoute,
        icon: group.icon,
        type: 'C',
        perms: resourcePerm(r.key, 'list'),
        sort: sortBase + index + 1,
      });
      const buttons = buttonsOf(r);
      // One statement per page; a multi-row VALUES insert returns its rows in order.
      const buttonIds = (
        await trx
          .insertInto('menu')
          .values(
            buttons.map((b, i) => ({
              parent_id: pageId,
              name: b.title['zh-CN'],
              name_en: b.title.en,
              name_es: b.title.es,
              url: '',
              icon: '',
              type: 'F' as const,
              perms: b.perms,
              sort: i + 1,
            })),
          )
          .returning('id')
          .execute()
      ).map((row) => row.id);
      for (const role of roles) {
        const actions = actionsFor(role.role_key, r);
        if (actions.length === 0) continue;
        grants.push({ role_id: role.id, menu_id: dirId }, { role_id: role.id, menu_id: pageId });
        buttons.forEach((b, i) => {
          const id = buttonIds[i];
          if (id !== undefined && actions.includes(b.action)) grants.push({ role_id: role.id, menu_id: id });
        });
      }
    }
    for (let i = 0; i < grants.length; i += 1000) {
      await trx
        .insertInto('role_menu')
        .values(grants.slice(i, i + 1000))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return pending.length;
  });
};
