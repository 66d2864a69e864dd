import { useMemo, type ReactNode } from 'react';
import { PermissionContext } from './permission-context';

export interface PermissionProviderProps {
  /** The granted permission names; omit the provider to read session storage `btns`. */
  buttons: readonly string[];
  children?: ReactNode;
}

export function PermissionProvider({ buttons, children }: PermissionProviderProps) {
  const granted = useMemo(() => new Set(buttons), [buttons]);
  return <PermissionContext.Provider value={granted}>{children}</PermissionContext.Provider>;
}
