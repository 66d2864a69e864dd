export type {
  DetailIdMode,
  EnumOption,
  FieldDeclaration,
  FieldType,
  FilterMode,
  FilterPlacement,
  IdCardPart,
  ListPlacement,
  LocalisedText,
  MenuGroup,
  ResourceDeclaration,
  ResourceLocale,
  RowActionDeclaration,
  RowActionKind,
  SectionDeclaration,
  ToolbarDeclaration,
} from './format/types';
export { localise, text } from './format/text';
export { STANDARD_TOOLBAR, standardActions } from './format/actions';
export { filterFields, findField, formSections, listFields, rangeNames } from './format/placement';
export type { FilterField, FormSection } from './format/placement';
export { checkDeclaration } from './format/check-declaration';
export { rulesOf, validateRecord } from './format/validate-record';
export { PERSON_SECTIONS, personFields } from './groups/person';
export { RESOURCES, disabledInfo, elderlyInfo, findResource, pensionAgency } from './modules/index';
export { FIXED_ROUTES, fixedRoutePatterns } from './routes/fixed-routes';
export type { FixedRoute, FixedRouteVariant } from './routes/fixed-routes';
