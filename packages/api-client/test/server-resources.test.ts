import { beforeAll, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../src/contract.js';
import {
  deleteResource,
  exportResource,
  getResource,
  getResourceAudit,
  getResourceOptions,
  listResource,
  revealResource,
  updateResource,
} from '../src/index.js';
import { failure } from './helpers/failure.js';
import { signedIn } from './helpers/signed-in.js';

const MODULE = 'elderlyInfo';
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

describe('generic resource CRUD against the real server', () => {
  it('lists, reads, updates with optimistic versions, audits and deletes a record', async () => {
    const page = resourceEndpoints.listResource.endpoint.response.parse(
      await listResource(admin.client, MODULE, { current: 1, size: 5 }),
    );
    expect(page.records.length).toBeGreaterThan(0);
    const { id } = page.records[0]!;
    const record = resourceEndpoints.getResource.endpoint.response.parse(
      await getResource(admin.client, MODULE, id),
    );

    const updated = await updateResource(admin.client, MODULE, id, { ...record, familyCode: 'F-CLIENT-1' });
    expect(updated.version).toBe(record.version + 1);
    expect((await getResource(admin.client, MODULE, id)).familyCode).toBe('F-CLIENT-1');

    const stale = await failure(
      updateResource(admin.client, MODULE, id, { ...record, familyCode: 'F-STALE' }),
    );
    expect(stale.code).toBe(50016);
    expect(admin.errors.at(-1)).toEqual({ message: stale.msg, durationMs: 5000 });

    const audit = resourceEndpoints.resourceAudit.endpoint.response.parse(
      await getResourceAudit(admin.client, MODULE, id),
    );
    expect(audit.length).toBeGreaterThan(0);

    expect(await deleteResource(admin.client, MODULE, id)).toBeNull();
    expect((await failure(getResource(admin.client, MODULE, id))).code).toBe(50015);
  });

  it('filters travel as plain query fields; options for pickers', async () => {
    const page = await listResource(admin.client, MODULE, { current: 1, size: 200 });
    const name = String(page.records[0]!.name);
    const filtered = await listResource(admin.client, MODULE, { name });
    expect(filtered.records.every((r) => String(r.name).includes(name))).toBe(true);
    const options = resourceEndpoints.resourceOptions.endpoint.response.parse(
      await getResourceOptions(admin.client, MODULE, { size: 5 }),
    );
    expect(options.length).toBeGreaterThan(0);
  });

  it('reveals masked fields', async () => {
    const { records } = await listResource(admin.client, MODULE, { size: 1 });
    const revealed = await revealResource(admin.client, MODULE, records[0]!.id);
    expect(typeof revealed).toBe('object');
  });

  it('exports the list as xlsx bytes', async () => {
    const bytes = await exportResource(admin.client, MODULE, { size: 10 });
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    // An xlsx file is a zip archive: "PK".
    expect(Buffer.from(bytes).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('an unknown module is refused', async () => {
    const error = await failure(listResource(admin.client, 'noSuchModule'));
    expect([50015, -1, 403]).toContain(error.code);
  });
});
