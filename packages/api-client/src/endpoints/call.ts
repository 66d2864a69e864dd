import type { z } from 'zod';
import { toPath } from '@eldercare/contract';
import type { EndpointName, Endpoints } from '@eldercare/contract';
import type { ApiClient, CallOptions, HttpMethod } from '../client/types.js';

/**
 * Method and path of one contract endpoint. Typed against the contract's literal types, so a
 * path that drifts from the server's table fails to compile; kept as a plain literal per call
 * (not a lookup in the contract's table) so that a bundle holds only the calls it uses.
 */
export interface RouteOf<N extends EndpointName> {
  readonly name: N;
  readonly method: Endpoints[N]['method'];
  readonly path: Endpoints[N]['path'];
}

/** `data` of a successful call, as the contract's response schema describes it. */
export type DataOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;

export interface CallInput {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The one way an endpoint function reaches the server: its route and input become the client's
 * request, which unwraps the envelope and reports errors. Typed by the caller (`call` for the
 * contract's table, `callResource` for the generic module endpoints).
 */
export function send<T>(
  client: ApiClient,
  route: { readonly method: HttpMethod; readonly path: string },
  input: CallInput = {},
  options: CallOptions = {},
): Promise<T> {
  return client.request<T>({
    ...options,
    method: route.method,
    url: toPath(route.path, input.params),
    params: input.query,
    data: input.body,
    headers: { ...input.headers, ...options.headers },
  });
}

export const call = <N extends EndpointName>(
  client: ApiClient,
  route: RouteOf<N>,
  input?: CallInput,
  options?: CallOptions,
): Promise<DataOf<N>> => send<DataOf<N>>(client, route, input, options);

/** Query of a listing call: every filter and the paging are optional (the server has defaults). */
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends z.ZodType }
  ? Partial<z.output<Q>>
  : never;

/** JSON body of a call, as the caller writes it (fields with defaults may be left out). */
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;
