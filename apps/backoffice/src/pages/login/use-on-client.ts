import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server and while hydrating the prerendered login page, true from
 * then on (and from the start without prerendered markup): what only the browser knows (the stored
 * theme) must not differ from the markup being hydrated, React re-renders with it right after.
 */
export const useOnClient = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
