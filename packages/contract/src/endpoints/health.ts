import { defineEndpoint } from '../endpoint.js';
import { HealthSchema } from '../health.js';
import { PUBLIC } from '../permissions.js';

/** Health of the server and its database. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    permission: PUBLIC,
    tag: 'ops',
    summary: 'Server and database state',
    response: HealthSchema,
  }),
} as const;
