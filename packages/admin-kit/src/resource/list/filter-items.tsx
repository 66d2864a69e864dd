import { type FilterItem } from '../../filter-bar/FilterBar';
import {
  filterFields,
  localise,
  type ResourceDeclaration,
  type ResourceLocale,
} from '@eldercare/resource-language';
import type { ServerDictionaries } from '../data/dictionary-options';
import type { useFieldRenderers } from '../fields/useFieldRenderers';

/** The filter bar's inputs, from the declaration's filter fields (ranges as `aStart|aEnd`). */
export function filterItems(
  resource: ResourceDeclaration,
  language: ResourceLocale,
  dictionaries: ServerDictionaries,
  renderersOf: ReturnType<typeof useFieldRenderers>,
): FilterItem[] {
  return filterFields(resource).map(({ field, mode, formName }) => {
    const { Filter } = renderersOf(field.type);
    return {
      name: formName,
      label: localise(field.label, language),
      children: <Filter field={field} mode={mode} language={language} dictionaries={dictionaries} />,
    };
  });
}
