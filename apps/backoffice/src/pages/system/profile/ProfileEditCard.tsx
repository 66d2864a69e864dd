import { Button, Card, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdRule, useKit } from '@eldercare/admin-kit';
import { ContactFields } from '../shared/ContactFields';
import { useRequiredRule } from '../shared/useRequiredRule';
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
  const required = useRequiredRule();
  return (
    <Card variant="borderless" title={t('profile.edit')}>
      <Form form={form} layout="vertical" onFinish={submit} name="profile-form">
        <Form.Item
          name="nickName"
          label={t('profile.name')}
          rules={[required(t('profile.name')), antdRule('name', language)]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <ContactFields phoneLabel={t('profile.phone')} emailLabel={t('profile.email')} />
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
