import type {
  FieldDeclaration,
  FieldTypeDefinition,
  FilterMode,
  HostFieldType,
  ResourceLocale,
} from '@eldercare/resource-language';
import type { ComponentType } from 'react';
import type { ServerDictionaries } from '../data/dictionary-options';
import type { AssigneeNarrowing } from '../detail/assignee';

/** What every renderer of a field is told besides its value. */
interface FieldContext {
  field: FieldDeclaration;
  language: ResourceLocale;
  dictionaries: ServerDictionaries;
}

/** A list cell, a summary line or an audit value: never called for an empty value. */
export interface FieldCellProps extends FieldContext {
  value: unknown;
  /** A reference field's text as the server labelled it (`record.referenceLabels`). */
  referenceLabel?: string;
}

/** The form's input; Form.Item passes `id`, `value` and `onChange`. */
export interface FieldInputProps extends FieldContext {
  /** Looked at or derived: disabled, and without the 请选择 / 请输入 prompts of an input to fill. */
  readOnly: boolean;
  /** An assignee picker: the chosen provider's staff only, and none before a provider is chosen. */
  narrowing?: AssigneeNarrowing;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * The filter bar's input; Form.Item passes `id`, `value` and `onChange`. A `range` filter sends
 * `[start, end]`, split by the page into `<name>Start` and `<name>End`.
 */
export interface FieldFilterProps extends FieldContext {
  mode: FilterMode;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** How the kit shows, edits and filters one field type. */
export interface FieldRenderers {
  Cell: ComponentType<FieldCellProps>;
  Input: ComponentType<FieldInputProps>;
  Filter: ComponentType<FieldFilterProps>;
  /** Its value is picked (a select, a picker), so an empty required one asks to choose, not to type. */
  chosen: boolean;
}

/**
 * A host's own field type for `ResourceHost.fieldTypes`: its traits (from `defineFieldType`,
 * which makes them known to the declarations and the server) and its renderers.
 */
export type HostFieldTypeDefinition<T extends HostFieldType = HostFieldType> = FieldTypeDefinition<T> &
  FieldRenderers;
