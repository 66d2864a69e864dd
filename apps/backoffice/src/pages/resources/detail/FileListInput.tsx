import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILE_MB, readAsDataUrl, toEntries, type FileEntry } from './file-entries';

export interface FileListInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: FileEntry[]) => void;
  disabled?: boolean;
  accept?: string;
}

/** Files and images of a record: a list of links, add and remove (stored as data URLs). */
export function FileListInput({ id, value, onChange, disabled, accept }: FileListInputProps) {
  const { t } = useTranslation('resources');
  const { message } = App.useApp();
  const entries = toEntries(value);
  // Files picked together are read one by one before the form re-renders: each must add to the
  // list the previous one left, not to the value this render saw (which kept only the last file).
  const latest = useRef<FileEntry[]>(entries);
  useEffect(() => {
    latest.current = toEntries(value);
  }, [value]);
  return (
    <Upload
      accept={accept}
      multiple
      disabled={disabled}
      fileList={entries.map((e, i) => ({ uid: `${i}`, name: e.name, url: e.url, status: 'done' as const }))}
      beforeUpload={async (file) => {
        if (file.size > MAX_FILE_MB * 1024 * 1024) {
          message.warning(t('upload.tooLarge', { name: file.name, size: MAX_FILE_MB }));
          return Upload.LIST_IGNORE;
        }
        const url = await readAsDataUrl(file);
        const next = [...latest.current, { name: file.name, url }];
        latest.current = next;
        onChange?.(next);
        return false;
      }}
      onRemove={(file) => onChange?.(entries.filter((_, i) => `${i}` !== file.uid))}
    >
      {!disabled && (
        <Button id={id} icon={<UploadOutlined />}>
          {t('upload.drop')}
        </Button>
      )}
    </Upload>
  );
}
