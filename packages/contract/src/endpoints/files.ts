import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { SIGNED_IN } from '../permissions.js';

/** A stored file's id: 128 random bits in hex (the bytes themselves are keyed by their sha256). */
export const FILE_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Default upload cap of the reference server (ELDERCARE_FILE_MAX_MB), in MB. */
export const DEFAULT_FILE_MAX_MB = 20;

export const FileIdParamsSchema = z.object({ id: z.string().regex(FILE_ID_PATTERN) });

/** What an upload answers; `url` is the download address (relative to the site, under /prod-api). */
export const UploadedFileSchema = z.object({
  id: z.string().regex(FILE_ID_PATTERN),
  name: z.string(),
  size: z.number().int().nonnegative(),
  mime: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/**
 * One entry of a record's file or image field: a file-store reference `{ id, name }`, or a link
 * `{ name?, url }` to an https address. Records never hold file contents.
 */
export const FileEntrySchema = z.union([
  z.object({ id: z.string().regex(FILE_ID_PATTERN), name: z.string().max(255) }),
  z.object({ name: z.string().max(255).optional(), url: z.url({ protocol: /^https$/ }) }),
]);
export type FileEntry = z.infer<typeof FileEntrySchema>;

/**
 * The file store. Upload is `multipart/form-data` with one part named `file`; the server sniffs
 * the type from the bytes. Download and thumbnail answer the bytes (refusals: the usual envelope).
 */
export const fileEndpoints = {
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/biz/file/upload',
    permission: SIGNED_IN,
    tag: 'files',
    summary: 'Upload one file (multipart, part "file"); type checked by content, size capped',
    response: UploadedFileSchema,
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/biz/file/:id',
    permission: SIGNED_IN,
    tag: 'files',
    summary:
      'A stored file, to whoever may read a record or announcement holding it (or its uploader before that)',
    params: FileIdParamsSchema,
    response: z.unknown(),
    binary: { contentType: 'application/octet-stream' },
  }),
  fileThumbnail: defineEndpoint({
    method: 'GET',
    path: '/biz/file/:id/thumbnail',
    permission: SIGNED_IN,
    tag: 'files',
    summary: 'A JPEG of at most 200 px a side of a stored image (same permission as the download)',
    params: FileIdParamsSchema,
    response: z.unknown(),
    binary: { contentType: 'image/jpeg' },
  }),
} as const;
