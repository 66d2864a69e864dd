import { z } from 'zod';

export { SYSTEM_DICT_TYPES } from './dict-types.js';

export const DictEntrySchema = z.object({
  dict_type: z.string(),
  dict_label: z.string(),
  dict_value: z.string(),
  dict_label_en: z.string(),
  dict_label_es: z.string(),
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
