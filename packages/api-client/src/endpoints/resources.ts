import type { z } from 'zod';
import type { ApiClient, CallOptions } from '../client/types.js';
import { send } from './call.js';
import type {
  ImportResource,
  ResourceAuditEntry,
  ResourceEndpointName,
  ResourceImportResult,
  ResourceListQuery,
  ResourcePageSchema,
  ResourceRecord,
  resourceEndpoints,
  ResourceUnique,
  ResourceUniqueQuery,
  RunResourceStep,
} from '@eldercare/contract';

/**
 * SPEC §2 business modules through the generic `/biz/resource/:module` API. The module key is
 * the declaration's `key` in @eldercare/resources (e.g. `elderlyInfo`).
 */

type ResourceRoute<N extends ResourceEndpointName> = {
  readonly method: (typeof resourceEndpoints)[N]['endpoint']['method'];
  readonly path: (typeof resourceEndpoints)[N]['endpoint']['path'];
};

/** `send` typed against the resource table: a route that drifts from the contract fails to compile. */
const callResource = <T, N extends ResourceEndpointName>(
  client: ApiClient,
  route: ResourceRoute<N>,
  params: Record<string, string | number>,
  input: { query?: unknown; body?: unknown },
  options?: CallOptions,
): Promise<T> => send<T>(client, route, { params, ...input }, options);

export type ResourcePage = Omit<z.output<typeof ResourcePageSchema>, 'records'> & {
  records: ResourceRecord[];
};

/** Filters by field name (`eq`/`like`) or `<name>Start`/`<name>End` (ranges), plus paging. */
export const listResource = (
  client: ApiClient,
  module: string,
  query: Partial<ResourceListQuery> & Record<string, unknown> = {},
  options?: CallOptions,
) =>
  callResource<ResourcePage, 'listResource'>(
    client,
    { method: 'GET', path: '/biz/resource/:module' },
    { module },
    { query },
    options,
  );

export const getResource = (client: ApiClient, module: string, id: number, options?: CallOptions) =>
  callResource<ResourceRecord, 'getResource'>(
    client,
    { method: 'GET', path: '/biz/resource/:module/:id' },
    { module, id },
    {},
    options,
  );

export const createResource = (
  client: ApiClient,
  module: string,
  body: Record<string, unknown>,
  options?: CallOptions,
) =>
  callResource<{ id: number; version: number }, 'createResource'>(
    client,
    { method: 'POST', path: '/biz/resource/:module' },
    { module },
    { body },
    options,
  );

/** `body.version` is the version the editor read; a stale one answers code 50016. */
export const updateResource = (
  client: ApiClient,
  module: string,
  id: number,
  body: { version: number } & Record<string, unknown>,
  options?: CallOptions,
) =>
  callResource<{ id: number; version: number }, 'updateResource'>(
    client,
    { method: 'PUT', path: '/biz/resource/:module/:id' },
    { module, id },
    { body },
    options,
  );

export const deleteResource = (client: ApiClient, module: string, id: number, options?: CallOptions) =>
  callResource<null, 'deleteResource'>(
    client,
    { method: 'DELETE', path: '/biz/resource/:module/:id' },
    { module, id },
    {},
    options,
  );

/** Deletes the chosen records: all of them, or none when one is outside the caller's reach. */
export const deleteResources = (client: ApiClient, module: string, ids: number[], options?: CallOptions) =>
  callResource<{ deleted: number }, 'deleteResources'>(
    client,
    { method: 'POST', path: '/biz/resource/:module/delete' },
    { module },
    { body: { ids } },
    options,
  );

export const getResourceAudit = (client: ApiClient, module: string, id: number, options?: CallOptions) =>
  callResource<ResourceAuditEntry[], 'resourceAudit'>(
    client,
    { method: 'GET', path: '/biz/resource/:module/:id/audit' },
    { module, id },
    {},
    options,
  );

/** The unmasked sensitive fields; the server records the reveal in the record's trail. */
export const revealResource = (client: ApiClient, module: string, id: number, options?: CallOptions) =>
  callResource<Record<string, unknown>, 'revealResource'>(
    client,
    { method: 'POST', path: '/biz/resource/:module/:id/reveal' },
    { module, id },
    {},
    options,
  );

/**
 * Runs the workflow step `step` (a `transitions[].key` of the module's declaration) on a record.
 * `body.version` is the version the user saw: a stale one answers 50016, a step the record's
 * state does not allow answers -1, a missing step permission 403. `body.fields` are saved with
 * the step, validated like an edit, in the same transaction: a refused step saves none of them.
 * Answers the updated record.
 */
export const runResourceStep = (
  client: ApiClient,
  module: string,
  id: number,
  step: string,
  body: RunResourceStep,
  options?: CallOptions,
) =>
  callResource<ResourceRecord, 'runResourceStep'>(
    client,
    { method: 'POST', path: '/biz/resource/:module/:id/step/:step' },
    { module, id, step },
    { body },
    options,
  );

/**
 * Whether `value` is free in the unique field `field` of the caller's data type (`excludeId`: the
 * record being edited). `existing` names the record that holds it, by title when the caller may
 * read that record, else generically.
 */
export const checkResourceUnique = (
  client: ApiClient,
  module: string,
  query: ResourceUniqueQuery,
  options?: CallOptions,
) =>
  callResource<ResourceUnique, 'checkResourceUnique'>(
    client,
    { method: 'GET', path: '/biz/resource/:module/unique' },
    { module },
    { query },
    options,
  );

export const getResourceOptions = (
  client: ApiClient,
  module: string,
  query: { keyword?: string; ids?: string; size?: number; providerId?: number } = {},
  options?: CallOptions,
) =>
  callResource<{ id: number; label: string }[], 'resourceOptions'>(
    client,
    { method: 'GET', path: '/biz/resource/:module/options' },
    { module },
    { query },
    options,
  );

/** The filtered list as `.xlsx` bytes. */
export const exportResource = (
  client: ApiClient,
  module: string,
  query: Record<string, unknown> = {},
  options?: CallOptions,
) =>
  callResource<ArrayBuffer, 'exportResource'>(
    client,
    { method: 'GET', path: '/biz/resource/:module/export' },
    { module },
    { query },
    { responseType: 'arraybuffer', ...options },
  );

/** The module's import template as `.xlsx` bytes (headers in the caller's language). */
export const importTemplate = (client: ApiClient, module: string, options?: CallOptions) =>
  callResource<ArrayBuffer, 'importTemplate'>(
    client,
    { method: 'GET', path: '/biz/resource/:module/import-template' },
    { module },
    {},
    { responseType: 'arraybuffer', ...options },
  );

export const importResource = (
  client: ApiClient,
  module: string,
  body: ImportResource,
  options?: CallOptions,
) =>
  callResource<ResourceImportResult, 'importResource'>(
    client,
    { method: 'POST', path: '/biz/resource/:module/import' },
    { module },
    { body },
    options,
  );

/**
 * A module's declaration, for a module the caller may list: how a back-office built without that
 * module (declared on the server only) still renders its pages.
 */
export const getResourceDeclaration = (client: ApiClient, module: string, options?: CallOptions) =>
  callResource<Record<string, unknown> & { key: string }, 'getResourceDeclaration'>(
    client,
    { method: 'GET', path: '/biz/resource-declaration/:module' },
    { module },
    {},
    options,
  );
