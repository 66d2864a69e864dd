import { joinValues, type ReferenceLabelProps } from '@eldercare/admin-kit';
import { useTranslation } from 'react-i18next';
import { useReferenceLabels } from './useReferenceOptions';

/** Ids of another module's records as their titles (a record the server did not label, e.g. one just saved). */
export function ReferenceLabel({ module, value }: ReferenceLabelProps) {
  const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isSafeInteger);
  const { data } = useReferenceLabels(module, ids);
  const { i18n } = useTranslation();
  return (
    <>
      {joinValues(
        ids.map((id) => data?.find((o) => o.id === id)?.label ?? `#${id}`),
        i18n.language,
      )}
    </>
  );
}
