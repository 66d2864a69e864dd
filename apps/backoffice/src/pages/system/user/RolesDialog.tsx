import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { DraggableDialog } from '@eldercare/admin-kit';
import { useAssignableRoles, useUpdateUser } from '@eldercare/api-client/react';
import type { UserRecord } from '@eldercare/api-client/contract';
import { roleLabel } from '../shared/role-label';
import { toFormValues, toUpdateBody } from './user-form';

export interface RolesDialogProps {
  user: UserRecord | null;
  onClose: () => void;
}

/** Role assignment on its own: the rest of the user is sent back unchanged. */
export function RolesDialog({ user, onClose }: RolesDialogProps) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roleIds: number[] }>();
  const roles = useAssignableRoles({ enabled: user !== null });
  const update = useUpdateUser();

  useEffect(() => {
    if (user) form.setFieldsValue({ roleIds: user.roles.map((role) => role.roleId) });
  }, [user, form]);

  const submit = async ({ roleIds }: { roleIds: number[] }) => {
    if (!user) return;
    try {
      await update.mutateAsync(toUpdateBody(user.userId, { ...toFormValues(user), roleIds }, user.version));
      message.success(t('user.rolesSaved'));
      onClose();
    } catch {
      // The client has already shown the server's message.
    }
  };

  return (
    <DraggableDialog
      open={user !== null}
      title={`${t('user.assignRoles')} · ${user?.nickName ?? ''}`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="roles-form">
        <Form.Item
          name="roleIds"
          label={t('user.roles')}
          rules={[{ required: true, message: t('common.required', { field: t('user.roles') }) }]}
        >
          <Select
            mode="multiple"
            loading={roles.isLoading}
            optionFilterProp="label"
            options={(roles.data ?? []).map((role) => ({ label: roleLabel(t, role), value: role.roleId }))}
          />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
