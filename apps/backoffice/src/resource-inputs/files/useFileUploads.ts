import { downloadFile, isApiError, uploadFile } from '@eldercare/api-client';
import { useApiClient } from '@eldercare/api-client/react';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBytes } from '../../pages/resources/data/files';
import { isStoredFile, MAX_FILE_MB, toEntries, toStored, type FileEntry } from './file-entries';
import { useThumbnails } from './useThumbnails';

export interface FileUploadsOptions {
  value: unknown;
  onChange: ((value: FileEntry[]) => void) | undefined;
  /** Images get thumbnails. */
  images: boolean;
}

/** Opens a file: a stored one is fetched with the session's token and saved; a link opens in a new tab. */
function useOpenEntry() {
  const { message } = App.useApp();
  const client = useApiClient();
  return async (entry: FileEntry) => {
    if (!isStoredFile(entry)) {
      window.open(entry.url, '_blank', 'noopener,noreferrer');
      return;
    }
    try {
      const blob = await downloadFile(client, entry.id);
      downloadBytes(await blob.arrayBuffer(), entry.name, blob.type);
    } catch (error) {
      message.error(isApiError(error) ? error.msg : String(error));
    }
  };
}

export interface FileUploads {
  /** The stored entries, then the uploads still running or failed. */
  fileList: UploadFile[];
  beforeUpload: UploadProps['beforeUpload'];
  customRequest: UploadProps['customRequest'];
  onRemove: (file: UploadFile) => boolean;
  /** Opens the entry behind a list item. */
  open: (file: UploadFile) => void;
}

/**
 * The file list's controller: the stored entries and the uploads in flight as one antd list,
 * uploading picked files one after another, removing, and opening a file with the session's token.
 */
export function useFileUploads({ value, onChange, images }: FileUploadsOptions): FileUploads {
  const { t } = useTranslation('resources');
  const { message } = App.useApp();
  const client = useApiClient();
  const openEntry = useOpenEntry();
  const entries = toEntries(value);
  const thumbnails = useThumbnails(
    entries.filter(isStoredFile).map((e) => e.id),
    images,
  );
  /** Uploads still running or failed, shown after the stored entries. */
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Files picked together finish one by one before the form re-renders: each must add to the
  // list the previous one left, not to the value this render saw (that would keep only the last file).
  const latest = useRef<FileEntry[]>(entries);
  useEffect(() => {
    latest.current = toEntries(value);
  }, [value]);
  // One upload at a time, in the order picked, so the record lists them in that order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // A finished upload keeps its list uid as it moves from `pending` to the stored entries: a new uid
  // would play antd's leave animation on the old item beside the new one (the name shown twice).
  const uploadUids = useRef(new Map<string, string>());
  const stored: UploadFile[] = entries.map((entry, i) => ({
    uid: isStoredFile(entry) ? (uploadUids.current.get(entry.id) ?? `stored-${entry.id}`) : `stored-url-${i}`,
    name: entry.name,
    status: 'done',
    ...(isStoredFile(entry) ? { thumbUrl: thumbnails[entry.id] } : { url: entry.url }),
  }));

  const storedIndex = (file: UploadFile) => stored.findIndex((item) => item.uid === file.uid);
  const open = (file: UploadFile) => {
    const entry = entries[storedIndex(file)];
    if (entry) void openEntry(entry);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > MAX_FILE_MB * 1024 * 1024) {
      message.warning(t('upload.tooLarge', { name: file.name, size: MAX_FILE_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    // The list is this component's (stored entries + uploads in flight), not antd's own.
    const blob = file as File & { uid: string };
    const uid = `upload-${blob.uid}`;
    const update = (change: Partial<UploadFile>) =>
      setPending((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));
    setPending((list) => [...list, { uid, name: blob.name, status: 'uploading', percent: 0 }]);
    queue.current = queue.current.then(async () => {
      try {
        const saved = await uploadFile(client, blob, ({ loaded, total }) =>
          update({ percent: total ? (loaded / total) * 100 : 0 }),
        );
        uploadUids.current.set(saved.id, uid);
        const next = [...latest.current.map(toStored), { id: saved.id, name: saved.name }];
        latest.current = next;
        onChange?.(next);
        setPending((list) => list.filter((item) => item.uid !== uid));
      } catch (error) {
        const text = isApiError(error) ? error.msg : String(error);
        message.error(`${blob.name}: ${text}`);
        update({ status: 'error', response: text });
      }
    });
  };

  const onRemove = (file: UploadFile) => {
    const index = storedIndex(file);
    if (index >= 0) {
      const next = latest.current.filter((_, i) => i !== index).map(toStored);
      latest.current = next;
      onChange?.(next);
    } else {
      setPending((list) => list.filter((item) => item.uid !== file.uid));
    }
    return false;
  };

  return { fileList: [...stored, ...pending], beforeUpload, customRequest, onRemove, open };
}
