import { z } from 'zod';
import { LocalisedTextSchema, type LocalisedText } from './localised-text.js';

/** A button under a page: its name (e.g. 查询, 重置, 新增) and the permission string it needs. */
export const MenuButtonSchema = z.object({ name: z.string(), perms: z.string() });
export type MenuButton = z.infer<typeof MenuButtonSchema>;

export interface MenuNode {
  id: number;
  /** zh-CN name (the default language). */
  name: string;
  nameI18n: LocalisedText;
  url: string;
  icon: string;
  /** M = directory (children nest deeper), C = page (its url is a route). */
  type: 'M' | 'C';
  children: MenuNode[];
  buttons: MenuButton[];
}

/** SPEC §3 menu node; `nameI18n` lets the UI show every language. */
export const MenuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    nameI18n: LocalisedTextSchema,
    url: z.string(),
    icon: z.string(),
    type: z.enum(['M', 'C']),
    children: z.array(MenuNodeSchema),
    buttons: z.array(MenuButtonSchema),
  }),
);

/** `GET /admin/system/menu/parent/menu/{id}`: the chain from the top-level menu down to `id`. */
export const MenuParentChainSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    type: z.enum(['M', 'C', 'F']),
    parentId: z.number().int(),
  }),
);
export type MenuParentChain = z.infer<typeof MenuParentChainSchema>;
