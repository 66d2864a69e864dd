import { z } from 'zod';

export const HealthSchema = z.object({
  db: z.enum(['pglite', 'postgres']),
  dbOk: z.boolean(),
  /** Name of the newest applied migration. */
  migration: z.string().nullable(),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
