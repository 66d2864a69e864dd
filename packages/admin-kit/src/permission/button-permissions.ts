/** Session storage key of the current page's button permissions (SPEC §6). */
export const BUTTONS_STORAGE_KEY = 'btns';

/** The permission names that the query and reset buttons of a filter bar need. */
export const QUERY_PERMISSION = '查询';
export const RESET_PERMISSION = '重置';
/** The permission names a list's toolbar buttons need unless the declaration names others. */
export const TOOLBAR_PERMISSIONS = { add: '新增', export: '导出', import: '导入' } as const;

interface StoredButton {
  name?: unknown;
  perms?: unknown;
}

/**
 * Reads the button list the host stored for the page. Entries may be plain names or menu
 * buttons `{ name, perms }`; both the name and the perms string grant the permission.
 */
export function parseButtonList(raw: string | null): Set<string> {
  const granted = new Set<string>();
  if (!raw) return granted;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return granted;
  }
  if (!Array.isArray(parsed)) return granted;
  for (const entry of parsed as unknown[]) {
    if (typeof entry === 'string') granted.add(entry);
    else if (entry && typeof entry === 'object') {
      const { name, perms } = entry as StoredButton;
      if (typeof name === 'string') granted.add(name);
      if (typeof perms === 'string' && perms) granted.add(perms);
    }
  }
  return granted;
}

export function readStoredButtons(storage: Storage | undefined = globalThis.sessionStorage): Set<string> {
  return parseButtonList(storage?.getItem(BUTTONS_STORAGE_KEY) ?? null);
}

export function writeStoredButtons(buttons: readonly (string | { name: string; perms?: string })[]): void {
  sessionStorage.setItem(BUTTONS_STORAGE_KEY, JSON.stringify(buttons));
}
