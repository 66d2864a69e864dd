import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, Permission, type FilterItem } from '@eldercare/admin-kit';
import { useDeleteRole, useRoles } from '@eldercare/api-client/react';
import type { RoleRecord } from '@eldercare/api-client/contract';
import { QueryError } from '../shared/QueryError';
import { keywordOf, useListSearch } from '../shared/list-search';
import { useConfirm } from '../shared/useConfirm';
import { RoleFormDialog } from './RoleFormDialog';
import { useRoleColumns } from './role-columns';
import { ROLE_BUTTONS } from './role-buttons';

/** 角色管理: the roles with their users and grants; the super administrator role stays as it is. */
export default function RolePage() {
  const { t } = useTranslation(['sysadmin', 'system']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const roles = useRoles();
  const remove = useDeleteRole();
  const { search: keyword, onQuery } = useListSearch(keywordOf, roles.refetch);
  const [editing, setEditing] = useState<{ role: RoleRecord | null } | null>(null);
  const rows = useMemo(() => {
    const needle = keyword.toLowerCase();
    return (roles.data ?? []).filter((r) =>
      [r.roleKey, ...Object.values(r.roleNameI18n)].some((s) => s.toLowerCase().includes(needle)),
    );
  }, [roles.data, keyword]);
  const items: FilterItem[] = [
    { name: 'keyword', label: t('role.keyword'), children: <Input allowClear maxLength={64} /> },
  ];
  const columns = useRoleColumns({
    onEdit: (role) => setEditing({ role }),
    onDelete: (role, label) =>
      confirm(
        t('role.deleteConfirm', { name: label }),
        () => remove.mutateAsync(role.roleId).then(() => message.success(t('system:common.deleted'))),
        true,
      ),
  });
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
