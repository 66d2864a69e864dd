import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from './useDashboardData';
import { useModuleLinks, useModuleTitle } from './useModuleTitle';

/** Rows whose count could be read (a module the role may not list counts as unknown, not zero). */
function known<T extends { value: number | null }>(
  rows: readonly T[],
): (Omit<T, 'value'> & { value: number })[] {
  return rows.flatMap((row) => (row.value === null ? [] : [{ ...row, value: row.value }]));
}

/** The facility types the role may read, as chart bars linked to their lists. */
export function useFacilitySlices(facilities: DashboardData['facilities']) {
  const { t } = useTranslation('dashboard');
  const links = useModuleLinks();
  return useMemo(
    () =>
      known(facilities).map(({ module, value }) => ({
        name: t(`facilities.${module}`),
        value,
        to: links.get(module)?.url,
      })),
    [facilities, t, links],
  );
}

/** The role's own modules compared, as chart bars linked to their lists. */
export function useModuleSlices(modules: DashboardData['modules']) {
  const titleOf = useModuleTitle();
  const links = useModuleLinks();
  return useMemo(
    () => modules.map(({ module, value }) => ({ name: titleOf(module), value, to: links.get(module)?.url })),
    [modules, titleOf, links],
  );
}
