import { Badge, Button, Card, Col, Empty, Input, List, Row, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar, type FilterItem } from '@eldercare/admin-kit';
import { useMessageSummary } from '@eldercare/api-client/react';
import type { QueryOf } from '@eldercare/api-client';
import type { MessageRecord } from '@eldercare/api-client/contract';
import { QueryError } from '../shared/QueryError';
import { useDictOptions } from '../shared/useDictOptions';
import { agendaTitle } from './agenda-label';
import { SEND_OBJ_TYPE } from './audience';
import { messageDetailsUrl } from './message-paths';
import { formatDateTime } from '../../../format/date-time';

type Filters = Omit<QueryOf<'messages'>, 'current' | 'size'>;
const MSG_TYPES = ['web_ment', 'sys_notification', 'job_notice'] as const;

function toFilters(values: Record<string, unknown>): Filters {
  const filters: Filters = {};
  if (typeof values.title === 'string') filters.title = values.title;
  if (values.readState === '0' || values.readState === '1') filters.readState = values.readState;
  const type = MSG_TYPES.find((value) => value === values.msgType);
  if (type) filters.msgType = type;
  return filters;
}

/** The message centre: received messages with their read state, and the agenda beside them. */
export default function MessagePage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = useMemo(() => ({ ...filters, ...page }), [filters, page]);
  const summary = useMessageSummary(query, { placeholderData: (previous) => previous });
  const audiences = useDictOptions(SEND_OBJ_TYPE);
  const open = (message: MessageRecord) => navigate(messageDetailsUrl(message.id, t('message.detailTitle')));

  const items: FilterItem[] = [
    { name: 'title', label: t('message.title'), children: <Input allowClear maxLength={100} /> },
    {
      name: 'readState',
      label: t('message.readState'),
      children: (
        <Select
          allowClear
          options={[
            { label: t('message.unread'), value: '0' },
            { label: t('message.read'), value: '1' },
          ]}
        />
      ),
    },
    {
      name: 'msgType',
      label: t('message.msgType'),
      children: (
        <Select
          allowClear
          options={MSG_TYPES.map((type) => ({ label: t(`message.types.${type}`), value: type }))}
        />
      ),
    },
  ];

  const columns: ColumnsType<MessageRecord> = [
    {
      title: t('message.title'),
      dataIndex: 'title',
      width: 280,
      ellipsis: true,
      render: (title: string, message) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => open(message)}>
          {message.readState === '0' ? <Badge status="processing" text={title} /> : title}
        </Button>
      ),
    },
    {
      title: t('message.msgType'),
      dataIndex: 'msgType',
      width: 120,
      render: (type: MessageRecord['msgType']) => t(`message.types.${type}`),
    },
    {
      title: t('message.sender'),
      dataIndex: 'sendObjTypeName',
      width: 140,
      render: (name: string) => audiences.labelOfName(name),
    },
    {
      title: t('message.readState'),
      dataIndex: 'readState',
      width: 90,
      render: (state: MessageRecord['readState']) =>
        state === '1' ? <Tag>{t('message.read')}</Tag> : <Tag color="red">{t('message.unread')}</Tag>,
    },
    { title: t('message.createTime'), dataIndex: 'createTime', width: 170, render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_value, message) => (
        <Button type="link" size="small" onClick={() => open(message)}>
          {t('message.open')}
        </Button>
      ),
    },
  ];

  const agenda = summary.data?.agendaTotalVoList;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={17}>
        <Card variant="borderless">
          <FilterBar
            items={items}
            loading={summary.isFetching}
            onQuery={(values) => {
              setFilters(toFilters(values));
              setPage((p) => ({ ...p, current: 1 }));
            }}
          />
          {summary.isError && !summary.data ? (
            <QueryError onRetry={() => void summary.refetch()} detail={summary.error.msg} />
          ) : (
            <Table<MessageRecord>
              rowKey="id"
              size="middle"
              sticky
              columns={columns}
              dataSource={summary.data?.bizSysMsgReceiveIPage.records ?? []}
              loading={summary.isLoading || summary.isFetching}
              scroll={{ x: 890 }}
              locale={{ emptyText: t('common.empty') }}
              pagination={{
                current: page.current,
                pageSize: page.size,
                total: summary.data?.bizSysMsgReceiveIPage.total ?? 0,
                showSizeChanger: true,
                showTotal: (total) => t('common.total', { count: total }),
                onChange: (current, size) => setPage({ current, size }),
              }}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={7}>
        <Card
          variant="borderless"
          title={`${t('message.agenda')}${agenda ? ` (${agenda.total})` : ''}`}
          loading={summary.isLoading}
        >
          {agenda && agenda.list.length > 0 ? (
            <List
              size="small"
              dataSource={agenda.list}
              renderItem={(item) => (
                <List.Item
                  actions={[<Badge key="total" count={item.total} overflowCount={999} />]}
                  onClick={() => navigate(item.path)}
                  style={{ cursor: 'pointer' }}
                >
                  {agendaTitle(t, item)}
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('message.agendaEmpty')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
