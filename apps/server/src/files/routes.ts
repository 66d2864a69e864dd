import multipart from '@fastify/multipart';
import { ErrorCode, fileEndpoints } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

interface FileRouteDeps extends FileRouteOptions {
  ctx: AppContext;
  maxBytes: number;
}

const signIn = (ctx: AppContext) => async (request: FastifyRequest) => {
  request.locale = localeFromHeader(request.headers['accept-language']);
  request.session = null;
  request.session = await authenticate(ctx, request);
};

const sessionOf = (request: FastifyRequest): Session => {
  if (!request.session) throw forbidden();
  return request.session;
};

const schemaOf = (e: { summary: string; tag: string }) => ({
  summary: e.summary,
  tags: [e.tag],
  security: [{ bearer: [] }],
});

/** Files are private to those who may read them: no shared cache keeps them, no browser guesses their type. */
const privateFile = (reply: FastifyReply, contentType: string, contentDisposition: string) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');

/** The file row, if the caller may download it (else a refusal like any other read). */
const readableFile = async (deps: FileRouteDeps, request: FastifyRequest): Promise<FileRow> => {
  const { id } = request.params as { id?: string };
  if (typeof id !== 'string' || !FILE_ID.test(id)) throw notFound();
  const file = await findFile(deps.ctx.db, id);
  if (!file) throw notFound();
  if (!(await mayDownload(deps.ctx.db, deps.catalogue, sessionOf(request), file))) throw forbidden();
  return file;
};

const spoolUpload = async (
  deps: FileRouteDeps,
  request: FastifyRequest,
): Promise<{ spooled: Spooled; name: string }> => {
  const { locale } = request;
  try {
    const part = await request.file();
    if (!part) throw invalid(t('noFile', locale));
    return {
      spooled: await spool(part.file, deps.spoolDir, deps.maxBytes),
      name: cleanFileName(part.filename),
    };
  } catch (error) {
    if (isTooLarge(error))
      throw invalid(t('tooLarge', locale, { mb: Math.round((deps.maxBytes / 1024 / 1024) * 10) / 10 }));
    if (isBrokenBody(error)) throw invalid(t('brokenUpload', locale));
    throw error;
  }
};

/** Refuses an upload of `size` more bytes past the user's or the store's quota (translated). */
const requireQuota = async (ctx: AppContext, session: Session, size: number, locale: Locale) => {
  const use = await quotaUse(ctx.db, session.userId);
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;
  if (use.mine + size > ctx.config.fileUserQuotaBytes)
    throw invalid(t('userQuota', locale, { mb: mb(ctx.config.fileUserQuotaBytes) }));
  if (use.everyone + size > ctx.config.fileStoreQuotaBytes) throw invalid(t('storeQuota', locale));
};

/** The spooled upload's type, if it is one the caller may store. */
const acceptedType = async (deps: FileRouteDeps, session: Session, spooled: Spooled, locale: Locale) => {
  // An empty file has no type to judge: say what is wrong with it, not that its type is.
  if (isEmptyUpload(spooled)) throw invalid(t('empty', locale));
  await requireQuota(deps.ctx, session, spooled.size, locale);
  const mime = await sniffType(spooled.path, spooled.head);
  if (!mime) throw invalid(t('badFileType', locale));
  // Everyone signed in may upload a picture (their avatar, their system logo and icon).
  if (!mayUpload(deps.catalogue, session) && !IMAGE_TYPES.has(mime))
    throw new AppError(ErrorCode.Forbidden, null, t('picturesOnly', locale));
  return mime;
};

const upload = async (deps: FileRouteDeps, request: FastifyRequest) => {
  const session = sessionOf(request);
  // Before the bytes are read, then again with their size known.
  await requireQuota(deps.ctx, session, 1, request.locale);
  const { spooled, name } = await spoolUpload(deps, request);
  try {
    const mime = await acceptedType(deps, session, spooled, request.locale);
    await deps.store.put(spooled.path, spooled);
    const id = newFileId();
    await insertFile(deps.ctx.db, {
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
};

const download = async (deps: FileRouteDeps, request: FastifyRequest, reply: FastifyReply) => {
  const file = await readableFile(deps, request);
  const body = await deps.store.get(file.sha256);
  if (!body) throw notFound();
  return privateFile(
    reply,
    file.mime,
    disposition(IMAGE_TYPES.has(file.mime) ? 'inline' : 'attachment', file.name),
  )
    .header('content-length', file.size)
    .send(body);
};

/**
 * The stored thumbnail's key, made on first request and kept in the store (the row remembers its
 * key); null when the image cannot be previewed (too large, damaged).
 */
const thumbnailOf = async (deps: FileRouteDeps, file: FileRow): Promise<string | null | undefined> => {
  const { store } = deps;
  if (file.thumbnailSha256 && (await store.exists(file.thumbnailSha256))) return file.thumbnailSha256;
  const original = await store.get(file.sha256);
  if (!original) return undefined;
  const thumbnail = await makeThumbnail(await readAll(original));
  if (!thumbnail) return null;
  const spooled = await spoolBytes(thumbnail, deps.spoolDir);
  try {
    await store.put(spooled.path, spooled);
  } finally {
    await spooled.remove();
  }
  await setThumbnail(deps.ctx.db, file.id, spooled.sha256);
  return spooled.sha256;
};

const thumbnail = async (deps: FileRouteDeps, request: FastifyRequest, reply: FastifyReply) => {
  const file = await readableFile(deps, request);
  if (!IMAGE_TYPES.has(file.mime)) throw invalid(t('noThumbnail', request.locale));
  const key = await thumbnailOf(deps, file);
  if (key === null) throw invalid(t('noPreview', request.locale));
  const body = key ? await deps.store.get(key) : undefined;
  if (!body) throw notFound();
  return privateFile(reply, 'image/jpeg', disposition('inline', `thumbnail-${file.name}.jpg`)).send(body);
};

/**
 * The file store's API: `POST /biz/file/upload` (multipart, one file), `GET /biz/file/:id`,
 * `GET /biz/file/:id/thumbnail`. The same bearer authentication as every /prod-api route.
 */
export const fileRoutes = async (app: FastifyInstance, ctx: AppContext, options: FileRouteOptions) => {
  const deps: FileRouteDeps = { ...options, ctx, maxBytes: ctx.config.fileMaxBytes };
  const { uploadFile, downloadFile, fileThumbnail } = fileEndpoints;
  const onRequest = signIn(ctx);

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: deps.maxBytes, files: 1, fields: 5, parts: 6 } });
    scope.post(uploadFile.path, { onRequest, schema: schemaOf(uploadFile) }, (request) =>
      upload(deps, request),
    );
    scope.get(downloadFile.path, { onRequest, schema: schemaOf(downloadFile) }, (request, reply) =>
      download(deps, request, reply),
    );
    scope.get(fileThumbnail.path, { onRequest, schema: schemaOf(fileThumbnail) }, (request, reply) =>
      thumbnail(deps, request, reply),
    );
  });
};
