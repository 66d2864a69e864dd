/**
 * The declaration format and its helpers, without the catalogue: what renderers (the admin-kit)
 * need. Kept apart so a bundle that renders declarations does not carry all ~120 of them.
 */
export type {
  DetailIdMode,
  EnumOption,
  ExtraRouteDeclaration,
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
  WorkflowDeclaration,
  WorkflowTransition,
} from './format/types';
export { localise, text } from './format/text';
export { WORKFLOW_PAGE_KINDS, isWorkflowPageKind } from './format/workflow-page-kinds';
export type { WorkflowPageKind } from './format/workflow-page-kinds';
export { STANDARD_TOOLBAR, standardActions } from './format/actions';
export {
  defaultFilterMode,
  filterFields,
  findField,
  formSections,
  listFields,
  rangeNames,
} from './format/placement';
export type { FilterField, FormSection } from './format/placement';
export { checkDeclaration } from './format/check-declaration';
export { fieldProblem, normaliseFieldInput, rulesOf, validateRecord } from './format/validate-record';
export { f, label } from './groups/field';
export type { FieldOptions, Label } from './groups/field';
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
export { defineModule, snakeCase } from './modules/define-module';
export type { ModuleInput } from './modules/define-module';
export { isReviewStep, reviewStates } from './format/review';
