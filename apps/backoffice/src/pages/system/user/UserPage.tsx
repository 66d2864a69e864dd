import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Switch, Table, Tag, TreeSelect } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, MoreMenu, Permission, usePermission, type FilterItem } from '@eldercare/admin-kit';
import { useDeptTree, useUsers } from '@eldercare/api-client/react';
import type { UserRecord } from '@eldercare/api-client/contract';
import { QueryError } from '../shared/QueryError';
import { roleLabel } from '../shared/role-label';
import { useDictOptions } from '../shared/useDictOptions';
import { toDeptTreeData } from './dept-tree';
import { OfflineTokensDialog } from './OfflineTokensDialog';
import { RolesDialog } from './RolesDialog';
import { toUserQuery } from './user-form';
import { USER_BUTTONS, useUserActions } from './useUserActions';
import { UserFormDialog } from './UserFormDialog';
import { formatDateTime } from '../../../format/date-time';

const PAGE_SIZE = 10;

/** SPEC §7 Users: the paged user list with filters, the user dialog and the account actions. */
export default function UserPage() {
  const { t } = useTranslation('system');
  const can = usePermission();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZE });
  const [editing, setEditing] = useState<{ user: UserRecord | null } | null>(null);
  const [sessionsOf, setSessionsOf] = useState<string | null>(null);
  const [rolesOf, setRolesOf] = useState<UserRecord | null>(null);
  const query = useMemo(() => toUserQuery(filters, page.current, page.size), [filters, page]);
  const users = useUsers(query, { placeholderData: (previous) => previous });
  const depts = useDeptTree({ enabled: can(USER_BUTTONS.deptTree), staleTime: 60_000 });
  const accountTypes = useDictOptions('sys_account_type');
  const actions = useUserActions();

  const statusOptions = [
    { label: t('common.enabled'), value: '0' },
    { label: t('common.disabled'), value: '1' },
  ];
  const filterItems: FilterItem[] = [
    { name: 'nickName', label: t('user.name'), children: <Input allowClear maxLength={80} /> },
    { name: 'userName', label: t('user.userName'), children: <Input allowClear maxLength={64} /> },
    { name: 'phonenumber', label: t('user.phone'), children: <Input allowClear maxLength={20} /> },
    ...(can(USER_BUTTONS.deptTree)
      ? [
          {
            name: 'deptId',
            label: t('user.dept'),
            children: (
              <TreeSelect
                allowClear
                showSearch
                treeNodeFilterProp="title"
                treeData={toDeptTreeData(depts.data)}
                placeholder={t('user.deptPlaceholder')}
              />
            ),
          },
        ]
      : []),
    { name: 'status', label: t('user.status'), children: <Select allowClear options={statusOptions} /> },
    {
      name: 'accountType',
      label: t('user.accountType'),
      children: <Select allowClear options={accountTypes.options} loading={accountTypes.loading} />,
    },
  ];

  const columns: ColumnsType<UserRecord> = [
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
      render: (_value, user) => (
        <MoreMenu
          rowLabel={user.userName}
          actions={[
            {
              key: 'edit',
              label: t('common.edit'),
              permission: USER_BUTTONS.edit,
              onClick: () => setEditing({ user }),
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
              onClick: () => setRolesOf(user),
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
              onClick: () => setSessionsOf(user.userName),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <FilterBar
        items={filterItems}
        loading={users.isFetching}
        onQuery={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, current: 1 }));
        }}
        extra={
          <Permission name={USER_BUTTONS.add}>
            <Button icon={<PlusOutlined />} onClick={() => setEditing({ user: null })}>
              {t('common.add')}
            </Button>
          </Permission>
        }
      />
      {users.isError && !users.data ? (
        <QueryError onRetry={() => void users.refetch()} detail={users.error.msg} />
      ) : (
        <Table<UserRecord>
          rowKey="userId"
          size="middle"
          sticky
          columns={columns}
          dataSource={users.data?.records ?? []}
          loading={users.isLoading || users.isFetching}
          scroll={{ x: 1300 }}
          locale={{ emptyText: t('common.empty') }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: users.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      )}
      <UserFormDialog open={editing !== null} user={editing?.user ?? null} onClose={() => setEditing(null)} />
      <RolesDialog user={rolesOf} onClose={() => setRolesOf(null)} />
      <OfflineTokensDialog userName={sessionsOf} onClose={() => setSessionsOf(null)} />
    </Card>
  );
}
