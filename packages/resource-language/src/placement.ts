import { fieldTypeTraits } from './field-types';
import type {
  FieldDeclaration,
  FilterPlacement,
  ListPlacement,
  ResourceDeclaration,
  SectionDeclaration,
} from './types';

function orderOf(placement: boolean | ListPlacement | FilterPlacement | undefined, index: number): number {
  return typeof placement === 'object' && placement.order !== undefined ? placement.order : 1000 + index;
}

/** The list columns in display order. */
export function listFields(resource: ResourceDeclaration): FieldDeclaration[] {
  return resource.fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.list)
    .sort((a, b) => orderOf(a.field.list, a.index) - orderOf(b.field.list, b.index))
    .map(({ field }) => field);
}

export interface FilterField {
  field: FieldDeclaration;
  mode: FilterPlacement['mode'];
  /** The filter form's field name: `a|b` for ranges (SPEC §2), split into a and b on query. */
  formName: string;
}

/** Range filters send `<name>Start` and `<name>End`. */
export function rangeNames(name: string): [string, string] {
  return [`${name}Start`, `${name}End`];
}

/** How a field filters when its declaration does not say: ranges for dates and numbers, exact for choices. */
export function defaultFilterMode(field: FieldDeclaration): FilterPlacement['mode'] {
  return fieldTypeTraits(field.type).filter;
}

/** The filter bar's fields in display order. */
export function filterFields(resource: ResourceDeclaration): FilterField[] {
  return resource.fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.filter)
    .sort((a, b) => orderOf(a.field.filter, a.index) - orderOf(b.field.filter, b.index))
    .map(({ field }) => {
      const mode = typeof field.filter === 'object' ? field.filter.mode : defaultFilterMode(field);
      return { field, mode, formName: mode === 'range' ? rangeNames(field.name).join('|') : field.name };
    });
}

export interface FormSection {
  section: SectionDeclaration;
  fields: FieldDeclaration[];
}

/** The detail form's sections with their fields; empty sections are left out. */
export function formSections(resource: ResourceDeclaration): FormSection[] {
  const first = resource.sections[0]?.key;
  return resource.sections
    .map((section) => ({
      section,
      fields: resource.fields.filter((f) => f.section !== false && (f.section ?? first) === section.key),
    }))
    .filter((s) => s.fields.length > 0);
}

export function findField(resource: ResourceDeclaration, name: string): FieldDeclaration | undefined {
  return resource.fields.find((f) => f.name === name);
}
