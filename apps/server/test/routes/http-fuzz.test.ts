import { endpoints, resourceEndpoints, type Endpoint } from '@eldercare/contract';
import { RESOURCES, type FieldDeclaration } from '@eldercare/resources';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

/**
 * A property-based HTTP fuzzer over every route's schema. Inputs follow each
 * route's shape (its zod schemas; a business module's declared fields) with hostile leaves —
 * NUL bytes, lone surrogates, numbers past int4 and numeric, dates past year 9999, prototype
 * keys. Property: no answer is code 500 or an HTTP 5xx, and a refused call writes no row.
 * Bounded by a time limit so the suite stays under a minute. The classes that once answered 500
 * are also sent on purpose to every field type and filter kind by security/hostile-input.test.ts.
 */
let server: TestServer;
let token = '';

// Calls that would end or narrow the fuzzing administrator's own session.
const SKIPPED = new Set<Endpoint>([
  endpoints.logout,
  endpoints.resetPassword,
  endpoints.forceSignOut,
  endpoints.updateUser,
  endpoints.switchRole,
  endpoints.changePassword,
]);

const NASTY_TEXT = [
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udc00',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '10000-01-01',
  '0000-01-01',
  '+010000-01-01T00:00:00Z',
  '0000-01-01T00:00:00',
  '-0001-12-31',
  '2024-02-30',
  '1e12',
  '9'.repeat(40),
  '𠀀'.repeat(50),
  'x'.repeat(5000),
  '',
  ' ',
];
const NASTY_NUMBERS = [
  0,
  -1,
  1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  1e12,
  1e15,
  1e308,
  -1e12,
  2 ** 53 + 2,
];

const nastyText = fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.string({ maxLength: 12, unit: 'binary' }));
const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true }));
const anyLeaf = fc.oneof(nastyText, nastyNumber, fc.boolean(), fc.constant(null));

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
};

/** Values shaped by a JSON schema, each leaf either plausible or hostile. */
const fromSchema = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 4) return anyLeaf;
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => fromSchema(s, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anyLeaf);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      const shaped = fc.record(
        Object.fromEntries(entries.map(([key, value]) => [key, fromSchema(value, depth + 1)])),
        { requiredKeys: [] },
      );
      return fc.oneof(
        { weight: 5, arbitrary: shaped },
        { weight: 1, arbitrary: fc.dictionary(nastyText, anyLeaf) },
      );
    }
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
    case 'integer':
    case 'number':
      return fc.oneof(nastyNumber, nastyText);
    case 'boolean':
      return fc.oneof(fc.boolean(), anyLeaf);
    case 'string':
      return fc.oneof(nastyText, fc.string({ maxLength: 8 }));
    default:
      return anyLeaf;
  }
};

const jsonSchemaOf = (schema: unknown): JsonSchema | undefined => {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
};

/** A business module's record: its declared fields with values fit (or unfit) for their types. */
const fieldValue = (field: FieldDeclaration): fc.Arbitrary<unknown> => {
  switch (field.type) {
    case 'money':
    case 'number':
    case 'integer':
    case 'reference':
      return fc.oneof(nastyNumber, nastyText);
    case 'date':
    case 'datetime':
    case 'month':
      return fc.oneof(
        fc.constantFrom('10000-01-01', '0000-01-01', '2024-02-30', '1970-01-01', '9999-12-31T23:59:59Z'),
        nastyText,
      );
    case 'image':
    case 'file':
      return fc.oneof(fc.array(nastyText, { maxLength: 2 }), nastyText);
    default:
      return fc.oneof(nastyText, nastyNumber);
  }
};

const modules = RESOURCES.slice(0, 12);
const recordOf = fc
  .constantFrom(...modules)
  .chain((module) =>
    fc.tuple(
      fc.constant(module.key),
      fc.record(Object.fromEntries(module.fields.map((f) => [f.name, fieldValue(f)])), { requiredKeys: [] }),
    ),
  );

