import { z } from 'zod';
import { IdTextSchema } from './ids.js';

/** `{ code, msg, data }`: the body of every /prod-api response (SPEC §7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** The envelope of a failed call: `data` carries an error id for 500s and may be null otherwise. */
export const ErrorEnvelopeSchema = envelope(
  z.object({ errorId: z.string().optional(), field: z.string().optional() }).nullable(),
);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** A paged list: `{ records, total, size, current }` (current is 1-based). */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    current: z.number().int().positive(),
  });

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

/** Default and largest page size when the client does not ask (SPEC leaves it "not shown"). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;

/** Paging query: `current` (1-based) and `size`. Query strings arrive as text, hence coercion. */
export const PageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Path parameter `{id}` of a numeric record. */
export const IdParamsSchema = z.object({ id: IdTextSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** Query parameter `id` (the popup `read` calls and upNews take it from the query). */
export const IdQuerySchema = z.object({ id: IdTextSchema });

/** Calls that answer nothing but success. */
export const EmptySchema = z.null();

/** What a create answers: the new record's id. */
export const CreatedSchema = z.object({ id: z.number().int() });
