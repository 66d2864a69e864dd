// @vitest-environment node
import { ErrorCode, isApiError, type ApiClient } from '@eldercare/api-client';
import { resourceKeysOf, withInvalidation, type ResourceDataSource } from '@eldercare/admin-kit';
import { apiKeys } from '@eldercare/api-client/react';
import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../api/client';
import { readRecordAhead } from './record-query';
import { createResourceDataSource } from './resource-data-source';
import { startRealServer, signedInClient, validIdCard, type RealServer } from './real-server.test-helper';

const resourceKeys = resourceKeysOf(apiKeys.all);

let server: RealServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startRealServer();
  client = await signedInClient(server.baseURL);
}, 120_000);
afterAll(() => server?.stop());

async function codeOf(promise: Promise<unknown>): Promise<number> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error('expected an ApiError');
  return error.code;
}

describe('resource data source against the real server', () => {
  it('creates, finds, edits with versions, refuses a stale edit, reveals, audits, exports and deletes', async () => {
    const source = createResourceDataSource(client, 'elderlyInfo');
    const idCard = validIdCard('34170219450312123');
    // Names allow letters only: a unique one from the clock's digits.
    const name = `测试${[...String(Date.now() % 100000)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}`;
    const saved = await source.create({ name, idCard, hukouArea: '341702', community: '341702001001' });
    expect(saved.version).toBeGreaterThanOrEqual(0);

    const found = await source.list({ current: 1, size: 10, filters: { name } });
    expect(found.total).toBe(1);
    const row = found.records[0];
    expect(row?.gender).toBe('0');
    expect(row?.birthDate).toBe('1945-03-12');
    expect(String(row?.idCard)).toContain('*');

    const edited = await source.update(saved.id, { remarks: 'first edit' }, saved.version);
    expect(edited.version).toBeGreaterThan(saved.version);
    expect(await codeOf(source.update(saved.id, { remarks: 'stale edit' }, saved.version))).toBe(
      ErrorCode.Conflict,
    );
    expect((await source.get(saved.id)).remarks).toBe('first edit');

    expect((await source.reveal(saved.id)).idCard).toBe(idCard);
    const trail = await source.audit(saved.id);
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update', 'reveal']));
    expect(trail.find((e) => e.action === 'update')?.changes).toContainEqual(
      expect.objectContaining({ field: 'remarks', after: 'first edit' }),
    );

    const bytes = new Uint8Array(await source.exportXlsx({ name }));
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');

    const options = await source.options('elderlyInfo', name);
    expect(options).toEqual([{ id: saved.id, label: name }]);

    await source.remove(saved.id);
    expect(await codeOf(source.get(saved.id))).toBe(ErrorCode.NotFound);
  }, 60_000);

  it('runs workflow steps against versions; the trail of the deleted record stays readable', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const source = withInvalidation(
      createResourceDataSource(client, 'serviceManager'),
      queryClient,
      resourceKeys,
    );
    const [pending] = (await source.list({ current: 1, size: 1, filters: { status: 'pending' } })).records;
    if (!pending) throw new Error('the demo seed has pending service requests');
    await queryClient.fetchQuery({
      queryKey: resourceKeys.audit('serviceManager', pending.id),
      queryFn: () => source.audit(pending.id),
    });

    // A refused step saves none of the fields sent with it; an accepted one saves them with its state.
    expect(
      await codeOf(
        source.step(pending.id, 'dispatch', pending.version - 1, { fields: { description: '随步骤' } }),
      ),
    ).toBe(ErrorCode.Conflict);
    expect((await source.get(pending.id)).description).not.toBe('随步骤');
    const dispatched = await source.step(pending.id, 'dispatch', pending.version, {
      fields: { description: '随步骤' },
    });
    expect(dispatched).toMatchObject({
      status: 'dispatched',
      version: pending.version + 1,
      description: '随步骤',
    });
    expect(queryClient.getQueryState(resourceKeys.audit('serviceManager', pending.id))?.isInvalidated).toBe(
      true,
    );
    expect(await codeOf(source.step(pending.id, 'cancel', pending.version, { comment: '重复' }))).toBe(
      ErrorCode.Conflict,
    );
    expect(await codeOf(source.step(pending.id, 'dispatch', dispatched.version))).toBe(ErrorCode.Invalid);
    expect(await codeOf(source.step(pending.id, 'cancel', dispatched.version))).toBe(ErrorCode.Invalid);
    const cancelled = await source.step(pending.id, 'cancel', dispatched.version, { comment: '老人已入院' });
    expect(cancelled.status).toBe('cancelled');

    await source.remove(pending.id);
    const trail = await source.audit(pending.id);
    expect(trail.map((e) => [e.action, e.step, e.comment])).toEqual(
      expect.arrayContaining([
        ['step', 'dispatch', undefined],
        ['step', 'cancel', '老人已入院'],
        ['delete', undefined, undefined],
      ]),
    );
  }, 60_000);
});

