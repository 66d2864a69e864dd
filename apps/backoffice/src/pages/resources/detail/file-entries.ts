/** A stored file: the server keeps `{ name, url }` (or a bare URL) per file. */
export interface FileEntry {
  name: string;
  url: string;
}

/**
 * The server has no file store, so uploads travel inside the record as data URLs; this cap keeps
 * a record (and its JSON body) small enough to save quickly.
 */
export const MAX_FILE_MB = 2;

export function toEntries(value: unknown): FileEntry[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.flatMap((item, index): FileEntry[] => {
    if (typeof item === 'string') return [{ name: item.split('/').pop() || `#${index + 1}`, url: item }];
    if (typeof item === 'object' && item !== null && typeof (item as FileEntry).url === 'string') {
      const entry = item as Partial<FileEntry> & { url: string };
      return [{ name: entry.name ?? `#${index + 1}`, url: entry.url }];
    }
    return [];
  });
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
