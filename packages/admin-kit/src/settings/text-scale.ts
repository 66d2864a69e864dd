/** Text scale steps in percent (older staff need larger text than the sizes give). */
export const TEXT_SCALES = [100, 112, 125, 150] as const;
export type TextScale = (typeof TEXT_SCALES)[number];

export const TEXT_SCALE_STORAGE_KEY = 'eldercare.textScale';

export function isTextScale(value: unknown): value is TextScale {
  return typeof value === 'number' && (TEXT_SCALES as readonly number[]).includes(value);
}

/**
 * Kept per user (a shared front-desk browser serves several staff with different eyesight); before
 * sign-in, under the plain key.
 */
export function textScaleKey(userId?: string): string {
  return userId ? `${TEXT_SCALE_STORAGE_KEY}.${userId}` : TEXT_SCALE_STORAGE_KEY;
}

export function loadTextScale(userId?: string, storage: Storage = localStorage): TextScale {
  try {
    const stored = Number(storage.getItem(textScaleKey(userId)));
    return isTextScale(stored) ? stored : 100;
  } catch {
    return 100;
  }
}

export function saveTextScale(scale: TextScale, userId?: string, storage: Storage = localStorage): void {
  storage.setItem(textScaleKey(userId), String(scale));
}
