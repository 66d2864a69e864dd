import { Alert, Card, Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useMenuTree } from '@eldercare/api-client/react';
import type { MenuTreeNode } from '@eldercare/api-client/contract';
import type { Language } from '../../../i18n';
import { menuTitle } from '../../../router/menu-routes';
import { QueryError } from '../shared/QueryError';
import { treeRows } from './tree-rows';

const KIND_COLOR = { M: 'blue', C: 'green', F: 'default' } as const;

/**
 * 菜单管理: the menus, pages and buttons as a tree, read-only. Entries are provisioned at every
 * start from the module declarations and the system pages; what each role holds is edited on the
 * role page.
 */
export default function MenuPage() {
  const { t, i18n } = useTranslation(['sysadmin', 'system']);
  const language = i18n.language as Language;
  const menus = useMenuTree({ staleTime: 60_000 });
  const columns: ColumnsType<MenuTreeNode> = [
    {
      title: t('menu.name'),
      dataIndex: 'name',
      width: 260,
      render: (_name: string, node) => menuTitle(node, language),
    },
    {
      title: t('menu.type'),
      dataIndex: 'type',
      width: 90,
      render: (type: MenuTreeNode['type']) => <Tag color={KIND_COLOR[type]}>{t(`menu.kinds.${type}`)}</Tag>,
    },
    { title: t('menu.url'), dataIndex: 'url', width: 240, ellipsis: true },
    { title: t('menu.perms'), dataIndex: 'perms', width: 220, ellipsis: true },
    { title: t('menu.sort'), dataIndex: 'sort', width: 80 },
  ];
  return (
    <Card variant="borderless">
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={t('menu.readOnly')} />
        {menus.isError ? (
          <QueryError onRetry={() => void menus.refetch()} detail={menus.error.msg} />
        ) : (
          <Table<MenuTreeNode>
            rowKey="id"
            size="middle"
            sticky
            columns={columns}
            dataSource={treeRows(menus.data ?? []) as MenuTreeNode[]}
            loading={menus.isLoading}
            scroll={{ x: 890 }}
            locale={{ emptyText: t('system:common.empty') }}
            pagination={false}
          />
        )}
      </Flex>
    </Card>
  );
}
