import { useResourceTranslation } from '@eldercare/admin-kit';
import { Spin, TreeSelect, type TreeSelectProps } from 'antd';
import { useAreaLookup } from './useAreaLookup';

export interface AreaMultiSelectProps extends Omit<
  TreeSelectProps<string[]>,
  'value' | 'defaultValue' | 'onChange' | 'treeData' | 'multiple'
> {
  /** The stored area codes. */
  value?: string[] | null;
  onChange?: (value: string[]) => void;
}

/**
 * Several areas of the area tree, stored as codes. Each area is picked on its own (a Cascader's
 * checkboxes would turn a street with all its communities ticked into the street): a street means
 * the street and everything below it wherever areas are matched. Tags show the path; typing
 * searches it.
 */
export function AreaMultiSelect({ value, onChange, ...rest }: AreaMultiSelectProps) {
  const { t } = useResourceTranslation();
  const { lookup, isLoading } = useAreaLookup();
  return (
    <TreeSelect<string[]>
      allowClear
      multiple
      showSearch
      fieldNames={{ label: 'label', value: 'value', children: 'children' }}
      treeNodeFilterProp="path"
      treeNodeLabelProp="path"
      placeholder={t('list.areaSearch')}
      notFoundContent={isLoading ? <Spin size="small" /> : undefined}
      style={{ width: '100%' }}
      {...rest}
      treeData={lookup?.options ?? []}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
    />
  );
}
