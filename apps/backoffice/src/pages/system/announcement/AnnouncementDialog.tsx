import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAnnouncement, useUpdateAnnouncement } from '@eldercare/api-client/react';
import type { Announcement } from '@eldercare/api-client/contract';
import { FormDialog } from '../shared/FormDialog';
import { useDictOptions } from '../shared/useDictOptions';
import {
  EMPTY_ANNOUNCEMENT,
  toAnnouncementBody,
  toAnnouncementForm,
  type AnnouncementFormValues,
} from './announcement-form';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { isBlankHtml } from '../shared/sanitize';

export interface AnnouncementDialogProps {
  open: boolean;
  announcement: Announcement | null;
  onClose: () => void;
}

export function AnnouncementDialog({ open, announcement, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<AnnouncementFormValues>();
  const types = useDictOptions('announcement_type');
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();

  useEffect(() => {
    if (open) form.setFieldsValue(announcement ? toAnnouncementForm(announcement) : EMPTY_ANNOUNCEMENT);
  }, [open, announcement, form]);

  const save = (values: AnnouncementFormValues) => {
    const body = toAnnouncementBody(values);
    // The version read: a save over someone else's newer edit is refused (50016, said by the client).
    return announcement
      ? update.mutateAsync({ id: announcement.id, version: announcement.version, ...body })
      : create.mutateAsync(body);
  };

  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });

  return (
    <FormDialog
      open={open}
      title={announcement ? t('announcement.editTitle') : t('announcement.addTitle')}
      name="announcement-form"
      form={form}
      initialValues={EMPTY_ANNOUNCEMENT}
      save={save}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <Form.Item name="title" label={t('announcement.title')} rules={[required(t('announcement.title'))]}>
        <Input maxLength={200} showCount />
      </Form.Item>
      <Space wrap size="large">
        <Form.Item
          name="anannouncement_type"
          label={t('announcement.type')}
          rules={[required(t('announcement.type'))]}
          style={{ minWidth: 240 }}
        >
          <Select
            options={types.options.map((o) => ({ label: o.label, value: Number(o.value) }))}
            loading={types.loading}
          />
        </Form.Item>
        <Form.Item name="popUp" label={t('announcement.popUp')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item
        name="content"
        label={t('announcement.content')}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (isBlankHtml(typeof value === 'string' ? value : ''))
                throw new Error(t('announcement.contentRequired'));
            },
          },
        ]}
      >
        <LazyRichTextEditor
          ariaLabel={t('announcement.content')}
          loadingLabel={t('announcement.editorLoading')}
        />
      </Form.Item>
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
    </FormDialog>
  );
}
