import { useTranslation } from 'react-i18next';

/** The system forms' "required" rule: `required(label)` names the field in its message. */
export function useRequiredRule() {
  const { t } = useTranslation('system');
  return (field: string) => ({ required: true, message: t('common.required', { field }) });
}
