import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions } from '../data/useReferenceOptions';

export interface ReferenceSelectProps extends Omit<SelectProps<number | number[]>, 'options' | 'onSearch'> {
  /** The referenced module's key. */
  module: string;
}

/** A picker over another module's records (`/options`), searched on the server as the user types. */
export function ReferenceSelect({ module, value, ...rest }: ReferenceSelectProps) {
  const { t } = useTranslation('resources');
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const { data, isFetching } = useReferenceOptions(module, deferred);
  const options = useMemo(() => {
    const list = (data ?? []).map((o) => ({ value: o.id, label: o.label }));
    // Keep the chosen record visible even when the current search does not return it.
    const chosen = (
      Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
    ).filter((id) => !list.some((o) => o.value === id));
    return [...list, ...chosen.map((id) => ({ value: id, label: `#${id}` }))];
  }, [data, value]);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      placeholder={t('detail.referenceSearch')}
      {...rest}
      value={value}
      options={options}
    />
  );
}
