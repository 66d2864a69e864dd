import { useResourceTranslation } from '@eldercare/admin-kit';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useReferenceLabels, useReferenceOptions } from './useReferenceOptions';

export interface ReferenceSelectProps extends Omit<SelectProps<number | number[]>, 'options' | 'onSearch'> {
  /** The referenced module's key. */
  module: string;
  /** Only records of this provider (an order's assignee among its provider's staff). */
  providerId?: number;
}

/** A picker over another module's records (`/options`), searched on the server as the user types. */
export function ReferenceSelect({ module, value, providerId, ...rest }: ReferenceSelectProps) {
  const { t } = useResourceTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const { data, isFetching } = useReferenceOptions(module, deferred, true, providerId);
  const chosenIds = useMemo(
    () => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]),
    [value],
  );
  const missing = chosenIds.filter((id) => !(data ?? []).some((o) => o.id === id));
  const { data: chosenLabels } = useReferenceLabels(module, missing);
  const options = useMemo(() => {
    const list = (data ?? []).map((o) => ({ value: o.id, label: o.label }));
    // Keep the chosen record visible, with its title, even when the current search does not return it.
    const chosen = chosenIds
      .filter((id) => !list.some((o) => o.value === id))
      .map((id) => ({ value: id, label: chosenLabels?.find((o) => o.id === id)?.label ?? `#${id}` }));
    return [...list, ...chosen];
  }, [data, chosenIds, chosenLabels]);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      {...rest}
      placeholder={rest.placeholder ?? t('detail.referenceSearch')}
      value={value}
      options={options}
    />
  );
}
