import { useKit, type Appearance } from '@eldercare/admin-kit';
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
  fontSize: 'calc(14px * var(--ek-text-scale, 1))',
};

// The light theme's own warning tints are greyed by the kit's darker warning colour; the orange
// tints stay recognisable as a warning. The dark appearance takes the theme's (antd's CSS variables).
const COLOURS: Record<Appearance, CSSProperties> = {
  light: { background: '#fff7e6', borderBottom: '1px solid #ffd591', color: '#873800' },
  dark: {
    background: 'var(--ant-color-warning-bg)',
    borderBottom: '1px solid var(--ant-color-warning-border)',
    color: 'var(--ant-color-warning-text-active)',
  },
};

export function DataTypeBanner() {
  const { t } = useTranslation();
  const dataType = useDataType();
  const { appearance } = useKit().settings;
  if (dataType === 'prod') return null;
  return (
    <div
      role="status"
      className="ek-data-type-banner"
      data-testid="data-type-banner"
      style={{ ...BANNER, ...COLOURS[appearance] }}
    >
      <strong>{t(`app.dataTypes.${dataType}`)}</strong>
      <span>{t('app.dataTypeBanner')}</span>
    </div>
  );
}
