import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdRule, useKit } from '@eldercare/admin-kit';
import type { UserRecord } from '@eldercare/api-client/contract';
import { ContactFields } from '../shared/ContactFields';
import { FormDialog } from '../shared/FormDialog';
import { useRequiredRule } from '../shared/useRequiredRule';
import { UserAccountFields } from './UserAccountFields';
import { UserAssignmentFields } from './UserAssignmentFields';
import { EMPTY_USER_FORM } from './user-form';
import { useUserFormDialog } from './useUserFormDialog';

export interface UserFormDialogProps {
  open: boolean;
  /** The user being edited; none when adding. */
  user: UserRecord | null;
  onClose: () => void;
}

/** Add or edit a user: profile, dept, roles and account type in one draggable dialog. */
export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const { t } = useTranslation('system');
  const { language } = useKit();
  const required = useRequiredRule();
  const { form, depts, roles, isEdit, save, saving, uniqueName } = useUserFormDialog(open, user);

  return (
    <FormDialog
      open={open}
      title={isEdit ? t('user.editTitle') : t('user.addTitle')}
      name="user-form"
      form={form}
      initialValues={EMPTY_USER_FORM}
      save={save}
      saving={saving}
      onClose={onClose}
    >
      <UserAccountFields isEdit={isEdit} uniqueName={uniqueName} />
      <Form.Item
        name="nickName"
        label={t('user.name')}
        rules={[required(t('user.name')), antdRule('name', language)]}
      >
        <Input maxLength={80} />
      </Form.Item>
      <ContactFields phoneLabel={t('user.phone')} emailLabel={t('user.email')} />
      <UserAssignmentFields depts={depts} roles={roles} />
      <Form.Item name="status" label={t('user.status')}>
        <Radio.Group
          options={[
            { label: t('common.enabled'), value: '0' },
            { label: t('common.disabled'), value: '1' },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
