import { STANDARD_TOOLBAR, standardActions } from './actions';
import { defaultFilterMode } from './placement';
import type { FieldDeclaration, ResourceDeclaration, SectionDeclaration } from './types';
import { label, type Label } from './field';

export const BASIC_SECTION: SectionDeclaration = {
  key: 'basic',
  title: label(['基本信息', 'Basic information', 'Información básica']),
};

type Defaults = 'table' | 'sections' | 'actions' | 'titleField';

export type ModuleInput = Omit<ResourceDeclaration, Defaults | 'title'> &
  Partial<Pick<ResourceDeclaration, Defaults>> & {
    title: Label;
    /**
     * The list columns, in order, when the shared groups' defaults show too many: only these fields
     * get a `list` placement (keeping a width or fixed side they had).
     */
    columns?: readonly string[];
    /** Likewise the filter bar's fields, in order. */
    filters?: readonly string[];
  };

/** snake_case of a camelCase key (`checkInPeople` → `check_in_people`). */
export function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * A module with the house defaults: table `biz_<snake key>`, one "basic" section, look/edit/delete
 * row actions, add/export/import toolbar, `name` as the title field. Anything given wins.
 */
export function defineModule(input: ModuleInput): ResourceDeclaration {
  const { columns, filters, ...rest } = input;
  let fields = rest.fields;
  if (columns) fields = place(rest.key, fields, columns, 'list');
  if (filters) fields = place(rest.key, fields, filters, 'filter');
  return {
    table: `biz_${snakeCase(input.key)}`,
    sections: [BASIC_SECTION],
    actions: standardActions(),
    toolbar: STANDARD_TOOLBAR,
    titleField: 'name',
    ...rest,
    fields,
    title: label(input.title),
  };
}

/** Gives `names` (in order) the placement `kind` and takes it from every other field. */
function place(
  key: string,
  fields: readonly FieldDeclaration[],
  names: readonly string[],
  kind: 'list' | 'filter',
): FieldDeclaration[] {
  for (const name of names) {
    if (!fields.some((f) => f.name === name)) throw new Error(`${key}: ${kind} names unknown field ${name}`);
  }
  return fields.map((field) => {
    const { [kind]: current, ...others } = field;
    const index = names.indexOf(field.name);
    if (index < 0) return others;
    const order = index + 1;
    if (kind === 'list')
      return { ...others, list: { ...(typeof current === 'object' ? current : {}), order } };
    const filter = typeof current === 'object' && 'mode' in current ? current : undefined;
    return { ...others, filter: { mode: filter?.mode ?? defaultFilterMode(field), order } };
  });
}
