import { Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §1: list pages show a technical-support line and two filing-record numbers. */
export function ListFooter() {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0}>
      <span>{t('app.support')}</span>
      <Space split="|" wrap style={{ justifyContent: 'center' }}>
        <span>{t('app.filing')}</span>
        <span>{t('app.policeFiling')}</span>
      </Space>
    </Space>
  );
}
