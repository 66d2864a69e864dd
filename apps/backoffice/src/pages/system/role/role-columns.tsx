import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { MoreMenu } from '@eldercare/admin-kit';
import type { RoleRecord } from '@eldercare/api-client/contract';
import { localise } from '@eldercare/resources';
import type { Language } from '../../../i18n';
import { roleLabel } from '../shared/role-label';
import { ROLE_BUTTONS } from './role-buttons';

export interface RoleRowActions {
  onEdit: (role: RoleRecord) => void;
  /** `label`: the role as the table names it, for the confirmation. */
  onDelete: (role: RoleRecord, label: string) => void;
}

/** The role table's columns; the super administrator's row is protected, the others edit and delete. */
export function useRoleColumns({ onEdit, onDelete }: RoleRowActions): ColumnsType<RoleRecord> {
  // The built-in roles' labels live in the system texts; this page's own texts come after.
  const { t: ts } = useTranslation('system');
  const { t, i18n } = useTranslation('sysadmin');
  const language = i18n.language as Language;
  const label = (role: RoleRecord) =>
    roleLabel(ts, {
      roleKey: role.roleKey,
      roleName: localise(role.roleNameI18n, language),
    });
  return [
    { title: t('role.name'), dataIndex: 'roleName', width: 180, render: (_n: string, role) => label(role) },
    { title: t('role.key'), dataIndex: 'roleKey', width: 200 },
    {
      title: t('role.menus'),
      dataIndex: 'menuIds',
      width: 140,
      render: (ids: number[], role) =>
        role.allPerms ? (
          <Tag color="gold">{t('role.allMenus')}</Tag>
        ) : (
          t('role.menuCount', { count: ids.length })
        ),
    },
    { title: t('role.userCount'), dataIndex: 'userCount', width: 100, align: 'right' },
    { title: t('role.dataScope'), key: 'scope', width: 200, render: () => t('role.dataScopeRule') },
    {
      title: ts('common.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_v, role) =>
        role.allPerms ? (
          <Tag>{t('role.protected')}</Tag>
        ) : (
          <MoreMenu
            rowLabel={role.roleKey}
            actions={[
              {
                key: 'edit',
                label: ts('common.edit'),
                permission: ROLE_BUTTONS.edit,
                onClick: () => onEdit(role),
              },
              {
                key: 'delete',
                label: ts('common.delete'),
                permission: ROLE_BUTTONS.remove,
                danger: true,
                onClick: () => onDelete(role, label(role)),
              },
            ]}
          />
        ),
    },
  ];
}
