import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, MoreMenu, Permission, type FilterItem } from '@eldercare/admin-kit';
import { useDeleteRole, useRoles } from '@eldercare/api-client/react';
import type { RoleRecord } from '@eldercare/api-client/contract';
import type { Language } from '../../../i18n';
import { menuTitle } from '../../../router/menu-routes';
import { QueryError } from '../shared/QueryError';
import { keywordOf, useListSearch } from '../shared/useListPage';
import { roleLabel } from '../shared/role-label';
import { useConfirm } from '../shared/useConfirm';
import { RoleFormDialog } from './RoleFormDialog';
import { ROLE_BUTTONS } from './role-buttons';

/** 角色管理: the roles with their users and grants; the super administrator role stays as it is. */
export default function RolePage() {
  // The built-in roles' labels live in the system texts; this page's own texts come after.
  const { t: ts } = useTranslation('system');
  const { t, i18n } = useTranslation('sysadmin');
  const { message } = App.useApp();
  const confirm = useConfirm();
  const roles = useRoles();
  const remove = useDeleteRole();
  const { search: keyword, onQuery } = useListSearch(keywordOf, roles.refetch);
  const [editing, setEditing] = useState<{ role: RoleRecord | null } | null>(null);
  const language = i18n.language as Language;
  const label = (role: RoleRecord) =>
    roleLabel(ts, {
      roleKey: role.roleKey,
      roleName: menuTitle(
        { name: role.roleName, nameEn: role.roleNameEn, nameEs: role.roleNameEs },
        language,
      ),
    });
  const rows = useMemo(() => {
    const needle = keyword.toLowerCase();
    return (roles.data ?? []).filter((r) =>
      [r.roleKey, r.roleName, r.roleNameEn, r.roleNameEs].some((s) => s.toLowerCase().includes(needle)),
    );
  }, [roles.data, keyword]);
  const items: FilterItem[] = [
    { name: 'keyword', label: t('role.keyword'), children: <Input allowClear maxLength={64} /> },
  ];
  const columns: ColumnsType<RoleRecord> = [
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
      title: t('system:common.actions'),
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
                label: t('system:common.edit'),
                permission: ROLE_BUTTONS.edit,
                onClick: () => setEditing({ role }),
              },
              {
                key: 'delete',
                label: t('system:common.delete'),
                permission: ROLE_BUTTONS.remove,
                danger: true,
                onClick: () =>
                  confirm(
                    t('role.deleteConfirm', { name: label(role) }),
                    () =>
                      remove.mutateAsync(role.roleId).then(() => message.success(t('system:common.deleted'))),
                    true,
                  ),
              },
            ]}
          />
        ),
    },
  ];
  return (
    <Card variant="borderless">
      <FilterBar
        items={items}
        loading={roles.isFetching}
        onQuery={onQuery}
        extra={
          <Permission name={ROLE_BUTTONS.add}>
            <Button icon={<PlusOutlined />} onClick={() => setEditing({ role: null })}>
              {t('system:common.add')}
            </Button>
          </Permission>
        }
      />
      {roles.isError ? (
        <QueryError onRetry={() => void roles.refetch()} detail={roles.error.msg} />
      ) : (
        <Table<RoleRecord>
          rowKey="roleId"
          size="middle"
          sticky
          columns={columns}
          dataSource={rows}
          loading={roles.isLoading}
          scroll={{ x: 980 }}
          locale={{ emptyText: t('system:common.empty') }}
          pagination={{ defaultPageSize: 20, showTotal: (count) => t('system:common.total', { count }) }}
        />
      )}
      <RoleFormDialog open={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
