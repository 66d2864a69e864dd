import { Badge, Button, Card, Col, Empty, List, Row, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { MessageRecord } from '@eldercare/api-client/contract';
import { ListView } from '../shared/ListView';
import { formatDateTime } from '../../../format/date-time';
import { agendaTitle } from './agenda-label';
import { useMessagePage } from './useMessagePage';

type Page = ReturnType<typeof useMessagePage>;

/** The message centre: received messages with their read state, and the agenda beside them. */
export default function MessagePage() {
  const page = useMessagePage();
  const columns = useMessageColumns(page);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={17}>
        <Card variant="borderless">
          <ListView<MessageRecord>
            page={page}
            filterItems={page.filterItems}
            table={{ rowKey: 'id', columns, scroll: { x: 890 } }}
          />
        </Card>
      </Col>
      <Col xs={24} xl={7}>
        <AgendaCard page={page} />
      </Col>
    </Row>
  );
}

function AgendaCard({ page }: { page: Page }) {
  // The agenda types are named where the shell's notice bell names them too.
  const { t: appT } = useTranslation('app');
  const { t } = useTranslation('system');
  const { agenda } = page;
  return (
    <Card
      variant="borderless"
      title={`${t('message.agenda')}${agenda ? ` (${agenda.total})` : ''}`}
      loading={page.query.isLoading}
    >
      {agenda && agenda.list.length > 0 ? (
        <List
          size="small"
          dataSource={agenda.list}
          renderItem={(item) => (
            <List.Item
              actions={[<Badge key="total" count={item.total} overflowCount={999} />]}
              onClick={() => page.openAgenda(item.path)}
              style={{ cursor: 'pointer' }}
            >
              {agendaTitle(appT, item)}
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('message.agendaEmpty')} />
      )}
    </Card>
  );
}

function useMessageColumns(page: Page): ColumnsType<MessageRecord> {
  const { t } = useTranslation('system');
  return [
    {
      title: t('message.title'),
      dataIndex: 'title',
      width: 280,
      ellipsis: true,
      render: (title: string, message) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => page.open(message)}>
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
      render: (name: string) => page.audiences.labelOfName(name),
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
        <Button type="link" size="small" onClick={() => page.open(message)}>
          {t('message.open')}
        </Button>
      ),
    },
  ];
}
