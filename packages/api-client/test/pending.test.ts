import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, createPendingCounter, getHealth } from '../src/index.js';
import { closedPortURL, fail, ok, startPeer, type Peer } from './helpers/peer.js';

let peer: Peer | undefined;
afterEach(async () => {
  await peer?.close();
  peer = undefined;
});

describe('pending-request counter (global loading mask, SPEC §9)', () => {
  it('counts parallel requests up and down to zero', async () => {
    peer = await startPeer(() => ({ ...ok(null), delayMs: 30 }));
    const counts: number[] = [];
    const client = createApiClient({ baseURL: peer.baseURL, onPending: (n) => counts.push(n) });
    await Promise.all([getHealth(client), getHealth(client)]);
    expect(counts.slice(0, 2)).toEqual([1, 2]);
    expect(counts.at(-1)).toBe(0);
    expect(client.pending.count).toBe(0);
  });

  it('a request with loading: false is not counted', async () => {
    peer = await startPeer(() => ({ ...ok(null), delayMs: 10 }));
    const counts: number[] = [];
    const client = createApiClient({ baseURL: peer.baseURL, onPending: (n) => counts.push(n) });
    await getHealth(client, { loading: false });
    expect(counts).toEqual([]);
    await getHealth(client);
    expect(counts).toEqual([1, 0]);
  });

  it('comes back to zero after business errors and network failures', async () => {
    peer = await startPeer(() => fail(500, 'x'));
    const client = createApiClient({ baseURL: peer.baseURL });
    await getHealth(client).catch(() => {});
    expect(client.pending.count).toBe(0);
    const offline = createApiClient({ baseURL: await closedPortURL() });
    await getHealth(offline).catch(() => {});
    expect(offline.pending.count).toBe(0);
  });

  it('ending twice counts down once; unsubscribe stops updates', () => {
    const counter = createPendingCounter();
    const seen: number[] = [];
    const stop = counter.subscribe((n) => seen.push(n));
    const end = counter.begin();
    end();
    end();
    stop();
    counter.begin();
    expect(seen).toEqual([1, 0]);
    expect(counter.count).toBe(1);
  });
});
