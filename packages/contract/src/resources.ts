import { z } from 'zod';
import { pageOf } from './envelope.js';
import { IdListTextSchema, IdSchema, IdTextSchema, idListTextSchema } from './ids.js';

/** Largest page of a resource list (lists are read on screens, exports have their own cap). */
export const RESOURCE_MAX_PAGE_SIZE = 200;
/** Rows one bulk action (delete, export of the chosen rows) may name: a whole page at its largest. */
export const RESOURCE_SELECTION_MAX = RESOURCE_MAX_PAGE_SIZE;
/** Rows an export may hold: a whole Excel sheet (1,048,576 rows, one the header); narrow the filters beyond. */
export const RESOURCE_EXPORT_MAX_ROWS = 1_048_575;
/** Rows one import may carry: a district's register. */
export const RESOURCE_IMPORT_MAX_ROWS = 100_000;

export const ResourceModuleParamsSchema = z.object({
  module: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/),
});
export const ResourceIdParamsSchema = ResourceModuleParamsSchema.extend({ id: IdTextSchema });
/** A workflow step of one record: the step key is the declaration's `transitions[].key`. */
export const ResourceStepParamsSchema = ResourceIdParamsSchema.extend({
  step: z.string().regex(/^[a-z][A-Za-z0-9]{0,63}$/),
});

/**
 * A list query: paging, sort, and the module's declared filters by name (`eq` and `like` filters
 * by field name, `range` filters as `<name>Start` / `<name>End`). Unknown filter names are refused.
 */
export const ResourceListQuerySchema = z.looseObject({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(RESOURCE_MAX_PAGE_SIZE).default(10),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  /** Only these records (the rows chosen on the list), within the other filters and the caller's scope. */
  ids: idListTextSchema(RESOURCE_SELECTION_MAX).optional(),
});
export type ResourceListQuery = z.input<typeof ResourceListQuerySchema>;

/** A record as the API carries it: declared fields by their camelCase names plus the system columns. */
export const ResourceRecordSchema = z.looseObject({
  id: z.number().int(),
  version: z.number().int(),
  areaCode: z.string(),
  dataType: z.enum(['prod', 'test', 'trial']),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedBy: z.number().int().nullable(),
  updatedAt: z.string(),
  /**
   * Reference fields' display text by field name (the referenced records' titles, joined with 、),
   * for referenced records in the caller's scope; read-only, ignored on writes.
   */
  referenceLabels: z.record(z.string(), z.string()).optional(),
});
export type ResourceRecord = z.infer<typeof ResourceRecordSchema> & Record<string, unknown>;

/**
 * A page of records. Past the server's exact-count limit (5,000 matches) `total` is the database's
 * estimate, rounded up to two significant digits, and `isTotalEstimated` is true: show it as such
 * ("约 12,000 条"). Absent or false: `total` is exact.
 */
export const ResourcePageSchema = pageOf(ResourceRecordSchema).extend({
  isTotalEstimated: z.boolean().optional(),
});

/** New record: the declared fields; derived and system fields are computed by the server. */
export const CreateResourceSchema = z.record(z.string(), z.unknown());
export type CreateResource = Record<string, unknown>;

/** Edit: the fields to change plus the `version` the editor read (stale versions are refused). */
export const UpdateResourceSchema = z.looseObject({ version: z.number().int().min(0) });
export type UpdateResource = { version: number } & Record<string, unknown>;

/** Bulk delete: every named record is in the caller's scope and goes, or none does. */
export const DeleteResourcesSchema = z.object({
  ids: z.array(IdSchema).min(1).max(RESOURCE_SELECTION_MAX),
});
export type DeleteResources = z.infer<typeof DeleteResourcesSchema>;
export const DeletedResourcesSchema = z.object({ deleted: z.number().int() });

export const ResourceSavedSchema = z.object({ id: z.number().int(), version: z.number().int() });

/** Longest opinion a workflow step carries (a rejection reason, a cancellation note). */
export const RESOURCE_STEP_COMMENT_MAX = 500;

/**
 * Runs one workflow step: the `version` the user saw (a stale one is refused like a stale edit),
 * an optional opinion (required by steps declared with `needsOpinion`), and the fields the page
 * saves with the step: validated like an edit and written with the state change in one
 * transaction, so a refused step leaves them unsaved.
 */
export const RunResourceStepSchema = z.object({
  version: z.number().int().min(0),
  comment: z.string().trim().max(RESOURCE_STEP_COMMENT_MAX).optional(),
  fields: z.record(z.string(), z.unknown()).optional(),
});
export type RunResourceStep = z.input<typeof RunResourceStepSchema>;

export const ResourceAuditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const RESOURCE_AUDIT_ACTIONS = ['create', 'update', 'delete', 'reveal', 'import', 'step'] as const;
export const ResourceAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(RESOURCE_AUDIT_ACTIONS),
  userId: z.number().int().nullable(),
  userName: z.string(),
  changes: z.array(ResourceAuditChangeSchema),
  createdAt: z.string(),
  /** `step` entries: the workflow step's key and the opinion given with it. */
  step: z.string().optional(),
  comment: z.string().optional(),
});
export type ResourceAuditEntry = z.infer<typeof ResourceAuditEntrySchema>;

export const ResourceOptionsQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  /** Comma-separated ids to label (a chosen value the first page of a search does not hold). */
  ids: IdListTextSchema.optional(),
  size: z.coerce.number().int().min(1).max(RESOURCE_MAX_PAGE_SIZE).default(20),
  /** Only records of this provider (an order's assignee is one of its provider's staff). */
  providerId: z.coerce.number().int().positive().optional(),
});
export const ResourceOptionSchema = z.object({ id: z.number().int(), label: z.string() });

/** `.xlsx` as base64, as exported (headers in any product language, or field names). */
export const ImportResourceSchema = z.object({
  file: z.string().min(1).max(20_000_000),
  /** Import the valid rows and skip the others; by default any row error imports nothing. */
  validOnly: z.boolean().default(false),
});
export type ImportResource = z.input<typeof ImportResourceSchema>;

export const ResourceImportErrorSchema = z.object({
  /** Spreadsheet row number (the header is row 1). */
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
  /** The column's header as the sheet has it (absent when the problem is not one cell's). */
  column: z.string().optional(),
  /** What the cell holds, as typed (absent for an empty cell). */
  value: z.string().optional(),
});
export const ResourceImportResultSchema = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  errors: z.array(ResourceImportErrorSchema),
});
export type ResourceImportResult = z.infer<typeof ResourceImportResultSchema>;

export const RESOURCE_XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
