export type RoleTheme = 'operation' | 'maintenance' | 'enterprise';

const OPERATION_ROLES = new Set(['sup_admin', 'sys_admin', 'operate_summary_manage', 'operate_manage']);

/** SPEC §6: the body theme class follows the user's first role key. */
export function roleThemeOf(roleKey: string | undefined | null): RoleTheme {
  if (roleKey && OPERATION_ROLES.has(roleKey)) return 'operation';
  if (roleKey === 'dev_manage') return 'maintenance';
  return 'enterprise';
}

export const ROLE_THEME_CLASSES: Record<RoleTheme, string> = {
  operation: 'theme-operation',
  maintenance: 'theme-maintenance',
  enterprise: 'theme-enterprise',
};

/** Puts exactly one role theme class on the element (the body by default). */
export function applyRoleTheme(theme: RoleTheme, element: HTMLElement = document.body): void {
  for (const cls of Object.values(ROLE_THEME_CLASSES)) element.classList.remove(cls);
  element.classList.add(ROLE_THEME_CLASSES[theme]);
}
