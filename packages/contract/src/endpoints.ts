import { announcementEndpoints } from './endpoints/announcements.js';
import { dashboardEndpoints } from './endpoints/dashboard.js';
import { healthEndpoints } from './endpoints/health.js';
import { messageEndpoints } from './endpoints/messages.js';
import { popupEndpoints } from './endpoints/popups.js';
import { sessionEndpoints } from './endpoints/session.js';
import { systemAdminEndpoints } from './endpoints/system-admin.js';
import { systemEndpoints } from './endpoints/system.js';
import { userEndpoints } from './endpoints/users.js';

/**
 * Every call of SPEC §7 (plus health, public key and OpenAPI), keyed by operation name: the
 * per-domain tables of `./endpoints/`, joined. The generic business-module calls live in
 * `resourceEndpoints` (their permission depends on the module in the path).
 */
export const endpoints = {
  ...healthEndpoints,
  ...sessionEndpoints,
  ...systemEndpoints,
  ...systemAdminEndpoints,
  ...userEndpoints,
  ...messageEndpoints,
  ...dashboardEndpoints,
  ...announcementEndpoints,
  ...popupEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
