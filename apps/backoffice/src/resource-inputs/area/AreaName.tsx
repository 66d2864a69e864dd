import { joinValues, useResourceTranslation } from '@eldercare/admin-kit';
import { Tooltip } from 'antd';
import { AreaNamePending, areaCodesOf } from './area-codes';
import { AreaNamesFailed } from './AreaNamesFailed';
import { useAreaLookup } from './useAreaLookup';

export interface AreaNameProps {
  /** One area code or several. */
  value: unknown;
  id?: string;
}

/**
 * An area code shown as its name (秋浦社区), the full path in a tooltip. While the tree loads a
 * placeholder stands in and the names draw when it arrives; if it cannot be loaded the codes show
 * with a warning that says so and retries (as does the next focus of the window). A code the tree
 * does not know shows itself, so nothing stored is ever hidden.
 */
export function AreaName({ value, id }: AreaNameProps) {
  const { t, language } = useResourceTranslation();
  const { lookup, isLoading, isError, retry } = useAreaLookup();
  const codes = areaCodesOf(value);
  if (codes.length === 0) return null;
  if (!lookup && isError) return <AreaNamesFailed text={joinValues(codes, language)} id={id} retry={retry} />;
  if (!lookup || isLoading) return <AreaNamePending value={value} id={id} />;
  const shown = codes.map((code) => ({ code, area: lookup.describe(code) }));
  const text = joinValues(
    shown.map((s) => s.area?.name ?? s.code),
    language,
  );
  const title = shown.map((s) => (
    <div key={s.code}>{s.area?.path ?? t('list.areaUnknown', { code: s.code })}</div>
  ));
  return (
    <Tooltip title={title}>
      <span id={id}>{text}</span>
    </Tooltip>
  );
}
