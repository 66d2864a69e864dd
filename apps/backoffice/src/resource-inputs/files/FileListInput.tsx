import { UploadOutlined } from '@ant-design/icons';
import { downloadFile, fileThumbnail, isApiError, uploadFile } from '@eldercare/api-client';
import { useApiClient } from '@eldercare/api-client/react';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBytes } from '../../pages/resources/data/files';
import { asDataUrl, isStoredFile, MAX_FILE_MB, toEntries, toStored, type FileEntry } from './file-entries';

export interface FileListInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: FileEntry[]) => void;
  disabled?: boolean;
  accept?: string;
}

/**
 * Thumbnails of stored images: an <img> cannot send the bearer token, and a token (or a signed
 * link) in the URL would end up in logs and history, so the bytes are fetched with the token like
 * every other call and shown from memory.
 */
function useThumbnails(ids: readonly string[], enabled: boolean): Record<string, string> {
  const client = useApiClient();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  const key = ids.join(',');
  useEffect(() => {
    if (!enabled) return;
    for (const id of ids) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      // Kept past a change of `ids` (another file added): only unmounting drops the answer.
      fileThumbnail(client, id)
        .then(asDataUrl)
        .then((url) => {
          if (mounted.current) setUrls((current) => ({ ...current, [id]: url }));
        })
        .catch(() => asked.current.delete(id));
    }
    // `key` stands for `ids`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, enabled]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return urls;
}

/**
 * Files and images of a record: uploaded to the server's file store as they are picked (one
 * after another, with progress), kept in the record as `{ id, name }`. Opening one fetches it
 * with the session's token.
 */
export function FileListInput({ id, value, onChange, disabled, accept }: FileListInputProps) {
  const { t } = useTranslation('resources');
  const { message } = App.useApp();
  const client = useApiClient();
  const entries = toEntries(value);
  const images = accept?.startsWith('image/') ?? false;
  const thumbnails = useThumbnails(
    entries.filter(isStoredFile).map((e) => e.id),
    images,
  );
  /** Uploads still running or failed, shown after the stored entries. */
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Files picked together finish one by one before the form re-renders: each must add to the
  // list the previous one left, not to the value this render saw (which kept only the last file).
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

  const open = async (entry: FileEntry) => {
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

  const storedIndex = (file: UploadFile) => stored.findIndex((item) => item.uid === file.uid);
  const entryOf = (file: UploadFile) => entries[storedIndex(file)];

  return (
    <Upload
      accept={accept}
      multiple
      disabled={disabled}
      listType={images ? 'picture' : 'text'}
      fileList={[...stored, ...pending]}
      beforeUpload={(file) => {
        if (file.size > MAX_FILE_MB * 1024 * 1024) {
          message.warning(t('upload.tooLarge', { name: file.name, size: MAX_FILE_MB }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file }) => {
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
      }}
      onRemove={(file) => {
        const index = storedIndex(file);
        if (index >= 0) {
          const next = latest.current.filter((_, i) => i !== index).map(toStored);
          latest.current = next;
          onChange?.(next);
        } else {
          setPending((list) => list.filter((item) => item.uid !== file.uid));
        }
        return false;
      }}
      onPreview={(file) => {
        const entry = entryOf(file);
        if (entry) void open(entry);
      }}
      onDownload={(file) => {
        const entry = entryOf(file);
        if (entry) void open(entry);
      }}
      showUploadList={{ showDownloadIcon: true, showRemoveIcon: !disabled }}
    >
      {!disabled && (
        <Button id={id} icon={<UploadOutlined />}>
          {t('upload.drop')}
        </Button>
      )}
    </Upload>
  );
}
