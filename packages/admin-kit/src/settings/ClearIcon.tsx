import { CloseCircleFilled } from '@ant-design/icons';
import { useKitTranslation } from '../i18n/useKitTranslation';

/** antd's clear icon named in the user's language (antd names it after its file: close-circle). */
export function ClearIcon() {
  const { t } = useKitTranslation();
  return <CloseCircleFilled aria-label={t('kit.a11y.clear')} />;
}
