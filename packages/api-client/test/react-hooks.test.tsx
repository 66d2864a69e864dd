// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiClientProvider,
  apiKeys,
  useAreaTree,
  useLogout,
  useMarkMessageRead,
  useMessage,
  useMessageCount,
  useMessageSummary,
  useReadAnnouncementPopup,
  useUnreadAnnouncements,
  useUserInfo,
} from '../src/react.js';
import type { ApiClient } from '../src/index.js';
import { serverURL, signedIn } from './helpers/signed-in.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** Renders `useHooks` under the providers and hands back a live view of its latest result. */
function renderHooks<T>(client: ApiClient, useHooks: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const latest: { current: T | undefined } = { current: undefined };
  function Probe() {
    latest.current = useHooks();
    return null;
  }
  const container = document.createElement('div');
  root = createRoot(container);
  act(() =>
    root!.render(
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <Probe />
        </ApiClientProvider>
      </QueryClientProvider>,
    ),
  );
  return { latest, queryClient };
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
}

// jsdom's XHR would make these cross-origin browser requests; the http adapter talks to the server directly.
const signedInNode = (user: string) => signedIn(user, serverURL(), { adapter: 'http' });

describe('react-query hooks against the real server', () => {
  it('marking an announcement read reloads the unread list (SPEC §4)', async () => {
    const { client } = await signedInNode('provider');
    const { latest, queryClient } = renderHooks(client, () => ({
      unread: useUnreadAnnouncements(),
      read: useReadAnnouncementPopup(),
    }));
    await until(() => latest.current?.unread.isSuccess === true);
    const list = latest.current!.unread.data!.list;
    expect(list.length).toBeGreaterThan(0);
    const target = list[0]!.id;
    const updatesBefore = queryClient.getQueryState(apiKeys.popups.unreadAnnouncements())!.dataUpdateCount;

    await act(() => latest.current!.read.mutateAsync(target));

    // Reloaded before the mutation settled...
    const state = queryClient.getQueryState<{ list: { id: number }[] }>(
      apiKeys.popups.unreadAnnouncements(),
    )!;
    expect(state.dataUpdateCount).toBe(updatesBefore + 1);
    expect(state.data!.list.map((a) => a.id)).not.toContain(target);
    // ...and the component renders the new list (react-query notifies on its next tick).
    await until(() => !latest.current!.unread.data!.list.some((a) => a.id === target));
  });

  it('marking a message read reloads the summary and the count', async () => {
    const { client } = await signedInNode('visitcare');
    const { latest, queryClient } = renderHooks(client, () => ({
      summary: useMessageSummary({ readState: '0' }),
      count: useMessageCount(),
      read: useMarkMessageRead(),
    }));
    await until(() => latest.current?.summary.isSuccess === true && latest.current.count.isSuccess);
    const before = latest.current!.count.data!.unread;
    const target = latest.current!.summary.data!.bizSysMsgReceiveIPage.records[0]!.id;

    await act(() => latest.current!.read.mutateAsync(target));

    const count = queryClient.getQueryData<{ unread: number }>(apiKeys.messages.count());
    expect(count?.unread).toBe(before - 1);
    await until(() => latest.current!.count.data!.unread === before - 1);
    expect(latest.current!.summary.data!.bizSysMsgReceiveIPage.records.map((m) => m.id)).not.toContain(
      target,
    );
  });

  it('reads one received message by id and shows it read once marked', async () => {
    const { client } = await signedInNode('devops');
    let target = 0;
    const { latest } = renderHooks(client, () => {
      const summary = useMessageSummary({ readState: '0' });
      // The first unread message, kept once chosen: after the read it leaves the unread list.
      target ||= summary.data?.bizSysMsgReceiveIPage.records[0]?.id ?? 0;
      return { summary, message: useMessage(target, { enabled: target > 0 }), read: useMarkMessageRead() };
    });
    await until(() => latest.current?.message.isSuccess === true);
    const listed = latest.current!.summary.data!.bizSysMsgReceiveIPage.records[0]!;
    expect(latest.current!.message.data).toEqual(listed);
    expect(listed.readState).toBe('0');

    await act(() => latest.current!.read.mutateAsync(target));

    expect(latest.current!.message.data?.id).toBe(target);
    await until(() => latest.current!.message.data?.readState === '1');
  });

  it('the area tree loads for any signed-in user and stays fresh for the session', async () => {
    const { client } = await signedInNode('institution');
    const { latest, queryClient } = renderHooks(client, () => ({ tree: useAreaTree() }));
    await until(() => latest.current?.tree.isSuccess === true);
    expect(latest.current!.tree.data![0]?.children[0]?.name).toBe('池州市');
    // With react-query's default (stale at once) every picker mounting would ask again.
    expect(latest.current!.tree.isStale).toBe(false);
    expect(queryClient.getQueryCache().find({ queryKey: apiKeys.areas.tree() })?.isStale()).toBe(false);
  });

  it('user info loads; logout clears the cache', async () => {
    const session = await signedInNode('trial');
    const { latest, queryClient } = renderHooks(session.client, () => ({
      info: useUserInfo(),
      logout: useLogout(),
    }));
    await until(() => latest.current?.info.isSuccess === true);
    expect(latest.current!.info.data!.userName).toBe('trial');
    await act(() => latest.current!.logout.mutateAsync());
    expect(queryClient.getQueryData(apiKeys.session.userInfo())).toBeUndefined();
  });
});
