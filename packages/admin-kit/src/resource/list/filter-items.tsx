import { type FilterItem } from '../../filter-bar/FilterBar';
import {
  filterFields,
  localise,
  type ResourceDeclaration,
  type ResourceLocale,
} from '@eldercare/resource-language';
import { DatePicker, Input, Select } from 'antd';
import { choicesOf, type ServerDictionaries } from '../data/dictionary-options';
import type { ResourceInputs } from '../inputs/resource-inputs';
import type { ResourceT } from '../i18n/useResourceTranslation';
import { NumberRange } from './NumberRange';

/** The filter bar's inputs, from the declaration's filter fields (ranges as `aStart|aEnd`). */
export function filterItems(
  resource: ResourceDeclaration,
  language: ResourceLocale,
  dictionaries: ServerDictionaries,
  t: ResourceT,
  inputs: ResourceInputs,
): FilterItem[] {
  return filterFields(resource).map(({ field, mode, formName }) => {
    const label = localise(field.label, language);
    let input;
    if (mode === 'range') {
      input =
        field.type === 'date' || field.type === 'datetime' || field.type === 'month' ? (
          <DatePicker.RangePicker
            style={{ width: '100%' }}
            picker={field.type === 'month' ? 'month' : 'date'}
            placeholder={[t('list.rangeStart'), t('list.rangeEnd')]}
          />
        ) : (
          <NumberRange />
        );
    } else if (field.type === 'enum' || field.type === 'boolean') {
      const options =
        field.type === 'boolean'
          ? [
              { value: 'true', label: t('list.yes') },
              { value: 'false', label: t('list.no') },
            ]
          : choicesOf(field, language, dictionaries);
      input = (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          placeholder={t('list.selectPlaceholder')}
        />
      );
    } else if (field.type === 'area') {
      // One area; the server matches it and everything below it.
      input = <inputs.area />;
    } else if (field.type === 'reference' && field.reference) {
      input = <inputs.reference module={field.reference.module} />;
    } else {
      input = <Input allowClear placeholder={t('list.inputPlaceholder')} />;
    }
    return { name: formName, label, children: input };
  });
}
