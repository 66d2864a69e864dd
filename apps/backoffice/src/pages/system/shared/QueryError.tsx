import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface QueryErrorProps {
  onRetry: () => void;
  /** The server's message, when it sent one. */
  detail?: string;
}

/** The error state of a page whose data could not be loaded (the client already showed the toast). */
export function QueryError({ onRetry, detail }: QueryErrorProps) {
  const { t } = useTranslation('system');
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
