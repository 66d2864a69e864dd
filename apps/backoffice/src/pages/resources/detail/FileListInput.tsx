import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
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
        onChange?.([...toEntries(value), { name: file.name, url }]);
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
