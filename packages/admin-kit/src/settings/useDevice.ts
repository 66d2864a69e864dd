import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './constants';
import type { Device } from './kit-context';

const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): Device {
  if (typeof window === 'undefined') return 'desktop';
  if (window.matchMedia) return window.matchMedia(query).matches ? 'mobile' : 'desktop';
  return window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/** SPEC §9: narrower than 992 px counts as mobile. */
export function useDevice(): Device {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop');
}
