import type { ReactNode } from 'react';
import { usePermission } from './usePermission';

export interface PermissionProps {
  /** The permission name (button name) the children need. */
  name?: string;
  children?: ReactNode;
  /** Rendered instead when the name is not granted (nothing by default: SPEC §6 removes it). */
  fallback?: ReactNode;
}

/** Renders children only when the permission name is granted. */
export function Permission({ name, children, fallback = null }: PermissionProps) {
  const can = usePermission();
  return <>{can(name) ? children : fallback}</>;
}
