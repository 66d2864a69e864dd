import { z } from 'zod';

/**
 * Record ids are bigserials shown as decimal digits. Read from text (a path, a query, a list) an
 * id is that and nothing else: `0x1`, `1e0`, `+1`, ` 1` or `01` are not id 1, so a typo or a fuzzer
 * never lands on another record. Sixteen digits at most keeps it an exact JavaScript number.
 */
export const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** The one reading of an id from text; null for anything else. */
export const parseId = (text: string): number | null => {
  if (!ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
};

/** An id in a JSON body: a positive safe integer (JSON has no other spelling of one). */
export const IdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * An id in a path or query string, read by `parseId`. Typed clients may hand over a number (it is
 * put into the URL as its digits); what arrives is always text.
 */
export const IdTextSchema = z.union([
  IdSchema,
  z
    .string()
    .regex(ID_PATTERN)
    .transform((text, context) => {
      const id = parseId(text);
      if (id === null) {
        context.addIssue({ code: 'custom', message: 'not an id' });
        return z.NEVER;
      }
      return id;
    }),
]);

/**
 * Comma-separated ids in a query string (`ids=1,2`), at most `max`, each spelled as `ID_PATTERN`
 * wants; kept as text (clients build it by joining), so `split(',').map(Number)` is exact.
 */
export const idListTextSchema = (max: number) =>
  z.string().regex(new RegExp(`^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,${max - 1}}$`));

/** Ids to label in one call (a picker's chosen values). */
export const IdListTextSchema = idListTextSchema(100);
