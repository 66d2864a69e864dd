import { useEffect, useState } from 'react';
import { DIALOG_MIN_HEIGHT, DIALOG_MIN_WIDTH } from '../settings/constants';

export interface DialogSize {
  width: number;
  height: number | 'auto';
}

/** antd places a dialog 100 px below the top; the rest of the window is what it may fill. */
export const DIALOG_TOP = 100;
/** Room kept free beside and below a dialog, so its edges (and the resize grip) stay on screen. */
const SIDE_GAP = 32;
const BOTTOM_GAP = 24;

export interface DialogBounds {
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
}

/**
 * SPEC §9's minimum size (400 × 300) and the most the window has room for. The window wins when it
 * is smaller than the minimum (a phone): a dialog wider than the screen hides its own buttons.
 */
export function dialogBounds(viewport: { width: number; height: number }): DialogBounds {
  const maxWidth = Math.max(0, viewport.width - SIDE_GAP);
  const maxHeight = Math.max(0, viewport.height - DIALOG_TOP - BOTTOM_GAP);
  return {
    minWidth: Math.min(DIALOG_MIN_WIDTH, maxWidth),
    minHeight: Math.min(DIALOG_MIN_HEIGHT, maxHeight),
    maxWidth,
    maxHeight,
  };
}

/** Position and size of a dialog, with SPEC §9's minimum size enforced. */
export function clampDialogSize(size: DialogSize): DialogSize {
  return {
    width: Math.max(DIALOG_MIN_WIDTH, size.width),
    height: size.height === 'auto' ? 'auto' : Math.max(DIALOG_MIN_HEIGHT, size.height),
  };
}

const viewportNow = () => ({ width: window.innerWidth, height: window.innerHeight });

function useViewport() {
  const [viewport, setViewport] = useState(viewportNow);
  useEffect(() => {
    const update = () => setViewport(viewportNow());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}

export function useDialogFrame(width: number, height?: number) {
  const [size, setRawSize] = useState<DialogSize>(() => clampDialogSize({ width, height: height ?? 'auto' }));
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const bounds = dialogBounds(useViewport());
  return {
    size,
    setSize: (next: DialogSize) => setRawSize(clampDialogSize(next)),
    bounds,
    position,
    setPosition,
  };
}
