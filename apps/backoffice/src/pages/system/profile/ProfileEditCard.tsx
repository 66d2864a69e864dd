import { Button, Card, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdRule, useKit } from '@eldercare/admin-kit';
import { PictureInput } from './PictureInput';
import type { ProfileFormValues } from './profile-form';

export interface ProfileEditCardProps {
  form: FormInstance<ProfileFormValues>;
  submit: (values: ProfileFormValues) => Promise<void>;
  saving: boolean;
}

/** The user's own fields: name, phone, email, avatar and introduction. */
export function ProfileEditCard({ form, submit, saving }: ProfileEditCardProps) {
  const { t } = useTranslation('system');
  const { language } = useKit();
  return (
    <Card variant="borderless" title={t('profile.edit')}>
      <Form form={form} layout="vertical" onFinish={submit} name="profile-form">
        <Form.Item
          name="nickName"
          label={t('profile.name')}
          rules={[
            { required: true, message: t('common.required', { field: t('profile.name') }) },
            antdRule('name', language),
          ]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="phonenumber" label={t('profile.phone')} rules={[antdRule('mobile', language)]}>
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('profile.email')} rules={[antdRule('email', language)]}>
          <Input maxLength={120} inputMode="email" />
        </Form.Item>
        <Form.Item name="avatar" label={t('profile.avatar')}>
          <PictureInput round pick={t('profile.picture.changeAvatar')} alt={t('profile.avatar')} />
        </Form.Item>
        <Form.Item name="introduction" label={t('profile.introduction')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
