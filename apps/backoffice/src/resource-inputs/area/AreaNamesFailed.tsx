import { WarningOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The codes of a cell whose area names could not be loaded, with a warning that retries. */
export function AreaNamesFailed({ text, id, retry }: { text: string; id?: string; retry: () => void }) {
  const { t } = useTranslation('resources');
  return (
    <span id={id}>
      {text}{' '}
      <Tooltip title={t('areaNames.failed')}>
        <Button
          size="small"
          type="link"
          danger
          icon={<WarningOutlined />}
          aria-label={`${t('areaNames.failed')} ${t('areaNames.retry')}`}
          onClick={retry}
        >
          {t('areaNames.retry')}
        </Button>
      </Tooltip>
    </span>
  );
}
