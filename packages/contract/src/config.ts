import { z } from 'zod';

/** Key of the initial password config (SPEC §7 `sys.user.initPassword`). */
export const INIT_PASSWORD_KEY = 'sys.user.initPassword';

export const ConfigKeyParamsSchema = z.object({
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/),
});
/** `GET /admin/system/config/key/{key}`: the config value (a string). */
export const ConfigValueSchema = z.string();
