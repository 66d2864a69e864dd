/**
 * The declaration language, re-exported from `@eldercare/resource-language` for one release so that
 * existing imports keep working (import it from there), and the catalogue's shared field groups.
 */
// Named, not `export *`: esbuild's code splitting drops a star re-export of an external package.
export type {
  DetailIdMode,
  Dictionary,
  DictionaryEntry,
  EntryRow,
  EnumOption,
  ExtraRouteDeclaration,
  FieldDeclaration,
  FieldOptions,
  FieldType,
  FieldTypeDefinition,
  FieldTypeTraits,
  FilterField,
  FilterMode,
  FilterPlacement,
  FormSection,
  IdCardPart,
  Label,
  ListPlacement,
  LocalisedText,
  ModuleInput,
  ResourceDeclaration,
  ResourceLocale,
  RowActionDeclaration,
  RowActionKind,
  SectionDeclaration,
  StorageKind,
  ToolbarDeclaration,
  WorkflowDeclaration,
  WorkflowPageKind,
  WorkflowTransition,
} from '@eldercare/resource-language';
export {
  BASIC_SECTION,
  STANDARD_TOOLBAR,
  WORKFLOW_PAGE_KINDS,
  checkDeclaration,
  defaultFilterMode,
  defineFieldType,
  defineModule,
  dictionary,
  f,
  fieldProblem,
  fieldTypeTraits,
  filterFields,
  findField,
  formSections,
  isReviewStep,
  isWorkflowPageKind,
  label,
  listFields,
  localise,
  normaliseFieldInput,
  rangeNames,
  reviewStates,
  rulesOf,
  snakeCase,
  standardActions,
  text,
  validateRecord,
} from '@eldercare/resource-language';
export type { MenuGroup } from './menu/menu-group';
export { ELDERLY_MIN_AGE, PERSON_SECTIONS, personFields } from './groups/person';
export {
  addressField,
  areaField,
  attachmentsField,
  contactFields,
  coordinateFields,
  elderlyRef,
  nameField,
  periodFields,
  photosField,
  remarksField,
  section,
  statusField,
} from './groups/common';
export { AUDIT_SECTION, auditFields, auditWorkflow, reviewStatusField, reviewWorkflow } from './groups/audit';
export { FACILITY_SECTIONS, facilityFields } from './groups/facility';
export { ORGANISATION_SECTIONS, organisationFields } from './groups/organisation';
export { SERVICE_RECORD_SECTIONS, serviceRecordFields } from './groups/service-record';
export { STAFF_SECTIONS, staffFields } from './groups/staff';
export { SUBSIDY_SECTION, subsidyFields } from './groups/subsidy';
