import { Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { MoreMenu, usePermission } from '@eldercare/admin-kit';
import type { UserRecord } from '@eldercare/api-client/contract';
import { formatDateTime } from '../../../format/date-time';
import { roleLabel } from '../shared/role-label';
import type { useUserPage } from './useUserPage';
import { USER_BUTTONS } from './useUserActions';

/** The user table's columns: the status switch and the row's account actions act through the page. */
export function useUserColumns(page: ReturnType<typeof useUserPage>): ColumnsType<UserRecord> {
  const { t } = useTranslation('system');
  const can = usePermission();
  const { actions, accountTypes } = page;
  return [
    { title: t('user.userName'), dataIndex: 'userName', width: 130, fixed: 'left' },
    { title: t('user.name'), dataIndex: 'nickName', width: 110 },
    { title: t('user.dept'), dataIndex: 'deptName', width: 150, ellipsis: true },
    { title: t('user.phone'), dataIndex: 'phonenumber', width: 130 },
    {
      title: t('user.accountType'),
      dataIndex: 'accountType',
      width: 120,
      render: (value: string) => accountTypes.labelOf(value),
    },
    {
      title: t('user.roles'),
      dataIndex: 'roles',
      width: 180,
      render: (roles: UserRecord['roles']) =>
        roles.map((role) => <Tag key={role.roleId}>{roleLabel(t, role)}</Tag>),
    },
    {
      title: t('user.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: UserRecord['status'], user) => (
        <Switch
          checked={status === '0'}
          disabled={!can(USER_BUTTONS.edit)}
          loading={actions.statusPending}
          aria-label={`${t('user.status')}: ${user.userName}`}
          checkedChildren={t('common.enabled')}
          unCheckedChildren={t('common.disabled')}
          onChange={() => actions.toggleStatus(user)}
        />
      ),
    },
    { title: t('user.createTime'), dataIndex: 'createTime', width: 170, render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_value, user) => <UserRowMenu page={page} user={user} />,
    },
  ];
}

function UserRowMenu({ page, user }: { page: ReturnType<typeof useUserPage>; user: UserRecord }) {
  const { t } = useTranslation('system');
  const { actions } = page;
  return (
    <MoreMenu
      rowLabel={user.userName}
      actions={[
        {
          key: 'edit',
          label: t('common.edit'),
          permission: USER_BUTTONS.edit,
          onClick: () => page.edit(user),
        },
        {
          key: 'delete',
          label: t('common.delete'),
          permission: USER_BUTTONS.remove,
          danger: true,
          onClick: () => actions.remove(user),
        },
        {
          key: 'reset',
          label: t('user.resetPassword'),
          permission: USER_BUTTONS.resetPassword,
          onClick: () => actions.resetPassword(user),
        },
        {
          key: 'roles',
          label: t('user.assignRoles'),
          permission: USER_BUTTONS.edit,
          onClick: () => page.assignRoles(user),
        },
        {
          key: 'signOut',
          label: t('user.forceSignOut'),
          permission: USER_BUTTONS.forceSignOut,
          onClick: () => actions.forceSignOut(user),
        },
        {
          key: 'signOutMini',
          label: t('user.forceSignOutMini'),
          permission: USER_BUTTONS.forceSignOut,
          onClick: () => actions.forceSignOut(user, true),
        },
        {
          key: 'sessions',
          label: t('user.sessions'),
          permission: USER_BUTTONS.forceSignOut,
          onClick: () => page.showSessions(user),
        },
      ]}
    />
  );
}
