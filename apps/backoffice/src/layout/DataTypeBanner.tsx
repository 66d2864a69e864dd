import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataType } from './data-type-store';

/**
 * While the workspace works in test or trial data (not the formal data, SPEC §4), a banner under
 * the header says so on every page: what is added or changed there is not the real records.
 */
// Spans the content area's width under the header (its 12 px padding), in a warning's colours.
const BANNER: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 8,
  margin: '-12px -12px 12px',
  padding: '6px 12px',
  background: '#fff7e6',
  borderBottom: '1px solid #ffd591',
  color: '#873800',
  fontSize: 'calc(14px * var(--ek-text-scale, 1))',
};

export function DataTypeBanner() {
  const { t } = useTranslation();
  const dataType = useDataType();
  if (dataType === 'prod') return null;
  return (
    <div role="status" className="ek-data-type-banner" data-testid="data-type-banner" style={BANNER}>
      <strong>{t(`app.dataTypes.${dataType}`)}</strong>
      <span>{t('app.dataTypeBanner')}</span>
    </div>
  );
}
