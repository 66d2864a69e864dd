import { filterFields, type FieldDeclaration } from '@eldercare/resources';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { storageOf } from '../../src/resources/schema/columns.js';
import type { ServedResource } from '../../src/resources/index.js';
import { isWritable } from '../../src/resources/write/input.js';
import { demoRow } from '../../src/db/seed/resources/index.js';
import { createRandom, seedOf } from '../../src/db/seed/resources/random.js';
import { call, type Envelope } from '../helpers/server.js';

export const API = '/prod-api/biz/resource';

/** A valid request body for a module, from the same generators the demo seed uses. */
export const validBody = (resource: ServedResource, salt: string, ages: [number, number] = [60, 100]) => {
  const random = createRandom(seedOf(`${resource.key}:${salt}`));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const row = demoRow(resource, random, () => [], ages);
    if (row) {
      const body: Record<string, unknown> = {};
      for (const field of resource.fields) {
        if (
          isWritable(resource, field) &&
          row.values[field.name] !== null &&
          row.values[field.name] !== undefined
        ) {
          body[field.name] = row.values[field.name];
        }
      }
      return body;
    }
  }
  throw new Error(`no valid demo body for ${resource.key}`);
};

/** A declared `eq`/`like` filter the body has a plain value for: [query key, value]. */
export const filterFor = (
  resource: ServedResource,
  body: Record<string, unknown>,
): [string, string] | undefined => {
  for (const { field, mode } of filterFields(resource.declaration)) {
    const value = body[field.name];
    if (mode === 'range' || storageOf(field) === 'json') continue;
    if (typeof value === 'string' && value !== '' && !field.sensitive) return [field.name, value];
  }
  return undefined;
};

/** A writable field that refuses `'not-a-value'` for its type, if the module has one. */
export const typedField = (resource: ServedResource): FieldDeclaration | undefined =>
  resource.fields.find(
    (f) =>
      isWritable(resource, f) &&
      ['date', 'timestamp', 'integer', 'numeric', 'money', 'boolean'].includes(storageOf(f)),
  );

export const request = <T = unknown>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> =>
  call<T>(app, {
    method,
    url: `${API}${url}`,
    token,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export interface Page {
  records: ({ id: number; version: number } & Record<string, unknown>)[];
  total: number;
  size: number;
  current: number;
}

/**
 * A body whose assignee (a servicePersonal reference beside providerId) is on that provider's roster,
 * as the server requires: the generated ids are random, so the provider is taken from the staff record.
 */
export const withRosterProvider = async (
  app: FastifyInstance,
  token: string,
  resource: ServedResource,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const staff = resource.fields.find(
    (f: FieldDeclaration) => f.type === 'reference' && f.reference?.module === 'servicePersonal',
  );
  const staffId = staff ? body[staff.name] : undefined;
  if (!staff || !resource.byName.has('providerId') || staffId == null) return body;
  const member = await request<{ providerId?: number }>(
    app,
    token,
    'GET',
    `/servicePersonal/${String(staffId)}`,
  );
  return member.data?.providerId ? { ...body, providerId: member.data.providerId } : body;
};

/** An .xlsx of these rows (the first one the header), base64-encoded as the import takes it. */
export const workbookOf = async (rows: (string | number)[][]): Promise<string> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
};
