import type { Locale, RuleName, UiLocale } from '@eldercare/validators';
import type { WorkflowPageKind } from './workflow-page-kinds';

/** Every user-facing text of a declaration, in each product language (the validators' `LOCALES`). */
export type LocalisedText = { [L in Locale]: string };

/** The language a page is shown in: an authored one, or one derived from it (see `localise`). */
export type ResourceLocale = UiLocale;

/**
 * What a built-in field holds, which decides its input, its column rendering, its SQL column type
 * and its default validation (see BUILT_IN_FIELD_TYPES). ID numbers and phones are their own types
 * so lists can mask them.
 */
export type BuiltInFieldType =
  | 'text'
  | 'textarea'
  | 'idCard'
  | 'mobile'
  | 'landline'
  | 'phone'
  | 'email'
  | 'date'
  | 'datetime'
  | 'month'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  | 'enum'
  | 'area'
  | 'reference'
  | 'image'
  | 'file'
  | 'richText';

/**
 * A host's own field types, name → stored value, added by declaration merging:
 * `declare module '@eldercare/resource-language' { interface HostFieldTypes { amount: number } }`.
 * Declarations then accept the name, and `defineFieldType` gives it its traits.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the host's merging
export interface HostFieldTypes {}

export type HostFieldType = keyof HostFieldTypes & string;

/** Every type a field may have: the built-in ones and those the host defined. */
export type FieldType = BuiltInFieldType | HostFieldType;

/** How a filter matches: exact, contains, or a start/end range (the `a|b` field of SPEC §2). */
export type FilterMode = 'eq' | 'like' | 'range';

export interface ListPlacement {
  /** Column order; lower first. Fields without it keep declaration order. */
  order?: number;
  width?: number;
  fixed?: 'left' | 'right';
}

export interface FilterPlacement {
  mode: FilterMode;
  order?: number;
}

export interface EnumOption {
  value: string;
  label: LocalisedText;
}

/** An ID-card field's derived parts fill these fields (SPEC §5 ID-card helper). */
export type IdCardPart = 'birthDate' | 'gender' | 'age';

export interface FieldDeclaration {
  /** camelCase; also the API property. The SQL column is its snake_case. */
  name: string;
  type: FieldType;
  label: LocalisedText;
  required?: boolean;
  /** Validator rule names from @eldercare/validators, checked in order. */
  rules?: readonly RuleName[];
  maxLength?: number;
  /** enum: the dictionary type (`dict_type`) whose entries are the options... */
  dict?: string;
  /** ...or fixed options when no dictionary exists. */
  options?: readonly EnumOption[];
  /** enum/area/reference/image/file: several values. */
  multiple?: boolean;
  /** reference: the module key and the field of it shown as the label. */
  reference?: { module: string; labelField: string };
  /**
   * idCard fields: the holder must be at least this many full years old today (a module of elderly
   * people). Form, server and import refuse a younger holder with `validators.field.minAge`.
   */
  minAge?: number;
  /** Filled from an ID-card field of the same record; read-only in the form. */
  derivedFrom?: { field: string; part: IdCardPart };
  /** Shown as a list column (true = default placement). */
  list?: boolean | ListPlacement;
  /** Offered in the filter bar. */
  filter?: boolean | FilterPlacement;
  /** Detail-form section key; false hides it from the form (e.g. server-set columns). */
  section?: string | false;
  /** Spans the whole form row (textareas, rich text, galleries). */
  wide?: boolean;
  /** Lists mask it unless the user may reveal it (ID numbers, phones). */
  sensitive?: boolean;
  /** Help text under the input. */
  help?: LocalisedText;
  /**
   * No two live records of the same data type (formal / test / trial) may hold the same value: the
   * server refuses a duplicate naming the record that has it (a unique index backs the check), and
   * the form asks before saving (`GET /biz/resource/:module/unique`). Empty values are not compared.
   */
  unique?: true;
}

export interface SectionDeclaration {
  key: string;
  title: LocalisedText;
}

