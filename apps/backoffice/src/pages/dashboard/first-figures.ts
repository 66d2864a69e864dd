import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether the dashboard has painted its first figures in this page's life. Work the first screen can do
 * later (the notice centre's code on a day's first sign-in) waits for them: fetched before, it delayed
 * the first number and counted in the JavaScript loaded by then (budget: the dashboard's first screen).
 */
let shown = false;
const listeners = new Set<() => void>();

/** Called by the dashboard once its figures (or their dashes, when a call failed) have been painted. */
export function markFirstFiguresShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/**
 * True once the dashboard's first figures are on screen, or at once when the page the workspace opened
 * with is another one (the dashboard then paints nothing to wait for).
 */
export function useAfterFirstFigures(): boolean {
  const { pathname } = useLocation();
  const [after, setAfter] = useState(() => shown || pathname !== '/dashboard');
  useEffect(() => {
    if (after) return undefined;
    if (shown) {
      setAfter(true);
      return undefined;
    }
    const listener = () => setAfter(true);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [after]);
  return after;
}
