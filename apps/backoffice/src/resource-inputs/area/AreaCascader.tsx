import { useResourceTranslation } from '@eldercare/admin-kit';
import { Cascader, Spin, type CascaderProps } from 'antd';
import { useMemo } from 'react';
import { codeOf, type AreaOption } from './area-lookup';
import { useAreaLookup } from './useAreaLookup';

export interface AreaCascaderProps extends Omit<
  CascaderProps<AreaOption>,
  'value' | 'defaultValue' | 'onChange' | 'options' | 'multiple'
> {
  /** The stored area code. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
}

/**
 * One area from the whole area tree, stored as its code: the pick may stop at any level (a
 * district, a street or a community) and the field shows the path (贵池区 / 秋浦街道 / 秋浦社区).
 * Typing searches names across levels; arrows, Enter and Escape work as in any antd Cascader.
 */
export function AreaCascader({ value, onChange, ...rest }: AreaCascaderProps) {
  const { t } = useResourceTranslation();
  const { lookup, isLoading } = useAreaLookup();
  // Before the tree arrives (or for an unknown code) the code itself stands in for its path.
  const path = useMemo(() => (value ? (lookup?.pathOf(value) ?? [value]) : undefined), [value, lookup]);
  return (
    <Cascader<AreaOption>
      allowClear
      showSearch
      changeOnSelect
      placeholder={t('list.areaSearch')}
      notFoundContent={isLoading ? <Spin size="small" /> : undefined}
      style={{ width: '100%' }}
      {...rest}
      options={lookup?.options ?? []}
      value={path}
      onChange={(next) => onChange?.(codeOf(next))}
    />
  );
}
