import { z } from 'zod';
import { LocalisedTextSchema } from './localised-text.js';

export { SYSTEM_DICT_TYPES } from './dict-types.js';

export const DictEntrySchema = z.object({
  dict_type: z.string(),
  /** The zh-CN label (SPEC §3). */
  dict_label: z.string(),
  dict_value: z.string(),
  dict_label_i18n: LocalisedTextSchema,
  dict_sort: z.number().int(),
});
export type DictEntry = z.infer<typeof DictEntrySchema>;

export const DictDataQuerySchema = z.object({
  dictType: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_]+$/),
});
export const DictListSchema = z.array(DictEntrySchema);
/** `GET /manage/system/dict/data/type/all`: every dictionary, keyed by type. */
export const DictAllSchema = z.record(z.string(), z.array(DictEntrySchema));
