import type { LocalisedText } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

export interface NewMenu {
  parent_id: number | null;
  title: LocalisedText;
  url: string;
  icon: string;
  type: 'M' | 'C' | 'F';
  perms: string;
  sort: number;
}

/** Inserts one menu entry; answers its id. */
export const insertMenu = async (db: Db, values: NewMenu): Promise<number> => {
  const { id } = await db
    .insertInto('menu')
    .values({
      parent_id: values.parent_id,
      name_i18n: JSON.stringify(values.title),
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

/** Inserts the buttons of a page in one statement; answers their ids in the buttons' order. */
export const insertButtons = async (
  db: Db,
  pageId: number,
  buttons: readonly { title: LocalisedText; perms: string }[],
): Promise<number[]> =>
  // A multi-row VALUES insert returns its rows in order.
  (
    await db
      .insertInto('menu')
      .values(
        buttons.map((b, i) => ({
          parent_id: pageId,
          name_i18n: JSON.stringify(b.title),
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

/** The id of the top-level directory menu at `url`, if there is one. */
export const findTopDirectory = async (db: Db, url: string): Promise<number | undefined> =>
  (
    await db
      .selectFrom('menu')
      .select('id')
      .where('type', '=', 'M')
      .where('parent_id', 'is', null)
      .where('url', '=', url)
      .executeTakeFirst()
  )?.id;

/** The urls of every page menu (type C). */
export const pageUrls = async (db: Db): Promise<Set<string>> =>
  new Set((await db.selectFrom('menu').select('url').where('type', '=', 'C').execute()).map((m) => m.url));

/** Grants menus to roles, a thousand rows a statement; a grant already held is kept. */
export const insertGrants = async (db: Db, grants: readonly { role_id: number; menu_id: number }[]) => {
  for (let i = 0; i < grants.length; i += 1000) {
    await db
      .insertInto('role_menu')
      .values(grants.slice(i, i + 1000))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
};
