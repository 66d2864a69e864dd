import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from './file-entries';
import { useFileUploads } from './useFileUploads';

export interface FileListInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: FileEntry[]) => void;
  disabled?: boolean;
  accept?: string;
}

/**
 * Files and images of a record: uploaded to the server's file store as they are picked (one
 * after another, with progress), kept in the record as `{ id, name }`. Opening one fetches it
 * with the session's token.
 */
export function FileListInput({ id, value, onChange, disabled, accept }: FileListInputProps) {
  const { t } = useTranslation('resources');
  const images = accept?.startsWith('image/') ?? false;
  const { fileList, beforeUpload, customRequest, onRemove, open } = useFileUploads({
    value,
    onChange,
    images,
  });
  return (
    <Upload
      accept={accept}
      multiple
      disabled={disabled}
      listType={images ? 'picture' : 'text'}
      fileList={fileList}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={onRemove}
      onPreview={open}
      onDownload={open}
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
