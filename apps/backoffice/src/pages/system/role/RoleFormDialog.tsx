import { Form, Input, Tree, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRole, useMenuTree, useUpdateRole } from '@eldercare/api-client/react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@eldercare/validators';
import { ROLE_KEY_PATTERN, type LocalisedText, type RoleRecord } from '@eldercare/api-client/contract';
import type { Language } from '../../../i18n';
import { leafIds, toMenuTreeData } from '../menu/menu-tree';
import { FormDialog } from '../shared/FormDialog';

export interface RoleFormDialogProps {
  open: boolean;
  /** null: a new role. */
  role: RoleRecord | null;
  onClose: () => void;
}

interface RoleFormValues {
  roleKey: string;
  roleNameI18n: LocalisedText;
  menuIds: number[];
}

/** The label of the role's name in each language (a new language fails to compile until it has one). */
const NAME_LABELS = {
  'zh-CN': 'role.name',
  en: 'role.nameEn',
  es: 'role.nameEs',
} as const satisfies Record<Locale, string>;

/** Add or edit a role: key, names in the three languages, and the menus it holds (checked tree). */
export function RoleFormDialog({ open, role, onClose }: RoleFormDialogProps) {
  const { t, i18n } = useTranslation(['sysadmin', 'system']);
  const [form] = Form.useForm<RoleFormValues>();
  const menus = useMenuTree({ enabled: open, staleTime: 60_000 });
  const create = useCreateRole();
  const update = useUpdateRole();
  const treeData = useMemo(
    () => toMenuTreeData(menus.data ?? [], i18n.language as Language),
    [menus.data, i18n.language],
  );
  const leaves = useMemo(() => leafIds(menus.data ?? []), [menus.data]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (role) form.setFieldsValue({ ...role, menuIds: role.menuIds.filter((id) => leaves.has(id)) });
  }, [open, role, form, leaves]);

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('system:common.required', { field }),
  });
  const save = ({ roleKey, ...values }: RoleFormValues) => {
    const menuIds = values.menuIds ?? [];
    return role
      ? update.mutateAsync({ roleId: role.roleId, ...values, menuIds })
      : create.mutateAsync({ roleKey, ...values, menuIds });
  };

  return (
    <FormDialog
      open={open}
      title={role ? t('role.editTitle') : t('role.addTitle')}
      name="role-form"
      form={form}
      initialValues={{}}
      save={save}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <Form.Item
        name="roleKey"
        label={t('role.key')}
        extra={role ? undefined : t('role.keyHint')}
        rules={[required(t('role.key')), { pattern: ROLE_KEY_PATTERN, message: t('role.keyFormat') }]}
      >
        <Input maxLength={40} disabled={role !== null} />
      </Form.Item>
      {LOCALES.map((locale) => (
        <Form.Item
          key={locale}
          name={['roleNameI18n', locale]}
          label={t(NAME_LABELS[locale])}
          rules={[required(t(NAME_LABELS[locale]))]}
        >
          <Input maxLength={locale === DEFAULT_LOCALE ? 30 : 60} />
        </Form.Item>
      ))}
      <Form.Item label={t('role.dataScope')}>
        <Typography.Text type="secondary">{t('role.dataScopeRule')}</Typography.Text>
      </Form.Item>
      <Form.Item
        name="menuIds"
        label={t('role.menus')}
        valuePropName="checkedKeys"
        trigger="onCheck"
        getValueFromEvent={(checked: number[] | { checked: number[] }) =>
          Array.isArray(checked) ? checked : checked.checked
        }
      >
        <Tree checkable treeData={treeData} height={320} aria-label={t('role.menus')} />
      </Form.Item>
    </FormDialog>
  );
}
