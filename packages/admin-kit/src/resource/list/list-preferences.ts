import { useCallback, useState } from 'react';

/** Row heights of antd's table: default, middle, small. */
export type ListDensity = 'large' | 'medium' | 'small';

export const LIST_DENSITIES: readonly ListDensity[] = ['large', 'medium', 'small'];

/** The list's shape a user chose for one module: columns hidden and row density. */
export interface ListPreferences {
  hidden: string[];
  density: ListDensity;
}

export const DEFAULT_LIST_PREFERENCES: ListPreferences = { hidden: [], density: 'medium' };

/** One key per user and module: two staff sharing a browser keep their own columns. */
export const listPreferencesKey = (userId: number | undefined, module: string) =>
  `ek.list.${userId ?? 'anonymous'}.${module}`;

/** What was stored, or the defaults when nothing (or something unreadable) is there. */
export const readListPreferences = (key: string): ListPreferences => {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    if (!raw || typeof raw !== 'object') return DEFAULT_LIST_PREFERENCES;
    const { hidden, density } = raw as Partial<ListPreferences>;
    return {
      hidden: Array.isArray(hidden) ? hidden.filter((h): h is string => typeof h === 'string') : [],
      density: LIST_DENSITIES.includes(density as ListDensity)
        ? (density as ListDensity)
        : DEFAULT_LIST_PREFERENCES.density,
    };
  } catch {
    return DEFAULT_LIST_PREFERENCES;
  }
};

/** The user's list preferences for a module, kept in localStorage as they change. */
export function useListPreferences(userId: number | undefined, module: string) {
  const key = listPreferencesKey(userId, module);
  const [state, setState] = useState(() => ({ key, prefs: readListPreferences(key) }));
  const prefs = state.key === key ? state.prefs : readListPreferences(key);
  const save = useCallback(
    (next: ListPreferences) => {
      setState({ key, prefs: next });
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(next));
      } catch {
        // A full or blocked storage only loses the memory of the choice, not the choice itself.
      }
    },
    [key],
  );
  return { prefs, save };
}
