import type { ResourceAuditEntry, ResourceImportResult, ResourceRecord } from '@eldercare/contract';

export type { ResourceAuditEntry, ResourceImportResult, ResourceRecord };

/** A list request: paging, sort and the filter bar's normalised values. */
export interface ListParams {
  current: number;
  size: number;
  filters: Record<string, unknown>;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

export interface ListResult {
  records: ResourceRecord[];
  total: number;
  /** The server's estimate rather than a count (over 5,000 matches): the pager says "about". */
  isTotalEstimated?: boolean;
}

export interface Saved {
  id: number;
  version: number;
}

/**
 * Per-call hints the pages pass on reads: `signal` cancels a read the page no longer needs;
 * `loading: false` keeps background reads out of the host's loading mask; `notify: false` means the
 * page handles the error itself (the host shows no message).
 */
export interface ResourceCallOptions {
  signal?: AbortSignal;
  loading?: boolean;
  notify?: boolean;
}

/** What a workflow step carries besides its version: an opinion and the form's edited fields. */
export interface StepPayload {
  comment?: string;
  /** Fields saved together with the step, in one transaction: a refused step saves nothing. */
  fields?: Record<string, unknown>;
}

/**
 * Whether a `unique` field's value is free; if not, the record holding it (its id only when the
 * caller may read that record, a generic label otherwise).
 */
export interface UniqueAnswer {
  unique: boolean;
  existing?: { id?: number; label: string };
  /** The server's refusal; the only text when the holder is not the caller's to see. */
  message?: string;
}

/**
 * Everything the generic list and detail pages need for one module. The host implements it (over
 * HTTP in the back-office, in memory in Storybook); the kit never speaks HTTP. A refusal rejects
 * with an object carrying the envelope's `{ code, msg, data }` (see `readResourceError`): the
 * pages read `code` 50016 as a stale version and `-1` with `data.field` as a field to mark.
 */
export interface ResourceDataSource {
  readonly module: string;
  list(params: ListParams, options?: ResourceCallOptions): Promise<ListResult>;
  get(id: number, options?: ResourceCallOptions): Promise<ResourceRecord>;
  create(values: Record<string, unknown>): Promise<Saved>;
  /** `version` is the one the editor read; a stale one is refused (code 50016). */
  update(id: number, values: Record<string, unknown>, version: number): Promise<Saved>;
  remove(id: number): Promise<void>;
  /**
   * Deletes the chosen records, all or none (a record out of reach refuses the whole call); answers
   * how many went. Without it the list offers no bulk delete.
   */
  removeMany?(ids: number[]): Promise<number>;
  audit(id: number, options?: ResourceCallOptions): Promise<ResourceAuditEntry[]>;
  /** The clear values of the record's masked fields (a logged action). */
  reveal(id: number): Promise<Record<string, unknown>>;
  /**
   * Runs workflow step `step` against the `version` shown (stale → 50016, a step the state does not
   * allow → -1, a missing opinion → -1 on `comment`); answers the updated record.
   */
  step(id: number, step: string, version: number, payload?: StepPayload): Promise<ResourceRecord>;
  /** Reference pickers: id + label of another module's records. */
  options(
    module: string,
    keyword?: string,
    options?: ResourceCallOptions,
  ): Promise<{ id: number; label: string }[]>;
  /** The filtered list as a workbook; `ids`: only those of its rows (the chosen ones). */
  exportXlsx(filters: Record<string, unknown>, ids?: number[]): Promise<ArrayBuffer>;
  /** `validOnly` imports the valid rows and skips the others; otherwise any error imports nothing. */
  importXlsx(file: Blob, validOnly: boolean): Promise<ResourceImportResult>;
  /** An empty workbook of the importable columns, headers in the user's language. */
  importTemplate?(): Promise<ArrayBuffer>;
  /** Whether `value` of a field declared `unique` is free (`excludeId`: the record being edited). */
  checkUnique?(field: string, value: unknown, excludeId?: number): Promise<UniqueAnswer>;
}
