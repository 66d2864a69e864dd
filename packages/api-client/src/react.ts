/**
 * `@eldercare/api-client/react`: react-query hooks over the endpoint functions. Thin on purpose:
 * keys and invalidation rules live in `query-keys.ts`, calls in the framework-free core.
 */
export { ApiClientProvider, useApiClient } from './react/ApiClientProvider.js';
export type { ApiClientProviderProps } from './react/ApiClientProvider.js';
export { apiKeys, invalidatedBy } from './react/query-keys.js';
export { useApiMutation, useApiQuery } from './react/use-api-query.js';
export type { MutationHookOptions, QueryHookOptions } from './react/use-api-query.js';
export * from './react/hooks/session.js';
export * from './react/hooks/system.js';
export * from './react/hooks/system-admin.js';
export * from './react/hooks/areas.js';
export * from './react/hooks/users.js';
export * from './react/hooks/messages.js';
export * from './react/hooks/dashboard.js';
export * from './react/hooks/announcements.js';
export * from './react/hooks/popups.js';
