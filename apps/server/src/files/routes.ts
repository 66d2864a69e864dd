import multipart from '@fastify/multipart';
import { ErrorCode, fileEndpoints } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import { AppError, forbidden, invalid, notFound } from '../http/app-error.js';
import { localeFromHeader } from '../http/locale.js';
import type { Catalogue } from '../resources/schema/catalogue.js';
import { mayDownload } from './access.js';
import { FILE_ID, fileUrlOf } from './entries.js';
import { cleanFileName, findFile, insertFile, newFileId, setThumbnail, type FileRow } from './file-rows.js';
import { mayUpload, quotaUse } from './hygiene.js';
import { t } from '../http/messages.js';
import { readAll, spoolBytes } from './put-bytes.js';
import { IMAGE_TYPES, isEmptyUpload, sniffType } from './sniff.js';
import { spool, TooLargeError, type Spooled } from './spool.js';
import type { FileStore } from './store.js';
import { makeThumbnail } from './thumbnail.js';

/** `attachment` (or `inline`) with the name in ASCII and, RFC 5987-encoded, in full. */
const disposition = (kind: 'inline' | 'attachment', name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

const isTooLarge = (error: unknown): boolean =>
  error instanceof TooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * A multipart body the parser gave up on (cut short, no boundary, bad part headers): the client's
 * fault, answered like any bad input. Errors of the disk or of this code (they carry `syscall`, or
 * are our own refusals) are not.
 */
const isBrokenBody = (error: unknown): boolean => {
  if (error instanceof AppError || !(error instanceof Error)) return false;
  if ((error as { syscall?: string }).syscall !== undefined) return false;
  const code = (error as { code?: string }).code ?? '';
  return (
    code.startsWith('FST_') ||
    /unexpected end of (form|multipart)|malformed part header|boundary|multipart/i.test(error.message)
  );
};

export interface FileRouteOptions {
  store: FileStore;
  spoolDir: string;
  catalogue: Catalogue;
}

/**
 * The file store's API: `POST /biz/file/upload` (multipart, one file), `GET /biz/file/:id`,
 * `GET /biz/file/:id/thumbnail`. The same bearer authentication as every /prod-api route.
 */
export const fileRoutes = async (app: FastifyInstance, ctx: AppContext, options: FileRouteOptions) => {
  const { store, spoolDir, catalogue } = options;
  const maxBytes = ctx.config.fileMaxBytes;
  const maxMb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });

    const signIn = async (request: FastifyRequest) => {
      request.locale = localeFromHeader(request.headers['accept-language']);
      request.session = null;
      request.session = await authenticate(ctx, request);
    };
    const sessionOf = (request: FastifyRequest): Session => {
      if (!request.session) throw forbidden();
      return request.session;
    };

    /** The file row, if the caller may download it (else a refusal like any other read). */
    const readable = async (request: FastifyRequest): Promise<FileRow> => {
      const { id } = request.params as { id?: string };
      if (typeof id !== 'string' || !FILE_ID.test(id)) throw notFound();
      const file = await findFile(ctx.db, id);
      if (!file) throw notFound();
      if (!(await mayDownload(ctx.db, catalogue, sessionOf(request), file))) throw forbidden();
      return file;
    };

    const spoolUpload = async (
      request: FastifyRequest,
      locale: Locale,
    ): Promise<{ spooled: Spooled; name: string }> => {
      try {
        const part = await request.file();
        if (!part) throw invalid(t('noFile', locale));
        return { spooled: await spool(part.file, spoolDir, maxBytes), name: cleanFileName(part.filename) };
      } catch (error) {
        if (isTooLarge(error)) throw invalid(t('tooLarge', locale, { mb: maxMb }));
        if (isBrokenBody(error)) throw invalid(t('brokenUpload', locale));
        throw error;
      }
    };

    const schemaOf = (e: { summary: string; tag: string }) => ({
      summary: e.summary,
      tags: [e.tag],
      security: [{ bearer: [] }],
    });
    const { uploadFile, downloadFile, fileThumbnail } = fileEndpoints;

    /** Refuses an upload of `size` more bytes past the user's or the store's quota (translated). */
    const requireQuota = async (session: Session, size: number, locale: Locale) => {
      const use = await quotaUse(ctx.db, session.userId);
      const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;
      if (use.mine + size > ctx.config.fileUserQuotaBytes)
        throw invalid(t('userQuota', locale, { mb: mb(ctx.config.fileUserQuotaBytes) }));
      if (use.everyone + size > ctx.config.fileStoreQuotaBytes) throw invalid(t('storeQuota', locale));
    };

    scope.post(uploadFile.path, { onRequest: signIn, schema: schemaOf(uploadFile) }, async (request) => {
      const session = sessionOf(request);
      // Everyone signed in may upload a picture (their avatar, their system logo and icon).
      const writer = mayUpload(catalogue, session);
      // Before the bytes are read, then again with their size known.
      await requireQuota(session, 1, request.locale);
      const { spooled, name } = await spoolUpload(request, request.locale);
      try {
        // An empty file has no type to judge: say what is wrong with it, not that its type is.
        if (isEmptyUpload(spooled)) throw invalid(t('empty', request.locale));
        await requireQuota(session, spooled.size, request.locale);
        const mime = await sniffType(spooled.path, spooled.head);
        if (!mime) throw invalid(t('badFileType', request.locale));
        if (!writer && !IMAGE_TYPES.has(mime))
          throw new AppError(ErrorCode.Forbidden, null, t('picturesOnly', request.locale));
        await store.put(spooled.path, spooled);
        const id = newFileId();
        await insertFile(ctx.db, {
          id,
          sha256: spooled.sha256,
          name,
          mime,
          size: spooled.size,
          uploadedBy: session.userId,
        });
        return { code: 0, msg: 'ok', data: { id, name, size: spooled.size, mime, url: fileUrlOf(id) } };
      } finally {
        await spooled.remove();
      }
    });

    scope.get(
      downloadFile.path,
      { onRequest: signIn, schema: schemaOf(downloadFile) },
      async (request, reply) => {
        const file = await readable(request);
        const body = await store.get(file.sha256);
        if (!body) throw notFound();
        return reply
          .header('content-type', file.mime)
          .header('content-length', file.size)
          .header(
            'content-disposition',
            disposition(IMAGE_TYPES.has(file.mime) ? 'inline' : 'attachment', file.name),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );

    /** Made on first request and kept in the store; the row remembers its key. */
    /** The stored thumbnail's key; null when the image cannot be previewed (too large, damaged). */
    const thumbnailOf = async (file: FileRow): Promise<string | null | undefined> => {
      if (file.thumbnailSha256 && (await store.exists(file.thumbnailSha256))) return file.thumbnailSha256;
      const original = await store.get(file.sha256);
      if (!original) return undefined;
      const thumbnail = await makeThumbnail(await readAll(original));
      if (!thumbnail) return null;
      const spooled = await spoolBytes(thumbnail, spoolDir);
      try {
        await store.put(spooled.path, spooled);
      } finally {
        await spooled.remove();
      }
      await setThumbnail(ctx.db, file.id, spooled.sha256);
      return spooled.sha256;
    };

    scope.get(
      fileThumbnail.path,
      { onRequest: signIn, schema: schemaOf(fileThumbnail) },
      async (request, reply) => {
        const file = await readable(request);
        if (!IMAGE_TYPES.has(file.mime)) throw invalid(t('noThumbnail', request.locale));
        const key = await thumbnailOf(file);
        if (key === null) throw invalid(t('noPreview', request.locale));
        const body = key ? await store.get(key) : undefined;
        if (!body) throw notFound();
        return reply
          .header('content-type', 'image/jpeg')
          .header('content-disposition', disposition('inline', `thumbnail-${file.name}.jpg`))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
  });
};
