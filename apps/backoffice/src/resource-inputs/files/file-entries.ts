import { DEFAULT_FILE_MAX_MB, FILE_ID_PATTERN } from '@eldercare/api-client/contract';

/** A file of a record: a file-store reference `{ id, name }`, or a link `{ name, url }` (https). */
export type FileEntry = { id: string; name: string } | { name: string; url: string };

/**
 * The server's default upload cap (ELDERCARE_FILE_MAX_MB): checked here first so a file too
 * large for it is refused at once rather than after it has travelled; the server has the last word.
 */
export const MAX_FILE_MB = DEFAULT_FILE_MAX_MB;

export const isStoredFile = (entry: FileEntry): entry is { id: string; name: string } => 'id' in entry;

/** The entries of a stored value (a list; a lone entry or bare URL from older data is accepted). */
export function toEntries(value: unknown): FileEntry[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.flatMap((item, index): FileEntry[] => {
    if (typeof item === 'string') return [{ name: item.split('/').pop() || `#${index + 1}`, url: item }];
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, url } = item as { id?: unknown; name?: unknown; url?: unknown };
    const label = typeof name === 'string' && name !== '' ? name : `#${index + 1}`;
    if (typeof id === 'string' && FILE_ID_PATTERN.test(id)) return [{ id, name: label }];
    return typeof url === 'string' ? [{ name: label, url }] : [];
  });
}

/** An entry as the record stores it (no derived fields). */
export const toStored = (entry: FileEntry): FileEntry =>
  isStoredFile(entry) ? { id: entry.id, name: entry.name } : { name: entry.name, url: entry.url };

/** A small blob (a thumbnail, a picture) as a data: URL, which the page's CSP allows for images (blob: it does not). */
export const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
