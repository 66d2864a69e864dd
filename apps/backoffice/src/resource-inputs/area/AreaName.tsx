import { joinValues, useResourceTranslation } from '@eldercare/admin-kit';
import { Tooltip } from 'antd';
import { areaCodesOf } from './area-codes';
import { useAreaLookup } from './useAreaLookup';

export interface AreaNameProps {
  /** One area code or several. */
  value: unknown;
  id?: string;
}

/**
 * An area code shown as its name (秋浦社区), the full path in a tooltip. An unknown code (or the
 * tree still loading) shows the code itself, so nothing stored is ever hidden.
 */
export function AreaName({ value, id }: AreaNameProps) {
  const { t, language } = useResourceTranslation();
  const { lookup } = useAreaLookup();
  const codes = areaCodesOf(value);
  if (codes.length === 0) return null;
  const shown = codes.map((code) => ({ code, area: lookup?.describe(code) }));
  const text = joinValues(
    shown.map((s) => s.area?.name ?? s.code),
    language,
  );
  const title = lookup
    ? shown.map((s) => <div key={s.code}>{s.area?.path ?? t('list.areaUnknown', { code: s.code })}</div>)
    : undefined;
  return (
    <Tooltip title={title}>
      <span id={id}>{text}</span>
    </Tooltip>
  );
}
