import { Input, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission, type FilterItem } from '@eldercare/admin-kit';
import { apiKeys, useDeptTree, useUsers } from '@eldercare/api-client/react';
import type { UserRecord } from '@eldercare/api-client/contract';
import { useListPage, type Paging } from '@eldercare/admin-kit';
import { useDictOptions } from '../shared/useDictOptions';
import { toDeptTreeData } from './dept-tree';
import { toUserQuery } from './user-form';
import { USER_BUTTONS, useUserActions } from './useUserActions';

const asFilters = (values: Record<string, unknown>) => values;

/** The user page's controller: the list, its filters, the account actions and which dialog is open. */
export function useUserPage() {
  const can = usePermission();
  const [editing, setEditing] = useState<{ user: UserRecord | null } | null>(null);
  const [sessionsOf, setSessionsOf] = useState<string | null>(null);
  const [rolesOf, setRolesOf] = useState<UserRecord | null>(null);
  const list = useListPage({
    toFilters: asFilters,
    toQuery: (filters: Record<string, unknown>, { current, size }: Paging) =>
      toUserQuery(filters, current, size),
    useList: useUsers,
    queryKey: apiKeys.users.list,
    pageOf: (page) => page,
  });
  const depts = useDeptTree({ enabled: can(USER_BUTTONS.deptTree), staleTime: 60_000 });
  const accountTypes = useDictOptions('sys_account_type');
  return {
    ...list,
    filterItems: useUserFilterItems(depts.data, accountTypes),
    accountTypes,
    actions: useUserActions(),
    editing,
    rolesOf,
    sessionsOf,
    add: () => setEditing({ user: null }),
    edit: (user: UserRecord) => setEditing({ user }),
    assignRoles: setRolesOf,
    showSessions: (user: UserRecord) => setSessionsOf(user.userName),
    closeDialogs: () => {
      setEditing(null);
      setRolesOf(null);
      setSessionsOf(null);
    },
  };
}

function useUserFilterItems(
  depts: Parameters<typeof toDeptTreeData>[0],
  accountTypes: ReturnType<typeof useDictOptions>,
): FilterItem[] {
  const { t } = useTranslation('system');
  const can = usePermission();
  const statusOptions = [
    { label: t('common.enabled'), value: '0' },
    { label: t('common.disabled'), value: '1' },
  ];
  const deptItem: FilterItem = {
    name: 'deptId',
    label: t('user.dept'),
    children: (
      <TreeSelect
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeData={toDeptTreeData(depts)}
        placeholder={t('user.deptPlaceholder')}
      />
    ),
  };
  return [
    { name: 'nickName', label: t('user.name'), children: <Input allowClear maxLength={80} /> },
    { name: 'userName', label: t('user.userName'), children: <Input allowClear maxLength={64} /> },
    { name: 'phonenumber', label: t('user.phone'), children: <Input allowClear maxLength={20} /> },
    ...(can(USER_BUTTONS.deptTree) ? [deptItem] : []),
    { name: 'status', label: t('user.status'), children: <Select allowClear options={statusOptions} /> },
    {
      name: 'accountType',
      label: t('user.accountType'),
      children: <Select allowClear options={accountTypes.options} loading={accountTypes.loading} />,
    },
  ];
}
