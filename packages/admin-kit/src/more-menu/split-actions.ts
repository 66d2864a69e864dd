import { MORE_MENU_INLINE, MORE_MENU_THRESHOLD } from '../settings/constants';

/**
 * SPEC §2/§9: up to 3 actions all show inline; past 3, the first 2 stay inline and the rest
 * go under 更多.
 */
export function splitActions<T>(actions: readonly T[]): { inline: T[]; overflow: T[] } {
  if (actions.length <= MORE_MENU_THRESHOLD) return { inline: [...actions], overflow: [] };
  return { inline: actions.slice(0, MORE_MENU_INLINE), overflow: actions.slice(MORE_MENU_INLINE) };
}
