import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { EmptySchema } from '../envelope.js';
import { IdTextSchema } from '../ids.js';
import { SIGNED_IN } from '../permissions.js';
import {
  CreateResourceSchema,
  DeletedResourcesSchema,
  DeleteResourcesSchema,
  ImportResourceSchema,
  RESOURCE_XLSX_TYPE,
  ResourceAuditEntrySchema,
  ResourceIdParamsSchema,
  ResourceImportResultSchema,
  ResourceListQuerySchema,
  ResourceModuleParamsSchema,
  ResourceOptionSchema,
  ResourceOptionsQuerySchema,
  ResourcePageSchema,
  ResourceRecordSchema,
  ResourceSavedSchema,
  ResourceStepParamsSchema,
  RunResourceStepSchema,
  UpdateResourceSchema,
} from '../resources.js';

const base = '/biz/resource/:module';

/**
 * A module declaration as data (the `ResourceDeclaration` of @eldercare/resources, which the
 * contract cannot import): declarations hold no functions, RegExps or dates, so JSON carries them
 * losslessly (apps/server/test/resources/declaration-route.test.ts checks the whole catalogue).
 */
export const ResourceDeclarationDataSchema = z.looseObject({
  key: z.string(),
  listRoute: z.string(),
  detailRoute: z.string(),
});

/** `GET …/unique`: whether `value` is free in unique field `field` (the record `excludeId` aside). */
export const ResourceUniqueQuerySchema = z.object({
  field: z.string().min(1).max(64),
  value: z.string().max(200),
  excludeId: IdTextSchema.optional(),
});
export type ResourceUniqueQuery = z.input<typeof ResourceUniqueQuerySchema>;

/**
 * `existing` names the record holding the value, only when the caller may read that record;
 * `message` is the refusal a save would get (for a record the caller may not read, a neutral one
 * that says neither whose nor where).
 */
export const ResourceUniqueSchema = z.object({
  unique: z.boolean(),
  existing: z.object({ id: z.number().int().optional(), label: z.string() }).optional(),
  message: z.string().optional(),
});
export type ResourceUnique = z.infer<typeof ResourceUniqueSchema>;

/**
 * The endpoints, each with the action whose `biz:<module>:<action>` permission it needs. Their
 * contract permission is SIGNED_IN because the concrete string depends on the path.
 */
export const resourceEndpoints = {
  listResource: {
    action: 'list',
    endpoint: defineEndpoint({
      method: 'GET',
      path: base,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'Paged, filtered list of a module’s records (sensitive fields masked)',
      params: ResourceModuleParamsSchema,
      query: ResourceListQuerySchema,
      response: ResourcePageSchema,
    }),
  },
  exportResource: {
    action: 'export',
    endpoint: defineEndpoint({
      method: 'GET',
      path: `${base}/export`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'The filtered list as an .xlsx workbook, headers in the caller’s language',
      params: ResourceModuleParamsSchema,
      query: ResourceListQuerySchema,
      response: z.unknown(),
      binary: { contentType: RESOURCE_XLSX_TYPE },
    }),
  },
  resourceOptions: {
    action: 'list',
    endpoint: defineEndpoint({
      method: 'GET',
      path: `${base}/options`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'id + label pairs for reference pickers',
      params: ResourceModuleParamsSchema,
      query: ResourceOptionsQuerySchema,
      response: z.array(ResourceOptionSchema),
    }),
  },
  checkResourceUnique: {
    /** Placeholder: the list permission or the add / edit one (see the server's route). */
    action: 'list',
    endpoint: defineEndpoint({
      method: 'GET',
      path: `${base}/unique`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary:
        'Whether a value of a unique field is free in the caller’s data type; names the record holding it when readable',
      params: ResourceModuleParamsSchema,
      query: ResourceUniqueQuerySchema,
      response: ResourceUniqueSchema,
    }),
  },
  importResource: {
    action: 'import',
    endpoint: defineEndpoint({
      method: 'POST',
      path: `${base}/import`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'Import an .xlsx, row by row, in one transaction',
      params: ResourceModuleParamsSchema,
      body: ImportResourceSchema,
      response: ResourceImportResultSchema,
    }),
  },
  importTemplate: {
    action: 'import',
    endpoint: defineEndpoint({
      method: 'GET',
      path: `${base}/import-template`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary:
        'An empty .xlsx to fill in for an import: the module’s importable columns, headers in the caller’s language, a note on each saying what it takes',
      params: ResourceModuleParamsSchema,
      response: z.unknown(),
      binary: { contentType: RESOURCE_XLSX_TYPE },
    }),
  },
  getResource: {
    action: 'query',
    endpoint: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'One record (sensitive fields masked)',
      params: ResourceIdParamsSchema,
      response: ResourceRecordSchema,
    }),
  },
  createResource: {
    action: 'add',
    endpoint: defineEndpoint({
      method: 'POST',
      path: base,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'Create a record',
      params: ResourceModuleParamsSchema,
      body: CreateResourceSchema,
      response: ResourceSavedSchema,
    }),
  },
  updateResource: {
    action: 'edit',
    endpoint: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'Edit a record (optimistic: a stale version is refused)',
      params: ResourceIdParamsSchema,
      body: UpdateResourceSchema,
      response: ResourceSavedSchema,
    }),
  },
  deleteResource: {
    action: 'delete',
    endpoint: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'Delete a record',
      params: ResourceIdParamsSchema,
      response: EmptySchema,
    }),
  },
  deleteResources: {
    action: 'delete',
    endpoint: defineEndpoint({
      method: 'POST',
      path: `${base}/delete`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'Delete the chosen records: all of them or, if one is out of reach, none',
      params: ResourceModuleParamsSchema,
      body: DeleteResourcesSchema,
      response: DeletedResourcesSchema,
    }),
  },
  resourceAudit: {
    action: 'query',
    endpoint: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/audit`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary:
        'The record’s trail: who changed which field, before and after, when (still readable after a delete)',
      params: ResourceIdParamsSchema,
      response: z.array(ResourceAuditEntrySchema),
    }),
  },
  revealResource: {
    action: 'reveal',
    endpoint: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/reveal`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary: 'The unmasked sensitive fields of a record (recorded in its trail)',
      params: ResourceIdParamsSchema,
      response: z.record(z.string(), z.unknown()),
    }),
  },
  runResourceStep: {
    /** Placeholder: the permission checked is the step's own, `biz:<module>:<step key>`. */
    action: 'step',
    endpoint: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/step/:step`,
      permission: SIGNED_IN,
      tag: 'resources',
      summary:
        'Run a workflow step with the fields saved with it: fields and state change in one transaction (optimistic, audited); answers the record',
      params: ResourceStepParamsSchema,
      body: RunResourceStepSchema,
      response: ResourceRecordSchema,
    }),
  },
  getResourceDeclaration: {
    action: 'list',
    endpoint: defineEndpoint({
      method: 'GET',
      path: '/biz/resource-declaration/:module',
      permission: SIGNED_IN,
      tag: 'resources',
      summary:
        'The module’s declaration (plain JSON data), for a module the caller may list: a back-office shows a module it was not built with',
      params: ResourceModuleParamsSchema,
      response: ResourceDeclarationDataSchema,
    }),
  },
} as const;

export type ResourceEndpointName = keyof typeof resourceEndpoints;