interface Call {
  endpoint: Endpoint;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const contractCalls = Object.values(endpoints as Record<string, Endpoint>).filter(
  (endpoint) => !SKIPPED.has(endpoint),
);
const resourceCalls = Object.values(resourceEndpoints).map((r) => r.endpoint as Endpoint);

const paramValue = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '__proto__',
    'constructor',
    '%00',
    '1e3',
  ),
  nastyText.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      // A lone surrogate has no UTF-8 form: send the bytes a careless client would (CESU-8).
      return '%ED%A0%80';
    }
  }),
);

const callOf = (endpoint: Endpoint, module?: fc.Arbitrary<[string, unknown]>): fc.Arbitrary<Call> =>
  fc
    .record({
      params: fc.dictionary(fc.constantFrom('id', 'key', 'deviceId', 'step', 'type'), paramValue, {
        maxKeys: 3,
      }),
      query: fromSchema(jsonSchemaOf(endpoint.query)),
      body: endpoint.body ? fromSchema(jsonSchemaOf(endpoint.body)) : fc.constant(undefined),
      record: module ?? fc.constant(undefined),
    })
    .map(({ params, query, body, record }) => {
      const [moduleKey, fields] = (record as [string, unknown] | undefined) ?? [undefined, undefined];
      return {
        endpoint,
        params: moduleKey ? { ...params, module: moduleKey } : params,
        query: (query && typeof query === 'object' ? query : {}) as Record<string, unknown>,
        body: fields && endpoint.method !== 'GET' ? { ...(body as object), ...(fields as object) } : body,
      };
    });

const anyCall = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...contractCalls).chain((endpoint) => callOf(endpoint)) },
  { weight: 2, arbitrary: fc.constantFrom(...resourceCalls).chain((endpoint) => callOf(endpoint, recordOf)) },
);

const urlOf = (call: Call): string => {
  const path = call.endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = call.params[name];
    return value === undefined ? '1' : String(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const search = query.toString();
  return `/prod-api${path}${search ? `?${search}` : ''}`;
};

/** Rows of every table a refused call could have touched, in one statement. */
const rowCounts = async (): Promise<string> => {
  const tables = ['app_user', 'user_role', 'announcement', 'announcement_file', 'sys_config', 'dict_data'];
  const resourceTables = modules.map((m) => m.table);
  const counts = [...tables, ...resourceTables].map((t) => sql`(select count(*) from ${sql.table(t)})`);
  const row = await sql<{ counts: string }>`select concat_ws(',', ${sql.join(counts)}) as counts`.execute(
    server.app.eldercare.db,
  );
  return row.rows[0]?.counts ?? '';
};

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

describe('HTTP fuzzer over every route', () => {
  it('answers no malformed request with 500, and a refused one writes nothing', async () => {
    const failures: string[] = [];
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(anyCall, async (call) => {
        calls += 1;
        const before = call.endpoint.method === 'GET' ? '' : await rowCounts();
        const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
        const response = await server.app.inject({
          method: call.endpoint.method,
          url: urlOf(call),
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        const json = (() => {
          try {
            return response.json<{ code: unknown; msg: unknown }>();
          } catch {
            return null;
          }
        })();
        const code = json?.code;
        const describe = `${call.endpoint.method} ${urlOf(call).slice(0, 160)} → HTTP ${response.statusCode} code ${String(code)} ${String(json?.msg).slice(0, 120)}`;
        if (response.statusCode >= 500 || code === 500) failures.push(describe);
        if (!call.endpoint.binary && json === null) failures.push(`not an envelope: ${describe}`);
        if (call.endpoint.method !== 'GET' && code !== 0 && (await rowCounts()) !== before)
          failures.push(`stray rows: ${describe}`);
        // Keep the administrator signed in whatever the fuzzer did to them.
        if (code === 50008 || code === 50010 || code === 50014) token = await tokenFor(server.app, 'admin');
        return true;
      }),
      { numRuns: 1500, interruptAfterTimeLimit: 35_000, seed: Number(process.env.FUZZ_SEED ?? 15) },
    );
    expect(calls).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 90_000);
});
