import { Form, Input, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@eldercare/api-client/contract';
import { FormDialog } from '../shared/FormDialog';
import { isBlankHtml } from '../shared/sanitize';
import { useDictOptions } from '../shared/useDictOptions';
import { useRequiredRule } from '../shared/useRequiredRule';
import { EMPTY_ANNOUNCEMENT } from './announcement-form';
import { AttachmentListField } from './AttachmentListField';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { useAnnouncementDialog } from './useAnnouncementDialog';

export interface AnnouncementDialogProps {
  open: boolean;
  announcement: Announcement | null;
  onClose: () => void;
}

export function AnnouncementDialog({ open, announcement, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('system');
  const required = useRequiredRule();
  const types = useDictOptions('announcement_type');
  const { form, save, saving } = useAnnouncementDialog(open, announcement);

  return (
    <FormDialog
      open={open}
      title={announcement ? t('announcement.editTitle') : t('announcement.addTitle')}
      name="announcement-form"
      form={form}
      initialValues={EMPTY_ANNOUNCEMENT}
      save={save}
      saving={saving}
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
      <AttachmentListField />
    </FormDialog>
  );
}
