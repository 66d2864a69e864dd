import { useState } from 'react';
import { DIALOG_MIN_HEIGHT, DIALOG_MIN_WIDTH } from '../settings/constants';

export interface DialogSize {
  width: number;
  height: number | 'auto';
}

/** Position and size of a dialog, with SPEC §9's minimum size enforced. */
export function clampDialogSize(size: DialogSize): DialogSize {
  return {
    width: Math.max(DIALOG_MIN_WIDTH, size.width),
    height: size.height === 'auto' ? 'auto' : Math.max(DIALOG_MIN_HEIGHT, size.height),
  };
}

export function useDialogFrame(width: number, height?: number) {
  const [size, setRawSize] = useState<DialogSize>(() => clampDialogSize({ width, height: height ?? 'auto' }));
  const [position, setPosition] = useState({ x: 0, y: 0 });
  return {
    size,
    setSize: (next: DialogSize) => setRawSize(clampDialogSize(next)),
    position,
    setPosition,
  };
}
