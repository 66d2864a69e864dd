import { ErrorCode, resourceEndpoints, type ResourceAction } from '@eldercare/contract';
import { actionsFor } from '@eldercare/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/db/seed/org.js';
import { DEMO_USERS } from '../../src/db/seed/users.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { buttonsOf } from '../../src/resources/provision/provision-menus.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API } from '../resources/fixtures.js';

/**
 * Every module of the catalogue × every demo login × the generic endpoints: code 403 exactly when
 * the login's roles lack the endpoint's action — as provisioning grants it: the module's buttons
 * (`buttonsOf`) held by the role policy (`actionsFor`), everything for an all-permissions role —
 * and anything but 403 otherwise. Writes are sent with input the server refuses (-1) once the
 * permission passed, so the matrix reads and writes nothing. Every pair's list is read; the other
 * endpoints take turns (each module and each login meets every endpoint), to keep it under a minute.
 */
const catalogue = buildCatalogue();

/** An id no record has and no id parser accepts: a granted write stops at the input check. */
const NO_ID = '0';

type Probe = {
  endpoint: keyof typeof resourceEndpoints;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (module: string) => string;
  payload?: unknown;
  /** The answer once the permission is granted. */
  granted: (code: number) => boolean;
};

const refused = (code: number) => code === ErrorCode.Invalid;
const PROBES: Probe[] = [
  { endpoint: 'listResource', method: 'GET', path: (m) => `/${m}?size=1`, granted: (c) => c === 0 },
  // `size=0` is out of range: refused once the caller may export, before any row is read.
  { endpoint: 'exportResource', method: 'GET', path: (m) => `/${m}/export?size=0`, granted: refused },
  { endpoint: 'getResource', method: 'GET', path: (m) => `/${m}/${NO_ID}`, granted: refused },
  { endpoint: 'createResource', method: 'POST', path: (m) => `/${m}`, payload: [], granted: refused },
  { endpoint: 'updateResource', method: 'PUT', path: (m) => `/${m}/${NO_ID}`, payload: {}, granted: refused },
  { endpoint: 'deleteResource', method: 'DELETE', path: (m) => `/${m}/${NO_ID}`, granted: refused },
  { endpoint: 'importResource', method: 'POST', path: (m) => `/${m}/import`, payload: {}, granted: refused },
];

const actionOf = (probe: Probe): ResourceAction => resourceEndpoints[probe.endpoint].action as ResourceAction;

const ALL_PERMS = new Set(ROLES.filter((role) => role.allPerms).map((role) => role.key));

/** What the user's roles may do on the module, as provisioning grants it. */
const allowed = (roles: readonly string[], module: ServedResource): Set<string> => {
  const buttons = new Set(buttonsOf(module.declaration).map((b) => b.action));
  if (roles.some((role) => ALL_PERMS.has(role))) return new Set([...buttons, ...PROBES.map(actionOf)]);
  return new Set(roles.flatMap((role) => actionsFor(role, module.declaration)).filter((a) => buttons.has(a)));
};

/** The probes a pair gets: the list always, one of the others' turns by turn. */
const TURNS = 3;
const probesFor = (moduleIndex: number, userIndex: number): Probe[] =>
  PROBES.filter((_, i) => i === 0 || (i + moduleIndex + userIndex) % TURNS === 0);

let server: TestServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  for (const user of DEMO_USERS) tokens.set(user.userName, await tokenFor(server.app, user.userName));
});
afterAll(async () => server.close());

const codeOf = async (token: string, probe: Probe, module: string): Promise<number> => {
  const response = await server.app.inject({
    method: probe.method,
    url: `${API}${probe.path(module)}`,
    headers: { authorization: `Bearer ${token}` },
    ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ code: number }>().code;
};

describe('the access matrix', () => {
  it('lists every module and demo login and probes the listed endpoints', () => {
    expect(catalogue.served.length).toBeGreaterThan(20);
    expect(DEMO_USERS.length).toBeGreaterThan(10);
    // Every probed endpoint is a real one of the contract, with the action the check reads.
    for (const probe of PROBES) expect(resourceEndpoints[probe.endpoint].action).toBeTruthy();
  });

  it.each(DEMO_USERS.map((u, i) => [u.userName, u.roles, i] as const))(
    '%s: 403 exactly where the roles lack the action',
    async (userName, roles, userIndex) => {
      const token = tokens.get(userName) ?? '';
      const wrong: string[] = [];
      let granted = 0;
      for (const [moduleIndex, module] of catalogue.served.entries()) {
        const actions = allowed(roles, module);
        for (const probe of probesFor(moduleIndex, userIndex)) {
          const code = await codeOf(token, probe, module.key);
          const may = actions.has(actionOf(probe));
          if (may) granted += 1;
          const right = may ? probe.granted(code) : code === ErrorCode.Forbidden;
          if (!right) wrong.push(`${module.key} ${probe.endpoint}: ${code} (${may ? 'granted' : 'denied'})`);
        }
      }
      expect(wrong).toEqual([]);
      // A login with no business module must be one whose roles the policy gives none.
      const anyGrant = catalogue.served.some((m) => allowed(roles, m).size > 0);
      expect(granted > 0).toBe(anyGrant);
    },
    60_000,
  );
});
