import type { ReactNode } from 'react';

/**
 * A red count on the corner of its child (antd Badge size="small", offset [-6, 6], 99+), drawn
 * here: antd's Badge would be ~4 kB gz of the first screen for the bell's number. Nothing
 * shows for 0. The count is for the eye; the child's accessible name carries it.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className="ek-count-badge">
      {children}
      {count > 0 && <sup aria-hidden="true">{count > 99 ? '99+' : count}</sup>}
    </span>
  );
}
