import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** SPEC §2 /404 and /401. */
export function ErrorPage({ kind }: { kind: 'notFound' | 'forbidden' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={kind === 'notFound' ? '404' : '403'}
      title={t(`errors.${kind}Title`)}
      subTitle={t(`errors.${kind}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}

export function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}

export function ForbiddenPage() {
  return <ErrorPage kind="forbidden" />;
}
