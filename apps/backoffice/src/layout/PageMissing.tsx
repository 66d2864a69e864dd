import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A tab whose path no page answers (a menu entry without a page yet). */
export default function PageMissing() {
  const { t } = useTranslation();
  return <Result status="404" subTitle={t('app.pageMissing')} />;
}
