import type { SelectQueryBuilder } from 'kysely';

/** How many rows a filtered query matches. */
export const countRows = async <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => {
  const row = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .$castTo<{ total: string }>()
    .executeTakeFirstOrThrow();
  return Number(row.total);
};

/** The page `current` (from 1) of `size` rows of an ordered query. */
export const onePage = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: { current: number; size: number },
) => query.limit(page.size).offset((page.current - 1) * page.size);
