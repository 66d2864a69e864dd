import { Badge, Button, Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHealth } from '@eldercare/api-client/react';
import { uptimeParts } from './format-uptime';

/** Server and database state from `/prod-api/health`, refreshed every 30 s while shown. */
export function HealthCard() {
  const { t } = useTranslation('ops');
  const health = useHealth({ refetchInterval: 30_000, retry: false });
  const data = health.data;
  const up = data ? uptimeParts(data.uptimeSeconds) : null;
  return (
    <Card
      variant="borderless"
      title={t('health.title')}
      extra={
        <Button size="small" onClick={() => void health.refetch()} loading={health.isFetching}>
          {t('refresh')}
        </Button>
      }
    >
      {health.isLoading ? (
        <Skeleton active />
      ) : (
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('health.server')}>
            {health.isError ? (
              <Badge status="error" text={t('health.down')} />
            ) : (
              <Badge status="success" text={t('health.up')} />
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('health.database')}>
            {data?.dbOk ? (
              <Badge status="success" text={t('health.dbOk')} />
            ) : (
              <Badge status="error" text={t('health.dbDown')} />
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('health.engine')}>
            {data ? t(`health.engines.${data.db}`) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('health.migration')}>{data?.migration ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('health.version')}>{data?.version ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('health.uptime')}>
            {up ? t('health.uptimeValue', up) : '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
