import { useCallback, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { SIDEBAR_MAX_WIDTH, SIDEBAR_MIN_WIDTH } from '../settings/constants';

/** Pointer drag and arrow keys on the sidebar's edge; the width is clamped by the caller. */
export function useSidebarResize(width: number, setWidth: (width: number) => void) {
  const start = useRef<{ x: number; width: number } | null>(null);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      e.preventDefault();
      start.current = { x: e.clientX, width };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    [width],
  );
  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (!start.current) return;
      setWidth(start.current.width + e.clientX - start.current.x);
    },
    [setWidth],
  );
  const onPointerUp = useCallback((e: PointerEvent<HTMLElement>) => {
    start.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  }, []);
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'ArrowLeft') setWidth(width - 10);
      else if (e.key === 'ArrowRight') setWidth(width + 10);
      else if (e.key === 'Home') setWidth(SIDEBAR_MIN_WIDTH);
      else if (e.key === 'End') setWidth(SIDEBAR_MAX_WIDTH);
      else return;
      e.preventDefault();
    },
    [width, setWidth],
  );
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown };
}
