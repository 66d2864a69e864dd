import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { announcementEndpoints } from './endpoints/announcements.js';
import { dashboardEndpoints } from './endpoints/dashboard.js';
import { healthEndpoints } from './endpoints/health.js';
import { messageEndpoints } from './endpoints/messages.js';
import { popupEndpoints } from './endpoints/popups.js';
import { resourceEndpoints } from './endpoints/resources.js';
import { sessionEndpoints } from './endpoints/session.js';
import { systemAdminEndpoints } from './endpoints/system-admin.js';
import { systemEndpoints } from './endpoints/system.js';
import { userEndpoints } from './endpoints/users.js';
import { toPath } from './endpoint.js';

const domains = [
  healthEndpoints,
  sessionEndpoints,
  systemEndpoints,
  systemAdminEndpoints,
  userEndpoints,
  messageEndpoints,
  dashboardEndpoints,
  announcementEndpoints,
  popupEndpoints,
];

describe('the endpoint tables', () => {
  it('joins the per-domain tables without losing or overriding a name', () => {
    const names = domains.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
  });

  it('gives every call its own method and path', () => {
    const lines = [
      ...Object.values(endpoints),
      ...Object.values(resourceEndpoints).map((entry) => entry.endpoint),
    ].map((e) => `${e.method} ${e.path}`);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('fills path parameters and refuses a missing one', () => {
    expect(toPath(endpoints.getUser.path, { id: 7 })).toBe('/admin/system/user/7');
    expect(() => toPath(endpoints.getUser.path)).toThrow(/id/);
  });
});
