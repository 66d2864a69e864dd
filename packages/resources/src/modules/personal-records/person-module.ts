import type { FieldDeclaration, ResourceDeclaration, SectionDeclaration } from '@eldercare/resource-language';
import { PERSON_SECTIONS, personFields } from '../../groups/person';
import { defineModule, type ModuleInput } from '@eldercare/resource-language';

type PersonModuleInput = Omit<ModuleInput, 'group' | 'fields' | 'sections' | 'detailRoute' | 'listRoute'> & {
  /** Route base, e.g. `/elderlyInfo`: list `/elderlyInfo/index`, detail `/elderlyInfo/details`. */
  base: string;
  /** Extra sections after the Person ones. */
  extraSections: SectionDeclaration[];
  extraFields: FieldDeclaration[];
  /** Each person has one record here: the ID number is unique (personFields). */
  oneRecordPerPerson: boolean;
  /** A register of elderly people: the youngest age its ID numbers may give (personFields). */
  minAge?: number;
};

/** A personal-record module of SPEC §2: the Person group, scoped by community, plus its own fields. */
export function personModule(input: PersonModuleInput): ResourceDeclaration {
  const { base, extraSections, extraFields, oneRecordPerPerson, minAge, ...rest } = input;
  return defineModule({
    group: 'personalRecords',
    listRoute: `${base}/index`,
    detailRoute: `${base}/details`,
    areaField: 'community',
    sort: { field: 'name', order: 'asc' },
    sections: [...PERSON_SECTIONS, ...extraSections],
    fields: [...personFields({ oneRecordPerPerson, minAge }), ...extraFields],
    ...rest,
  });
}
