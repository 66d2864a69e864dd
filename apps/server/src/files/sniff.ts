import { fileTypeFromFile } from 'file-type';

/** What may be uploaded, by type read from the bytes (never the name or the browser's claim). */
const ALLOWED: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  // Legacy .doc/.xls/.ppt: OLE compound files, which file-type cannot tell apart.
  'application/x-cfb',
  'text/plain',
]);

export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);

/** Markup a browser would run if it ever rendered the file: refused even as "plain text". */
const ACTIVE_TEXT =
  /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|xml|\?xml)\b|<[a-z]+[^>]*\son\w+\s*=/i;

const isPlainText = (head: Buffer): boolean => {
  if (head.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  // A replacement character only at the very end is a multi-byte letter cut by the head's edge.
  if (text.slice(0, -1).includes('\uFFFD')) return false;
  return !ACTIVE_TEXT.test(text);
};

/** A 0-byte upload: refused as empty before its type is judged (it has none). */
export const isEmptyUpload = (spooled: { size: number }): boolean => spooled.size === 0;

/**
 * The stored type of a spooled upload, or undefined when it is not allowed. The whole file is
 * read where needed: an Office document is a zip told apart by the entries inside it.
 */
export const sniffType = async (file: string, head: Buffer): Promise<string | undefined> => {
  if (head.length === 0) return undefined;
  const found = await fileTypeFromFile(file);
  if (found) {
    if (!ALLOWED.has(found.mime)) return undefined;
    // Served as bytes to save, never as something a browser might interpret.
    return found.mime === 'application/x-cfb' ? 'application/octet-stream' : found.mime;
  }
  return isPlainText(head) ? 'text/plain; charset=utf-8' : undefined;
};
