import { DEFAULT_STORAGE_NAMESPACE, kitStorageKey, type StorageNamespace } from './storage-namespace';

/** Text scale steps in percent (older staff need larger text than the sizes give). */
export const TEXT_SCALES = [100, 112, 125, 150] as const;
export type TextScale = (typeof TEXT_SCALES)[number];

export function isTextScale(value: unknown): value is TextScale {
  return typeof value === 'number' && (TEXT_SCALES as readonly number[]).includes(value);
}

/**
 * Kept per user (a shared front-desk browser serves several staff with different eyesight); before
 * sign-in, under the plain key.
 */
export function textScaleKey(
  userId?: string,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): string {
  const key = kitStorageKey(namespace, 'textScale');
  return userId ? `${key}.${userId}` : key;
}

export function loadTextScale(
  userId?: string,
  storage: Storage = localStorage,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): TextScale {
  try {
    const stored = Number(storage.getItem(textScaleKey(userId, namespace)));
    return isTextScale(stored) ? stored : 100;
  } catch {
    return 100;
  }
}

export function saveTextScale(
  scale: TextScale,
  userId?: string,
  storage: Storage = localStorage,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): void {
  storage.setItem(textScaleKey(userId, namespace), String(scale));
}
