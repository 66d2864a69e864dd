import type { ResourceRecord } from '@eldercare/api-client/contract';
import { findResource, type WorkflowDeclaration } from '@eldercare/resources';
import { describe, expect, it } from 'vitest';
import { dispatchOrders } from './dispatch-orders';

const workflow = findResource('serviceManager')?.workflow as WorkflowDeclaration;

/** An in-memory stand-in for the server: versions move on each write, a step checks the state. */
function fakeSource(rows: Record<number, { status: string; version: number }>, refuse: number[] = []) {
  const calls: string[] = [];
  const record = (id: number) => ({ id, ...rows[id] }) as unknown as ResourceRecord;
  return {
    calls,
    get: async (id: number) => record(id),
    update: async (id: number, values: Record<string, unknown>, version: number) => {
      calls.push(
        `update ${id} v${version} provider ${String(values.providerId)} staff ${String(values.staffId)}`,
      );
      if (refuse.includes(id)) throw new Error('refused');
      rows[id]!.version += 1;
      return { id, version: rows[id]!.version };
    },
    step: async (id: number, step: string, version: number) => {
      calls.push(`step ${id} ${step} v${version}`);
      rows[id] = { status: 'dispatched', version: version + 1 };
      return record(id);
    },
  };
}

describe('dispatching service requests', () => {
  it('writes the assignment, then runs the dispatch step on the version that write made', async () => {
    const source = fakeSource({ 1: { status: 'pending', version: 3 }, 2: { status: 'pending', version: 1 } });
    const result = await dispatchOrders(
      source,
      workflow,
      [1, 2],
      { providerId: 7, staffId: undefined },
      () => 'now',
    );
    expect(result).toEqual({ dispatched: [1, 2], skipped: [], failed: [] });
    expect(source.calls).toEqual([
      'update 1 v3 provider 7 staff null',
      'step 1 dispatch v4',
      'update 2 v1 provider 7 staff null',
      'step 2 dispatch v2',
    ]);
  });

  it('skips requests whose state no longer allows dispatch, and carries on past a refusal', async () => {
    const source = fakeSource(
      {
        1: { status: 'dispatched', version: 2 },
        2: { status: 'pending', version: 1 },
        3: { status: 'pending', version: 5 },
      },
      [2],
    );
    const result = await dispatchOrders(source, workflow, [1, 2, 3], { providerId: 7, staffId: 9 });
    expect(result).toEqual({ dispatched: [3], skipped: [1], failed: [2] });
    expect(source.calls.filter((c) => c.startsWith('step'))).toEqual(['step 3 dispatch v6']);
  });
});
