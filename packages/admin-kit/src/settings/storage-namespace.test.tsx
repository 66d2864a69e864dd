import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAFT_NAMESPACE, draftKey } from '../resource/draft/draft-store';
import { useResourceHost } from '../resource/host/resource-host';
import { ResourceKitProvider } from '../resource/host/ResourceKitProvider';
import { loadTabs, saveTabs } from '../tags-view/tabs-model';
import { TabsProvider } from '../tags-view/TabsProvider';
import { useKit } from './kit-context';
import { KitProvider } from './KitProvider';
import {
  DEFAULT_LAYOUT_SETTINGS,
  loadLayoutSettings,
  loadSidebarState,
  saveLayoutSettings,
  saveSidebarState,
} from './layout-settings';
import { DEFAULT_STORAGE_NAMESPACE, kitStorageKey, storageNamespace } from './storage-namespace';
import { loadTextScale, saveTextScale, textScaleKey } from './text-scale';

const host = storageNamespace('sister');

describe('the storage namespace', () => {
  it('is the kit’s own unless the host names one, and the drafts share it', () => {
    expect(kitStorageKey(DEFAULT_STORAGE_NAMESPACE, 'layoutSettings')).toBe('admin-kit.layoutSettings');
    expect(kitStorageKey(host, 'sidebar')).toBe('sister.sidebar');
    expect(textScaleKey('7', host)).toBe('sister.textScale.7');
    expect(textScaleKey(undefined, host)).toBe('sister.textScale');
    expect(DEFAULT_DRAFT_NAMESPACE).toBe(DEFAULT_STORAGE_NAMESPACE);
    expect(draftKey({ userId: 7, dataType: undefined }, 'm', 1)).toBe('admin-kit:draft:7:default:m:1');
  });

  it('refuses a name that could run into another key (the separators, nothing)', () => {
    for (const bad of ['', 'a.b', 'a:b', 'a b']) expect(() => storageNamespace(bad)).toThrow();
    expect(storageNamespace('my_app-2')).toBe('my_app-2');
  });

  it('keeps each namespace’s settings, sidebar, text scale and tabs apart', () => {
    saveLayoutSettings({ ...DEFAULT_LAYOUT_SETTINGS, tagsView: false }, localStorage, host);
    saveSidebarState({ opened: false, width: 300 }, localStorage, host);
    saveTextScale(150, '7', localStorage, host);
    saveTabs(
      { tabs: [{ key: '/a', pathname: '/a', search: '', title: 'A', refreshKey: 0 }] },
      sessionStorage,
      '7',
      host,
    );

    expect(loadLayoutSettings(localStorage, DEFAULT_LAYOUT_SETTINGS, host).tagsView).toBe(false);
    expect(loadSidebarState(localStorage, host)).toEqual({ opened: false, width: 300 });
    expect(loadTextScale('7', localStorage, host)).toBe(150);
    expect(loadTabs(sessionStorage, '7', host).tabs).toHaveLength(1);

    expect(loadLayoutSettings().tagsView).toBe(true);
    expect(loadSidebarState().opened).toBe(true);
    expect(loadTextScale('7')).toBe(100);
    expect(loadTabs(sessionStorage, '7').tabs).toHaveLength(0);
  });
});

describe("KitProvider's storageNamespace", () => {
  it('is where the settings, sidebar, text scale, tabs and drafts of everything below it are kept', () => {
    let kit: ReturnType<typeof useKit> | undefined;
    let draftNamespace: string | undefined;
    function Probe() {
      kit = useKit();
      draftNamespace = useResourceHost().draftNamespace;
      return null;
    }
    const resourceHost = { dataSource: () => ({}), useDictionaries: () => undefined, inputs: {} } as never;
    render(
      <KitProvider storageNamespace={host} userId="7" language="en">
        <ResourceKitProvider host={resourceHost}>
          <TabsProvider location={{ pathname: '/a' }} navigate={() => undefined}>
            <Probe />
          </TabsProvider>
        </ResourceKitProvider>
      </KitProvider>,
    );
    act(() => {
      kit!.updateSettings({ sidebarLogo: true });
      kit!.setSidebarOpened(false);
      kit!.setTextScale(125);
    });
    expect(Object.keys(localStorage).sort()).toEqual([
      'sister.layoutSettings',
      'sister.sidebar',
      'sister.textScale.7',
    ]);
    expect(Object.keys(sessionStorage)).toEqual(['sister.tabs']);
    expect(draftNamespace).toBe('sister');
  });
});
