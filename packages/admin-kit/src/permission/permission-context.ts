import { createContext } from 'react';

/** When a host provides the list, it wins over session storage (tests, stories, SSR). */
export const PermissionContext = createContext<ReadonlySet<string> | null>(null);
