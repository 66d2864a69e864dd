import { Button, Card, Descriptions, Divider, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '@eldercare/api-client';
import { useMarkMessageRead, useMessage } from '@eldercare/api-client/react';
import { QueryError } from '../shared/QueryError';
import { useDictOptions } from '../shared/useDictOptions';
import { SEND_OBJ_TYPE } from './audience';
import { SafeHtml } from '../shared/SafeHtml';
import { parseMessageId } from './message-paths';
import { formatDateTime } from '../../../format/date-time';

/** `/message/messageDetails?id=`: shows one received message and marks it read (SPEC §4). */
export default function MessageDetailsPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parseMessageId(params.get('id'));
  // No toast for a message that is not the caller's: the page itself says it was not found.
  const query = useMessage(id ?? 0, { enabled: id !== null, retry: false, call: { notify: false } });
  const message = id === null ? null : (query.data ?? null);
  const notFound = query.error?.code === ErrorCode.NotFound;
  const markRead = useMarkMessageRead();
  const audiences = useDictOptions(SEND_OBJ_TYPE);
  const marked = useRef<number | null>(null);

  // Once per message: the mutation reloads this message, the summary and the unread count (the bell).
  useEffect(() => {
    if (message && message.readState === '0' && marked.current !== message.id) {
      marked.current = message.id;
      markRead.mutate(message.id);
    }
  }, [message, markRead]);

  if (query.isError && !query.data && !notFound) {
    return <QueryError onRetry={() => void query.refetch()} detail={query.error.msg} />;
  }
  if (id !== null && query.isLoading) {
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  }
  if (!message) {
    return (
      <Result
        status="404"
        title={t('message.notFound')}
        extra={<Button onClick={() => navigate('/system/message')}>{t('common.back')}</Button>}
      />
    );
  }
  const isRead = message.readState === '1' || markRead.isSuccess;
  return (
    <Card variant="borderless">
      <Typography.Title level={4}>{message.title}</Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={t('message.msgType')}>
          {t(`message.types.${message.msgType}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('message.sender')}>
          {audiences.labelOfName(message.sendObjTypeName)}
        </Descriptions.Item>
        <Descriptions.Item label={t('message.createTime')}>
          {formatDateTime(message.createTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('message.readState')}>
          <span data-testid="message-read-state">
            {isRead ? (
              <Tag color="green">{t('message.read')}</Tag>
            ) : (
              <Tag color="red">{t('message.unread')}</Tag>
            )}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Divider />
      <SafeHtml html={message.content} />
      <Divider />
      <Button onClick={() => navigate('/system/message')}>{t('common.back')}</Button>
    </Card>
  );
}
