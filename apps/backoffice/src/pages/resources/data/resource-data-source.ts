import {
  createResource,
  deleteResource,
  exportResource,
  getResource,
  getResourceAudit,
  getResourceOptions,
  importResource,
  listResource,
  revealResource,
  runResourceStep,
  updateResource,
  type ApiClient,
  type CallOptions,
} from '@eldercare/api-client';
import type {
  ResourceAuditEntry,
  ResourceImportResult,
  ResourceRecord,
} from '@eldercare/api-client/contract';

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
 * Everything the generic list and detail pages need from the server for one module, with no
 * HTTP or react-query in sight: the pages talk to this, the host decides how it is fetched.
 */
export interface ResourceDataSource {
  readonly module: string;
  list(params: ListParams, options?: CallOptions): Promise<ListResult>;
  get(id: number, options?: CallOptions): Promise<ResourceRecord>;
  create(values: Record<string, unknown>): Promise<Saved>;
  /** `version` is the one the editor read; a stale one is refused (code 50016). */
  update(id: number, values: Record<string, unknown>, version: number): Promise<Saved>;
  remove(id: number): Promise<void>;
  audit(id: number, options?: CallOptions): Promise<ResourceAuditEntry[]>;
  reveal(id: number): Promise<Record<string, unknown>>;
  /**
   * Runs workflow step `step` against the `version` shown (stale → 50016, a step the state does not
   * allow → -1, a missing opinion → -1 on `comment`); answers the updated record.
   */
  step(id: number, step: string, version: number, comment?: string): Promise<ResourceRecord>;
  /** Reference pickers: id + label of another module's records. */
  options(module: string, keyword?: string, options?: CallOptions): Promise<{ id: number; label: string }[]>;
  exportXlsx(filters: Record<string, unknown>): Promise<ArrayBuffer>;
  /** `file` is the workbook as base64; `validOnly` imports the valid rows and skips the others. */
  importXlsx(file: string, validOnly: boolean): Promise<ResourceImportResult>;
}

/** Drops empty filter values so the server never sees `name=` (it would refuse or match nothing). */
export function listQuery(params: ListParams): Record<string, unknown> {
  const query: Record<string, unknown> = { current: params.current, size: params.size };
  for (const [key, value] of Object.entries(params.filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    query[key] = value;
  }
  if (params.sortField) {
    query.sortField = params.sortField;
    query.sortOrder = params.sortOrder ?? 'asc';
  }
  return query;
}

/** The data source of one module over the api-client's `/biz/resource/:module` endpoints. */
export function createResourceDataSource(client: ApiClient, module: string): ResourceDataSource {
  return {
    module,
    list: async (params, options) => {
      const page = await listResource(client, module, listQuery(params), options);
      return { records: page.records, total: page.total, isTotalEstimated: page.isTotalEstimated };
    },
    get: (id, options) => getResource(client, module, id, options),
    create: (values) => createResource(client, module, values),
    update: (id, values, version) => updateResource(client, module, id, { ...values, version }),
    remove: async (id) => {
      await deleteResource(client, module, id);
    },
    audit: (id, options) => getResourceAudit(client, module, id, options),
    reveal: (id) => revealResource(client, module, id),
    step: (id, step, version, comment) =>
      runResourceStep(client, module, id, step, comment ? { version, comment } : { version }),
    options: (other, keyword, options) =>
      getResourceOptions(client, other, keyword ? { keyword, size: 20 } : { size: 20 }, options),
    exportXlsx: (filters) => exportResource(client, module, listQuery({ current: 1, size: 10, filters })),
    importXlsx: (file, validOnly) => importResource(client, module, { file, validOnly }),
  };
}
