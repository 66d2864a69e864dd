import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, MoreMenu, Permission, usePermission, type FilterItem } from '@eldercare/admin-kit';
import { useAnnouncements } from '@eldercare/api-client/react';
import type { QueryOf } from '@eldercare/api-client';
import type { Announcement } from '@eldercare/api-client/contract';
import { QueryError } from '../shared/QueryError';
import { useDictOptions } from '../shared/useDictOptions';
import { AnnouncementDialog } from './AnnouncementDialog';
import { AnnouncementViewDialog } from './AnnouncementViewDialog';
import { ANNOUNCEMENT_BUTTONS, useAnnouncementActions } from './useAnnouncementActions';
import { formatDateTime } from '../../../format/date-time';

type Filters = Omit<QueryOf<'listAnnouncements'>, 'current' | 'size'>;

function toFilters(values: Record<string, unknown>): Filters {
  const filters: Filters = {};
  if (typeof values.title === 'string') filters.title = values.title;
  if (typeof values.anannouncement_type === 'number')
    filters.anannouncement_type = values.anannouncement_type;
  if (values.upNews === '0' || values.upNews === '1') filters.upNews = values.upNews;
  return filters;
}

/** SPEC §7 Announcements: list, rich-text editing, publishing (one or many) and withdrawal. */
export default function AnnouncementPage() {
  const { t } = useTranslation('system');
  const can = usePermission();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ item: Announcement | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const query = useMemo(() => ({ ...filters, ...page }), [filters, page]);
  const list = useAnnouncements(query, { placeholderData: (previous) => previous });
  const types = useDictOptions('announcement_type');
  const actions = useAnnouncementActions();

  const typeOptions = types.options.map((o) => ({ label: o.label, value: Number(o.value) }));
  const items: FilterItem[] = [
    { name: 'title', label: t('announcement.title'), children: <Input allowClear maxLength={100} /> },
    {
      name: 'anannouncement_type',
      label: t('announcement.type'),
      children: <Select allowClear options={typeOptions} />,
    },
    {
      name: 'upNews',
      label: t('announcement.upNews'),
      children: (
        <Select
          allowClear
          options={[
            { label: t('announcement.published'), value: '1' },
            { label: t('announcement.draft'), value: '0' },
          ]}
        />
      ),
    },
  ];

  const columns: ColumnsType<Announcement> = [
    { title: t('announcement.title'), dataIndex: 'title', width: 260, ellipsis: true },
    { title: t('announcement.type'), dataIndex: 'announcement_type_name', width: 140 },
    {
      title: t('announcement.upNews'),
      dataIndex: 'upNews',
      width: 100,
      render: (value: Announcement['upNews']) =>
        value === '1' ? (
          <Tag color="green">{t('announcement.published')}</Tag>
        ) : (
          <Tag>{t('announcement.draft')}</Tag>
        ),
    },
    {
      title: t('announcement.popUp'),
      dataIndex: 'popUp',
      width: 90,
      render: (value: boolean) => (value ? t('common.yes') : t('common.no')),
    },
    {
      title: t('announcement.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: formatDateTime,
    },
    {
      title: t('announcement.publishTime'),
      dataIndex: 'publishTime',
      width: 170,
      render: formatDateTime,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_value, item) => (
        <MoreMenu
          rowLabel={item.title}
          actions={[
            {
              key: 'view',
              label: t('common.view'),
              permission: ANNOUNCEMENT_BUTTONS.view,
              onClick: () => setViewing(item.id),
            },
            {
              key: 'edit',
              label: t('common.edit'),
              permission: ANNOUNCEMENT_BUTTONS.edit,
              onClick: () => setEditing({ item }),
            },
            item.upNews === '1'
              ? {
                  key: 'withdraw',
                  label: t('announcement.withdraw'),
                  permission: ANNOUNCEMENT_BUTTONS.publish,
                  onClick: () => actions.withdraw(item),
                }
              : {
                  key: 'publish',
                  label: t('announcement.publish'),
                  permission: ANNOUNCEMENT_BUTTONS.publish,
                  onClick: () => void actions.publish(item),
                },
            {
              key: 'delete',
              label: t('common.delete'),
              permission: ANNOUNCEMENT_BUTTONS.remove,
              danger: true,
              onClick: () => actions.remove(item),
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
        loading={list.isFetching}
        onQuery={(values) => {
          setFilters(toFilters(values));
          setPage((p) => ({ ...p, current: 1 }));
        }}
        extra={
          <>
            <Permission name={ANNOUNCEMENT_BUTTONS.add}>
              <Button icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
                {t('common.add')}
              </Button>
            </Permission>
            <Permission name={ANNOUNCEMENT_BUTTONS.publish}>
              <Button
                icon={<SendOutlined />}
                loading={actions.batchPending}
                disabled={selected.length === 0}
                onClick={() => void actions.publishMany(selected).then((done) => done && setSelected([]))}
              >
                {t('announcement.batchPublish')}
              </Button>
            </Permission>
          </>
        }
      />
      {list.isError && !list.data ? (
        <QueryError onRetry={() => void list.refetch()} detail={list.error.msg} />
      ) : (
        <Table<Announcement>
          rowKey="id"
          size="middle"
          sticky
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isLoading || list.isFetching}
          scroll={{ x: 1130 }}
          locale={{ emptyText: t('common.empty') }}
          rowSelection={
            can(ANNOUNCEMENT_BUTTONS.publish)
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
              : undefined
          }
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      )}
      <AnnouncementDialog
        open={editing !== null}
        announcement={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
      <AnnouncementViewDialog id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
