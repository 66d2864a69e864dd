import { downloadFile, filePath, type ApiClient, type CallOptions } from '@eldercare/api-client';
import { FILE_ID_PATTERN } from '@eldercare/api-client/contract';
import { asDataUrl, MAX_FILE_MB } from '../../../resource-inputs/files/file-entries';

/** The types the server keeps as pictures (it judges the bytes; the browser's claim only spares a trip). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The file-store id of a saved picture value (the upload's `url`), if it is one. */
export function storedPictureId(value: string | null | undefined): string | undefined {
  const id = value?.split('/').pop() ?? '';
  return FILE_ID_PATTERN.test(id) && value?.endsWith(filePath(id)) ? id : undefined;
}

/**
 * What an <img> can show for a saved picture value: a stored file fetched with the session's token
 * (an <img> sends none, and a token in the URL would end up in logs), as a data URL; a link from
 * before uploads as it is.
 */
export async function pictureSource(
  client: ApiClient,
  value: string,
  call: CallOptions,
): Promise<string | undefined> {
  const id = storedPictureId(value);
  if (id === undefined) return value || undefined;
  return asDataUrl(await downloadFile(client, id, call));
}

/** Whether the browser can draw the picture: a damaged file is refused before it is uploaded. */
const decodes = async (file: Blob): Promise<boolean> => {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
};

export type PictureProblem = 'notPicture' | 'tooLarge' | 'broken';

/**
 * Why a picked file cannot be a picture, checked in the browser before it travels; undefined to
 * upload it. An empty file goes up anyway: the server names that problem itself.
 */
export async function pictureProblem(file: File): Promise<PictureProblem | undefined> {
  if (file.size === 0) return undefined;
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'notPicture';
  if (file.size > MAX_FILE_MB * 1024 * 1024) return 'tooLarge';
  return (await decodes(file)) ? undefined : 'broken';
}
