import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceKitProvider } from '../host/ResourceKitProvider';
import { plainResourceInputs } from '../inputs/plain-inputs';
import { draftKey, loadDraft } from './draft-store';
import { useDraft } from './useDraft';

const owner = { userId: 7, dataType: 'prod' };
const hostWith = (draftNamespace?: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ResourceKitProvider
        host={{
          dataSource: () => {
            throw new Error('no data source in this test');
          },
          useDictionaries: () => ({}),
          inputs: plainResourceInputs,
          navigate: () => undefined,
          download: () => undefined,
          draftOwner: owner,
          ...(draftNamespace === undefined ? {} : { draftNamespace }),
        }}
      >
        {children}
      </ResourceKitProvider>
    );
  };
const wrapper = hostWith();
afterEach(() => window.localStorage.clear());

describe('useDraft', () => {
  it('writes what was typed during the pause when the page goes away (a reload loses nothing)', () => {
    const { result } = renderHook(() => useDraft('plans', undefined, {}, undefined, true), { wrapper });
    act(() => result.current.track({ name: '王秀英', idCard: '340828194806151016' }));
    const key = draftKey(owner, 'plans', undefined);
    expect(loadDraft(window.localStorage, key)).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    expect(loadDraft(window.localStorage, key)?.values).toEqual({
      name: '王秀英',
      idCard: '340828194806151016',
    });
  });

  it('writes nothing on leaving after the draft was cleared by a save', () => {
    const { result } = renderHook(() => useDraft('plans', undefined, {}, undefined, true), { wrapper });
    act(() => result.current.track({ name: '王秀英' }));
    act(() => result.current.clear());
    window.dispatchEvent(new Event('pagehide'));
    expect(loadDraft(window.localStorage, draftKey(owner, 'plans', undefined))).toBeUndefined();
  });

  it("keeps drafts under the host's namespace, so a host's drafts saved before stay found", () => {
    const saved = { values: { name: '王秀英' }, savedAt: Date.now() };
    window.localStorage.setItem('acme:draft:7:prod:plans:new', JSON.stringify(saved));
    const { result } = renderHook(() => useDraft('plans', undefined, {}, undefined, true), {
      wrapper: hostWith('acme'),
    });
    expect(result.current.pending?.values).toEqual({ name: '王秀英' });
  });

  it('keeps drafts under a neutral namespace when the host names none', () => {
    const { result } = renderHook(() => useDraft('plans', undefined, {}, undefined, true), { wrapper });
    act(() => result.current.track({ name: '王秀英' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.keys(window.localStorage)).toEqual(['admin-kit:draft:7:prod:plans:new']);
  });
});
