import type { CallOptions } from '../../client/types.js';
import type { ImportResource, RunResourceStep } from '@eldercare/contract';
import {
  createResource,
  deleteResource,
  getResource,
  getResourceAudit,
  getResourceOptions,
  importResource,
  listResource,
  revealResource,
  runResourceStep,
  updateResource,
} from '../../endpoints/resources.js';
import { apiKeys } from '../query-keys.js';
import {
  useApiMutation,
  useApiQuery,
  type MutationHookOptions,
  type QueryHookOptions,
} from '../use-api-query.js';

/** Hooks of the generic `/biz/resource/:module` API; every write reloads that module's queries. */

type Data<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
type ListQuery = Parameters<typeof listResource>[2];

export const useResourceList = (
  module: string,
  query: NonNullable<ListQuery> = {},
  options?: QueryHookOptions<Data<typeof listResource>>,
) =>
  useApiQuery(
    apiKeys.resources.list(module, query),
    (client, call: CallOptions) => listResource(client, module, query, call),
    options,
  );

export const useResource = (
  module: string,
  id: number,
  options?: QueryHookOptions<Data<typeof getResource>>,
) =>
  useApiQuery(
    apiKeys.resources.detail(module, id),
    (client, call) => getResource(client, module, id, call),
    options,
  );

export const useResourceAudit = (
  module: string,
  id: number,
  options?: QueryHookOptions<Data<typeof getResourceAudit>>,
) =>
  useApiQuery(
    apiKeys.resources.audit(module, id),
    (client, call) => getResourceAudit(client, module, id, call),
    options,
  );

export const useResourceOptions = (
  module: string,
  query: { keyword?: string; size?: number } = {},
  options?: QueryHookOptions<Data<typeof getResourceOptions>>,
) =>
  useApiQuery(
    apiKeys.resources.options(module, query),
    (client, call) => getResourceOptions(client, module, query, call),
    options,
  );

export const useCreateResource = (
  module: string,
  options?: MutationHookOptions<Data<typeof createResource>, Record<string, unknown>>,
) =>
  useApiMutation(
    (client, body: Record<string, unknown>) => createResource(client, module, body),
    [apiKeys.resources.module(module)],
    options,
  );

export interface UpdateResourceVariables {
  id: number;
  /** Carries `version`, the version the editor read (a stale one answers 50016). */
  body: { version: number } & Record<string, unknown>;
}

export const useUpdateResource = (
  module: string,
  options?: MutationHookOptions<Data<typeof updateResource>, UpdateResourceVariables>,
) =>
  useApiMutation(
    (client, { id, body }: UpdateResourceVariables) => updateResource(client, module, id, body),
    [apiKeys.resources.module(module)],
    options,
  );

export const useDeleteResource = (module: string, options?: MutationHookOptions<null, number>) =>
  useApiMutation(
    (client, id: number) => deleteResource(client, module, id),
    [apiKeys.resources.module(module)],
    options,
  );

/** Reveals masked fields; recorded in the trail, hence the audit reload. */
export const useRevealResource = (
  module: string,
  options?: MutationHookOptions<Data<typeof revealResource>, number>,
) =>
  useApiMutation(
    (client, id: number) => revealResource(client, module, id),
    [apiKeys.resources.module(module)],
    options,
  );

export const useImportResource = (
  module: string,
  options?: MutationHookOptions<Data<typeof importResource>, ImportResource>,
) =>
  useApiMutation(
    (client, body: ImportResource) => importResource(client, module, body),
    [apiKeys.resources.module(module)],
    options,
  );

export interface RunResourceStepVariables extends RunResourceStep {
  id: number;
  /** The declaration's `transitions[].key`. */
  step: string;
}

/**
 * Runs a workflow step. The module prefix it reloads covers the record, its lists and its
 * trail (the step is written to all three).
 */
export const useRunResourceStep = (
  module: string,
  options?: MutationHookOptions<Data<typeof runResourceStep>, RunResourceStepVariables>,
) =>
  useApiMutation(
    (client, { id, step, ...body }: RunResourceStepVariables) =>
      runResourceStep(client, module, id, step, body),
    [apiKeys.resources.module(module)],
    options,
  );
