/**
 * `@eldercare/api-client`: the typed client of `/prod-api`. Every endpoint is a standalone
 * function taking the client first, so a bundle holds only the calls it imports.
 */
export { createApiClient } from './client/create-api-client.js';
export type {
  ApiClient,
  ApiClientOptions,
  ApiClientUi,
  CallOptions,
  ExpiredDialog,
  HttpMethod,
  RequestConfig,
} from './client/types.js';
export { ApiError, isApiError, NETWORK_ERROR_CODE } from './client/api-error.js';
export type { ApiErrorInit, ApiErrorKind } from './client/api-error.js';
export {
  DEFAULT_BASE_URL,
  ERROR_MESSAGE_DURATION_MS,
  NOTIFIED_CODES,
  REQUEST_TIMEOUT_MS,
  reactionTo,
} from './client/error-catalogue.js';
export type { ErrorReaction } from './client/error-catalogue.js';
export { createPendingCounter } from './client/pending-counter.js';
export type { PendingCounter } from './client/pending-counter.js';
export { serializeParams } from './client/serialize-params.js';
export { ErrorCode } from '@eldercare/contract';
export type { ErrorCodeName, ErrorCodeValue } from '@eldercare/contract';

export { API_LOCALES, apiMessages, formatApiMessage } from './i18n/messages.js';
export type { ApiLocale, ApiMessageKey } from './i18n/messages.js';

export { getToken, removeToken, setToken, TOKEN_KEY } from './session/token.js';
export { DATA_TYPE_KEY, getDataType, isDataType, removeDataType, setDataType } from './session/data-type.js';
export type { DataType } from './session/data-type.js';
export { encryptPassword } from './session/encrypt-password.js';
export { encryptLoginPassword } from './session/encrypt-login-password.js';

export type { BodyOf, DataOf, QueryOf, RouteOf } from './endpoints/call.js';
export * from './endpoints/session.js';
export * from './endpoints/system.js';
export * from './endpoints/system-admin.js';
export * from './endpoints/areas.js';
export * from './endpoints/users.js';
export * from './endpoints/dict.js';
export * from './endpoints/messages.js';
export * from './endpoints/dashboard.js';
export * from './endpoints/announcements.js';
export * from './endpoints/popups.js';
export * from './endpoints/resources.js';
export * from './endpoints/files.js';
