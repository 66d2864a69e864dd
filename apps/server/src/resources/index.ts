export { registerResourceRoutes } from './http/routes.js';
export { prepareResources } from './provision/start-up.js';
export { buildCatalogue } from './schema/catalogue.js';
export type { Catalogue, ServedResource } from './schema/catalogue.js';
export { syncResourceTables } from './schema/sync-tables.js';
