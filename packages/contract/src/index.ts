/**
 * `@eldercare/contract`: the framework-free schema source of the /prod-api API, one file per
 * domain, shared by the reference server (validation, OpenAPI), the typed client and the module
 * declarations. Schemas and types only: zod and @eldercare/validators are its only dependencies.
 */
export * from './announcements.js';
export * from './areas.js';
export * from './config.js';
export * from './dashboard.js';
export * from './dept.js';
export * from './dict.js';
export * from './endpoint.js';
export * from './endpoints.js';
export * from './endpoints/announcements.js';
export * from './endpoints/dashboard.js';
export * from './endpoints/files.js';
export * from './endpoints/health.js';
export * from './endpoints/messages.js';
export * from './endpoints/popups.js';
export * from './endpoints/resources.js';
export * from './endpoints/session.js';
export * from './endpoints/system.js';
export * from './endpoints/system-admin.js';
export * from './endpoints/users.js';
export * from './envelope.js';
export * from './error-codes.js';
export * from './field-rules.js';
export * from './health.js';
export * from './ids.js';
export * from './localised-text.js';
export * from './menus.js';
export * from './messages.js';
export * from './permissions.js';
export * from './popups.js';
export * from './reminders.js';
export * from './resource-protocol.js';
export * from './resources.js';
export * from './roles.js';
export * from './session.js';
export * from './system-admin.js';
export * from './users.js';
