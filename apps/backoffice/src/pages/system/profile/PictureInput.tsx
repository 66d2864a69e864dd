import { DeleteOutlined, PictureOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { isApiError, uploadFile } from '@eldercare/api-client';
import { useApiClient } from '@eldercare/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Flex, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asDataUrl, MAX_FILE_MB } from '../../../resource-inputs/files/file-entries';
import { PICTURE_TYPES, pictureProblem } from './profile-picture';
import { useProfilePicture } from './useProfilePicture';

export interface PictureInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  /** A round avatar, or a square logo / icon. */
  round?: boolean;
  /** The button's text (更换头像, 上传标志...). */
  pick: string;
  /** What the picture shows, for screen readers. */
  alt: string;
}

/** Checks a picked file, uploads it and hands its URL on; `error` says what went wrong, translated. */
function usePictureUpload(onChange: ((value: string) => void) | undefined) {
  const { t } = useTranslation('system');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const take = async (file: File) => {
    setError(undefined);
    const problem = await pictureProblem(file);
    if (problem) {
      const about = { name: file.name, size: MAX_FILE_MB };
      if (problem === 'notPicture') setError(t('profile.picture.notPicture', about));
      else if (problem === 'tooLarge') setError(t('profile.picture.tooLarge', about));
      else setError(t('profile.picture.broken', about));
      return;
    }
    setUploading(true);
    try {
      const saved = await uploadFile(client, file);
      // Shown from the picked bytes: no second trip to fetch what the browser already has.
      queryClient.setQueryData(['files', 'picture', saved.id], await asDataUrl(file));
      onChange?.(saved.url);
    } catch (cause) {
      setError(`${file.name}: ${isApiError(cause) ? cause.msg : t('common.loadFailed')}`);
    } finally {
      setUploading(false);
    }
  };
  return { take, error, setError, uploading };
}

/**
 * A profile picture: picked, checked in the browser (type, size, can it be drawn), uploaded to the
 * file store and shown at once; the value is the upload's URL, saved with the form. The server
 * checks again and names what is wrong (empty, type, size) in the text shown under the picture.
 */
export function PictureInput({ id, value, onChange, round = false, pick, alt }: PictureInputProps) {
  const { t } = useTranslation('system');
  const src = useProfilePicture(value);
  const { take, error, setError, uploading } = usePictureUpload(onChange);

  return (
    <Flex gap={16} align="center" wrap>
      <Avatar
        size={round ? 88 : 72}
        shape={round ? 'circle' : 'square'}
        src={src}
        icon={round ? <UserOutlined /> : <PictureOutlined />}
        alt={alt}
      />
      <Space direction="vertical" size={4} style={{ minWidth: 0, flex: 1 }}>
        <Space wrap>
          {/* The field's label points at the file input: the button keeps its own name (更换头像). */}
          <Upload
            id={id}
            accept={PICTURE_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void take(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {pick}
            </Button>
          </Upload>
          {value ? (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => {
                setError(undefined);
                onChange?.('');
              }}
            >
              {t('profile.picture.remove')}
            </Button>
          ) : null}
        </Space>
        <Typography.Text type="secondary">{t('profile.picture.hint', { size: MAX_FILE_MB })}</Typography.Text>
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
      </Space>
    </Flex>
  );
}
