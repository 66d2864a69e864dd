import { z } from 'zod';

/** SPEC §3 business reminder; `remindViewIndex` is the route that handles it. */
export const ReminderSchema = z.object({
  id: z.number().int(),
  remindHandle: z.string(),
  remindViewIndex: z.string(),
});
export type Reminder = z.infer<typeof ReminderSchema>;
export const ReminderListSchema = z.array(ReminderSchema);