describe('a data source wrapped with query invalidation', () => {
  it('a write reloads the module’s queries and leaves other modules alone', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const source = withInvalidation(
      createResourceDataSource(client, 'elderlyInfo'),
      queryClient,
      resourceKeys,
    );
    const other = createResourceDataSource(client, 'disabledInfo');
    const params = { current: 1, size: 10, filters: {} };
    await queryClient.fetchQuery({
      queryKey: resourceKeys.list('elderlyInfo', params),
      queryFn: () => source.list(params),
    });
    await queryClient.fetchQuery({
      queryKey: resourceKeys.list('disabledInfo', params),
      queryFn: () => other.list(params),
    });

    const saved = await source.create({
      name: '刷新测试',
      idCard: validIdCard('34170219500101002'),
      hukouArea: '341702',
      community: '341702001001',
    });
    expect(queryClient.getQueryState(resourceKeys.list('elderlyInfo', params))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(resourceKeys.list('disabledInfo', params))?.isInvalidated).toBe(false);
    await source.remove(saved.id);
  }, 60_000);
});

describe('a record read ahead of its detail page (a full page load of a detail route)', () => {
  /** The client, noting the record reads it sends and whether each was a quiet one. */
  const counting = () => {
    const reads: { url: string; quiet: boolean }[] = [];
    const counted: ApiClient = {
      ...client,
      request: (config) => {
        if (config.method === 'GET') reads.push({ url: config.url, quiet: config.notify === false });
        return client.request(config);
      },
    };
    return { counted, reads };
  };

  /** The detail page's record query (the kit's `useDetailRecord`), once it has an answer. */
  const openDetailPage = (source: ResourceDataSource, id: number) =>
    new Promise<QueryObserverResult>((resolve) => {
      const observer = new QueryObserver(queryClient, {
        queryKey: resourceKeys.detail(source.module, id),
        queryFn: ({ signal }) => source.get(id, { signal }),
        refetchOnWindowFocus: false,
      });
      const settle = (result: QueryObserverResult) => {
        if (result.status === 'pending' || result.fetchStatus !== 'idle') return;
        stop();
        resolve(result);
      };
      const stop = observer.subscribe(settle);
      settle(observer.getCurrentResult());
    });

  afterEach(() => queryClient.clear());

  it("answers the page's first read from the cache; a later read asks the server again", async () => {
    const { counted, reads } = counting();
    const source = createResourceDataSource(counted, 'elderlyInfo');
    const [first] = (await source.list({ current: 1, size: 1, filters: {} })).records;
    const url = `/biz/resource/elderlyInfo/${first!.id}`;
    reads.length = 0;
    readRecordAhead(queryClient, counted, 'elderlyInfo', first!.id);
    expect((await openDetailPage(source, first!.id)).data).toMatchObject({ id: first!.id });
    expect(reads).toEqual([{ url, quiet: true }]);
    await queryClient.refetchQueries({ queryKey: resourceKeys.detail('elderlyInfo', first!.id) });
    expect(reads).toEqual([
      { url, quiet: true },
      { url, quiet: false },
    ]);
  });

  it('a failure is asked again by the page waiting for it, which reports it as usual', async () => {
    const { counted, reads } = counting();
    const source = createResourceDataSource(counted, 'elderlyInfo');
    readRecordAhead(queryClient, counted, 'elderlyInfo', 99_999_999);
    const page = await openDetailPage(source, 99_999_999);
    expect(isApiError(page.error) && page.error.code).toBe(ErrorCode.NotFound);
    expect(reads.map((read) => read.quiet)).toEqual([true, false]);
  });

  it('a failure before the page opens is asked again by the page, which reports it as usual', async () => {
    const { counted, reads } = counting();
    const source = createResourceDataSource(counted, 'elderlyInfo');
    readRecordAhead(queryClient, counted, 'elderlyInfo', 99_999_999);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(resourceKeys.detail('elderlyInfo', 99_999_999))?.status).toBe('error'),
    );
    const page = await openDetailPage(source, 99_999_999);
    expect(isApiError(page.error) && page.error.code).toBe(ErrorCode.NotFound);
    expect(reads.map((read) => read.quiet)).toEqual([true, false]);
  });
});
