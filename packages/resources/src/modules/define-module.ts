import { STANDARD_TOOLBAR, standardActions } from '../format/actions';
import type { ResourceDeclaration, SectionDeclaration } from '../format/types';
import { label, type Label } from '../groups/field';

export const BASIC_SECTION: SectionDeclaration = {
  key: 'basic',
  title: label(['基本信息', 'Basic information', 'Información básica']),
};

type Defaults = 'table' | 'sections' | 'actions' | 'titleField';

export type ModuleInput = Omit<ResourceDeclaration, Defaults | 'title'> &
  Partial<Pick<ResourceDeclaration, Defaults>> & { title: Label };

/** snake_case of a camelCase key (`checkInPeople` → `check_in_people`). */
export function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * A module with the house defaults: table `biz_<snake key>`, one "basic" section, look/edit/delete
 * row actions, add/export/import toolbar, `name` as the title field. Anything given wins.
 */
export function defineModule(input: ModuleInput): ResourceDeclaration {
  return {
    table: `biz_${snakeCase(input.key)}`,
    sections: [BASIC_SECTION],
    actions: standardActions(),
    toolbar: STANDARD_TOOLBAR,
    titleField: 'name',
    ...input,
    title: label(input.title),
  };
}
