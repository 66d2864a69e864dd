import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequiredRule } from '../shared/useRequiredRule';

/** The announcement's attachments (`files`): a name and a link each, added and removed in place. */
export function AttachmentListField() {
  const { t } = useTranslation('system');
  const required = useRequiredRule();
  return (
    <Form.List name="files">
      {(fields, { add, remove }) => (
        <Form.Item label={t('announcement.attachments')}>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'fileName']} rules={[required(t('announcement.fileName'))]}>
                <Input
                  placeholder={t('announcement.fileName')}
                  aria-label={t('announcement.fileName')}
                  maxLength={200}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'url']}>
                <Input
                  placeholder={t('announcement.fileUrl')}
                  aria-label={t('announcement.fileUrl')}
                  maxLength={2048}
                />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label={t('announcement.removeFile')}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ fileName: '', url: '' })}>
            {t('announcement.addFile')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
