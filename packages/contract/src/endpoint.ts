import type { z } from 'zod';
import type { RoutePermission } from './permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API. `path` is relative to `/prod-api` and uses `:name` for path parameters.
 * `response` describes `data` inside the `{ code, msg, data }` envelope; `binary` endpoints answer
 * raw bytes instead of an envelope.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  permission: RoutePermission;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** Extra request headers the call reads (e.g. the mini-program marker). */
  headers?: z.ZodType;
  response: z.ZodType;
  binary?: { contentType: string };
}

/** Keeps the literal types of an endpoint for typed clients. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** Fills `:name` path parameters, e.g. `toPath('/user/:id', { id: 3 })` → `/user/3`. */
export const toPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

export type EndpointData<E extends Endpoint> = z.infer<E['response']>;
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : undefined;
