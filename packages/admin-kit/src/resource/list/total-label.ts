import type { ResourceT } from '../i18n/useResourceTranslation';

/**
 * The pager's total. An exact total reads as a count ("共 120 条"); the server's estimate of a large
 * one (`isTotalEstimated`, over 5,000 matches) reads as an approximation with the language's
 * digit grouping and plural ("约 12,000 条", "about 12,000 items", "unos 12.000 registros"), so
 * nobody takes a planner's guess for a count.
 */
export function totalLabel(t: ResourceT, total: number, estimated: boolean | undefined): string {
  return estimated ? t('list.totalEstimated', { count: total }) : t('list.total', { total });
}
