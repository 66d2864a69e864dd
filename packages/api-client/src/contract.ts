/**
 * `@eldercare/api-client/contract`: the framework-free schema source of the /prod-api API,
 * shared by the reference server (validation, OpenAPI) and the typed client.
 */
export * from './contract/announcements.js';
export * from './contract/areas.js';
export * from './contract/config.js';
export * from './contract/dashboard.js';
export * from './contract/dept.js';
export * from './contract/dict.js';
export * from './contract/endpoint.js';
export * from './contract/endpoints.js';
export * from './contract/envelope.js';
export * from './contract/error-codes.js';
export * from './contract/field-rules.js';
export * from './contract/health.js';
export * from './contract/menus.js';
export * from './contract/messages.js';
export * from './contract/permissions.js';
export * from './contract/popups.js';
export * from './contract/reminders.js';
export * from './contract/resources.js';
export * from './contract/roles.js';
export * from './contract/session.js';
export * from './contract/users.js';