/** The built-in row actions the generic pages know; `custom` ones call the host. */
export type RowActionKind = 'look' | 'edit' | 'delete' | 'custom';

export interface RowActionDeclaration {
  key: string;
  kind: RowActionKind;
  title: LocalisedText;
  /** The button permission name (SPEC §6): the action is hidden without it. */
  permission: string;
  danger?: boolean;
  /** Asked before running (delete asks by default). */
  confirm?: LocalisedText;
}

/** Toolbar buttons above a list, each with its permission name. */
export interface ToolbarDeclaration {
  add?: string | false;
  export?: string | false;
  import?: string | false;
}

/**
 * How the detail route carries the record: an optional `/:id` (add + edit), a required one, none
 * (a singleton page), or `query` — the route has no id segment (SPEC §2 lists it bare, e.g.
 * `/weeklyMenu/details`) and the list page passes the record as `?id=…&modelType=add|look|edit`.
 */
export type DetailIdMode = 'optional' | 'required' | 'none' | 'query';

/**
 * A further fixed route of SPEC §2 that belongs to a module but is not its generic detail page:
 * - `workflow`: a page for one step of the record's workflow (contract approval, assessment report,
 *   order dispatch, call toolbar, activity upload), built on top of the generic detail page;
 * - `variant`: another rendering of the same record's detail (e.g. a city-specific layout).
 * `path` + `variant` must match the route's FIXED_ROUTES entry.
 */
export interface ExtraRouteDeclaration {
  /** The page kind; a host gives each kind its page. */
  key: WorkflowPageKind;
  kind: 'workflow' | 'variant';
  /** Path without the id segment. */
  path: string;
  idMode: 'required' | 'query';
  /** Name of the id parameter when it is not `id`. */
  param?: string;
  title: LocalisedText;
  /** Button permission that opens it. */
  permission: string;
  /** What the page does, for the page's builder. */
  purpose: string;
}

/** One step of a record's workflow: allowed from some states of the status field, leads to one. */
export interface WorkflowTransition {
  key: string;
  from: readonly string[];
  to: string;
  title: LocalisedText;
  /** Button permission of the step (SPEC §6). */
  permission: string;
  /** The step asks for an opinion (e.g. a rejection reason). */
  needsOpinion?: boolean;
}

/**
 * A status-driven workflow (draft → submitted → approved / rejected ...). The server refuses a
 * step whose `from` does not hold the record's current status; the status field's values come
 * from its dictionary. Edits outside the steps never change the status field.
 */
export interface WorkflowDeclaration {
  /** The enum field holding the state. */
  field: string;
  initial: string;
  transitions: readonly WorkflowTransition[];
}

export interface ResourceDeclaration {
  /** Unique camelCase key, e.g. `elderlyInfo`. */
  key: string;
  /** The host's menu group the module's pages appear under (a key of its own menu). */
  group: string;
  title: LocalisedText;
  /** The list page route, e.g. `/elderlyInfo/index`. */
  listRoute: string;
  /** The fixed detail route of SPEC §2 without `/:id`, e.g. `/elderlyInfo/details`. */
  detailRoute: string;
  detailId: DetailIdMode;
  /** Name of the detail route's id parameter when it is not `id` (e.g. `orgId`). */
  detailParam?: string;
  /** Workflow pages and detail variants of this module (see ExtraRouteDeclaration). */
  extraRoutes?: readonly ExtraRouteDeclaration[];
  /** Status workflow of the record, when it has one. */
  workflow?: WorkflowDeclaration;
  /** SQL table; snake_case, business tables start with `biz_`. */
  table: string;
  fields: readonly FieldDeclaration[];
  sections: readonly SectionDeclaration[];
  actions: readonly RowActionDeclaration[];
  toolbar?: ToolbarDeclaration;
  /** Field holding the record's area code, for data scope by area (ARCHITECTURE.md). */
  areaField?: string;
  /** The field shown as the record's title (tab titles, delete confirmations). */
  titleField: string;
  /** Default list order. */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Free text for maintainers: how the fields were chosen, where the spec was unclear. */
  notes?: string;
}
