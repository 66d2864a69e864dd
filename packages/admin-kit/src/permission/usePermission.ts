import { useCallback, useContext } from 'react';
import { readStoredButtons } from './button-permissions';
import { PermissionContext } from './permission-context';

/**
 * `can(name)`: true when the permission name is granted. No name means no restriction.
 * Without a PermissionProvider the list is session storage `btns`, read at render time
 * because the host rewrites it on every navigation.
 */
export function usePermission(): (name?: string) => boolean {
  const provided = useContext(PermissionContext);
  const granted = provided ?? readStoredButtons();
  const key = [...granted].join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key is the set's identity
  return useCallback((name?: string) => !name || granted.has(name), [key]);
}
