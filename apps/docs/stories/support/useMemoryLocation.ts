import { useCallback, useState } from 'react';
import type { KitLocation } from '@eldercare/admin-kit';

/** A router stand-in for stories: the kit only needs a location and a navigate callback. */
export function useMemoryLocation(initial: string) {
  const parse = (to: string): KitLocation => {
    const [pathname = '/', search = ''] = to.split('?');
    return { pathname, search: search ? `?${search}` : '' };
  };
  const [location, setLocation] = useState<KitLocation>(() => parse(initial));
  const navigate = useCallback((to: string) => setLocation(parse(to)), []);
  return { location, navigate };
}
