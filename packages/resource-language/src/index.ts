/**
 * The declaration language of resource modules: the types a module is written in, the builders that
 * write one (`defineModule`, `f`, `dictionary`) and the helpers that read one (placement, rules,
 * workflow, labels). It holds no module: a catalogue of modules is the host's.
 */
export type {
  BuiltInFieldType,
  DetailIdMode,
  EnumOption,
  ExtraRouteDeclaration,
  FieldDeclaration,
  FieldType,
  FilterMode,
  HostFieldType,
  HostFieldTypes,
  FilterPlacement,
  IdCardPart,
  ListPlacement,
  LocalisedText,
  ResourceDeclaration,
  ResourceLocale,
  RowActionDeclaration,
  RowActionKind,
  SectionDeclaration,
  ToolbarDeclaration,
  WorkflowDeclaration,
  WorkflowTransition,
} from './types';
export { localise, text } from './text';
export {
  BUILT_IN_FIELD_TYPES,
  defineFieldType,
  fieldTypeTraits,
  isBuiltInFieldType,
  isKnownFieldType,
} from './field-types';
export type { FieldTypeDefinition, FieldTypeTraits, StorageKind } from './field-types';
export { WORKFLOW_PAGE_KINDS, isWorkflowPageKind } from './workflow-page-kinds';
export type { WorkflowPageKind } from './workflow-page-kinds';
export { STANDARD_TOOLBAR, standardActions } from './actions';
export {
  defaultFilterMode,
  filterFields,
  findField,
  formSections,
  listFields,
  rangeNames,
} from './placement';
export type { FilterField, FormSection } from './placement';
export { checkDeclaration } from './check-declaration';
export { fieldProblem, normaliseFieldInput, rulesOf, validateRecord } from './validate-record';
export { f, label } from './field';
export type { FieldOptions, Label } from './field';
export { BASIC_SECTION, defineModule, snakeCase } from './define-module';
export type { ModuleInput } from './define-module';
export { dictionary } from './define-dictionary';
export type { Dictionary, DictionaryEntry, EntryRow } from './define-dictionary';
export { isReviewStep, reviewStates } from './review';
