import { usePermission } from './usePermission';

const warned = new Set<string>();

/**
 * Whether this is a development build. Bundlers replace `process.env.NODE_ENV` statically (Vite,
 * webpack, esbuild), so a production bundle reads "production" and drops the warning code; run
 * unbundled in a browser, `process` does not exist and nothing is logged.
 */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * Logs, in development only and once per component and permission name, that a button is hidden
 * because its permission is not granted. SPEC §6 removes such buttons without a trace, which is
 * right for staff but leaves a host that grants other names (English keys, `perms` strings)
 * wondering where 查询 went: the warning names the key and the prop that changes it.
 */
export function warnMissingGrant(component: string, name: string, prop: string): void {
  if (!isDevelopment()) return;
  const key = `${component}\u0000${name}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(
    `[admin-kit] ${component}: permission "${name}" is not granted, so its button is not shown. ` +
      `Grant "${name}" (PermissionProvider buttons or session storage btns) or pass another key in ${prop}.`,
  );
}

/**
 * `allowed(name)`: like `usePermission`, and a missing grant is reported by `warnMissingGrant`.
 * `null` or no name means the button is not gated.
 */
export function useGrantOrWarn(component: string, prop: string): (name?: string | null) => boolean {
  const can = usePermission();
  return (name) => {
    if (name == null || can(name)) return true;
    warnMissingGrant(component, name, prop);
    return false;
  };
}
