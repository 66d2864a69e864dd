import { z } from 'zod';
import { LocalisedTextSchema } from './localised-text.js';

/** `GET /admin/system/role/key`: role keys and names (for filters and the data-type switch). */
export const RoleKeySchema = z.object({
  roleId: z.number().int(),
  roleKey: z.string(),
  roleName: z.string(),
  roleNameI18n: LocalisedTextSchema,
});
export const RoleKeyListSchema = z.array(RoleKeySchema);
export type RoleKey = z.infer<typeof RoleKeySchema>;
