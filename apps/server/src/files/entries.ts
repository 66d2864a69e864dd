import { FILE_ID_PATTERN, fileEndpoints } from '@eldercare/contract';

/** Where the API serves a stored file (relative to the site); records keep only the id. */
export const FILE_URL_PREFIX = `/prod-api${fileEndpoints.downloadFile.path.replace(':id', '')}`;

/** A file id: 128 random bits in hex (unguessable, unlike the content hash the store keys by). */
export const FILE_ID = FILE_ID_PATTERN;

/** A record's reference to an uploaded file. */
export interface StoredFileEntry {
  id: string;
  name: string;
}

/** A record's link to a file elsewhere (https only). */
export interface LinkEntry {
  name?: string;
  url: string;
}

export const fileUrlOf = (id: string): string => `${FILE_URL_PREFIX}${id}`;

/** The id in a file-store URL (`/prod-api/biz/file/<id>`), if it is one. */
export const fileIdOfUrl = (url: string): string | undefined => {
  if (!url.startsWith(FILE_URL_PREFIX)) return undefined;
  const id = url.slice(FILE_URL_PREFIX.length);
  return FILE_ID.test(id) ? id : undefined;
};

export const isHttpsUrl = (url: string): boolean => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

const NAME_MAX = 255;

/**
 * One entry of a file or image field in its stored form, or undefined when it is neither a
 * file-store reference nor an https link (a `data:` URL, `javascript:`, a relative path...).
 * Accepts `{ id, name }` (a `url` beside the id is derived, so ignored), `{ name?, url }`, a file
 * URL or an https URL as text.
 */
export const parseFileEntry = (value: unknown): StoredFileEntry | LinkEntry | string | undefined => {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    const id = fileIdOfUrl(text);
    if (id) return { id, name: id };
    return isHttpsUrl(text) ? text : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, url } = value as { id?: unknown; name?: unknown; url?: unknown };
  if (name !== undefined && (typeof name !== 'string' || name.length > NAME_MAX)) return undefined;
  const fileId = typeof id === 'string' ? id : typeof url === 'string' ? fileIdOfUrl(url) : undefined;
  if (fileId !== undefined) return FILE_ID.test(fileId) ? { id: fileId, name: name || fileId } : undefined;
  if (typeof url !== 'string' || !isHttpsUrl(url)) return undefined;
  return name === undefined ? { url } : { name, url };
};

/** The file-store ids a stored field value holds. */
export const fileIdsOf = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.flatMap((entry) => {
    if (typeof entry === 'object' && entry !== null) {
      const id = (entry as { id?: unknown }).id;
      return typeof id === 'string' && FILE_ID.test(id) ? [id] : [];
    }
    return [];
  });
};
