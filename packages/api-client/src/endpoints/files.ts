import { fileEndpoints, toPath, type UploadedFile } from '@eldercare/contract';
import { ApiError, NETWORK_ERROR_CODE } from '../client/api-error.js';
import type { ApiClient, CallOptions } from '../client/types.js';
import { asEnvelope, decodeJsonBody } from '../client/envelope.js';

/** The file store: uploads, downloads and thumbnails of the files records hold by id. */

export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

/**
 * Uploads one file (multipart, streamed by the server to its store) and answers its id, name,
 * size, sniffed type and download path. Goes straight through axios for upload progress; a
 * refusal (too large, type not accepted) rejects with an ApiError carrying the server's message
 * and is not shown by the client: the caller shows it beside the file.
 */
export async function uploadFile(
  client: ApiClient,
  file: Blob,
  onProgress?: (progress: UploadProgress) => void,
  options: Pick<CallOptions, 'signal'> & { fileName?: string } = {},
): Promise<UploadedFile> {
  const form = new FormData();
  const name = options.fileName ?? (file instanceof File ? file.name : 'file');
  form.append('file', file, name);
  let response;
  try {
    response = await client.axios.post(fileEndpoints.uploadFile.path, form, {
      signal: options.signal,
      // A large file on a slow line outlasts the default call timeout.
      timeout: 0,
      validateStatus: () => true,
      onUploadProgress: (event) => onProgress?.({ loaded: event.loaded, total: event.total }),
    });
  } catch (cause) {
    throw new ApiError({
      code: NETWORK_ERROR_CODE,
      msg: client.t('apiClient.error.serviceBusy'),
      kind: 'network',
      cause,
    });
  }
  const envelope = asEnvelope(response.data);
  if (!envelope) {
    throw new ApiError({
      code: NETWORK_ERROR_CODE,
      msg: client.t('apiClient.error.serviceBusy'),
      kind: 'network',
      status: response.status,
    });
  }
  if (envelope.code !== 0) {
    throw new ApiError({
      code: envelope.code,
      msg: envelope.msg,
      kind: 'business',
      status: response.status,
      data: envelope.data,
    });
  }
  return envelope.data as UploadedFile;
}

/** The download path of a stored file, relative to the client's base URL (needs the bearer token). */
export const filePath = (id: string): string => toPath(fileEndpoints.downloadFile.path, { id });

/**
 * A binary call whose refusals come as a JSON envelope: axios cannot know in advance, so the
 * body arrives as a Blob and is read as an envelope when the server labelled it JSON.
 */
async function blobCall(client: ApiClient, url: string, signal?: AbortSignal): Promise<Blob> {
  let response;
  try {
    response = await client.axios.get<Blob>(url, {
      responseType: 'blob',
      signal,
      validateStatus: () => true,
    });
  } catch (cause) {
    throw new ApiError({
      code: NETWORK_ERROR_CODE,
      msg: client.t('apiClient.error.serviceBusy'),
      kind: 'network',
      cause,
    });
  }
  const type = String(response.headers['content-type'] ?? '');
  if (response.status >= 200 && response.status < 300 && !type.includes('application/json'))
    return response.data;
  const envelope = asEnvelope(decodeJsonBody(await response.data.text()));
  throw new ApiError({
    code: envelope?.code ?? NETWORK_ERROR_CODE,
    msg: envelope?.msg || client.t('apiClient.error.serviceBusy'),
    kind: envelope ? 'business' : 'network',
    status: response.status,
    data: envelope?.data,
  });
}

/**
 * A stored file's bytes, fetched with the caller's token (a plain link would carry none), to open
 * or save through an object URL. Refusals reject with an ApiError the caller shows.
 */
export const downloadFile = (client: ApiClient, id: string, options: Pick<CallOptions, 'signal'> = {}) =>
  blobCall(client, filePath(id), options.signal);

/** A stored image's thumbnail (JPEG, at most 200 px a side). */
export const fileThumbnail = (client: ApiClient, id: string, options: Pick<CallOptions, 'signal'> = {}) =>
  blobCall(client, toPath(fileEndpoints.fileThumbnail.path, { id }), options.signal);
