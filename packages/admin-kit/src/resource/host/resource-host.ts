import { createContext, useContext } from 'react';
import type { ServerDictionaries } from '../data/dictionary-options';
import type { ResourceDataSource } from '../data/resource-data-source';
import type { ResourceKeys } from '../data/resource-keys';
import type { DraftOwner } from '../draft/draft-store';
import type { ResourceInputs } from '../inputs/resource-inputs';

/** What the host gives the resource pages: data, inputs, navigation and a few formats. */
export interface ResourceHost {
  /** The data source of a module; the kit reloads the module's queries after each write. */
  dataSource: (module: string) => ResourceDataSource;
  /**
   * Server dictionaries by type, undefined while loading. A hook (called in render), so the host
   * can read its own cache: declared dictionaries are the fallback.
   */
  useDictionaries: () => ServerDictionaries;
  inputs: ResourceInputs;
  /**
   * Opens an in-app URL (a detail page, a workflow page, another module's list). The kit builds
   * the URLs from the declarations' routes and leaves routing to the host.
   */
  navigate: (url: string) => void;
  /** Saves bytes as a file (an export). */
  download: (bytes: ArrayBuffer, fileName: string) => void;
  /** Whose drafts the detail page autosaves; none are kept without an owner. */
  draftOwner?: DraftOwner;
  /** How a moment reads in cells and the audit trail (default `YYYY-MM-DD HH:mm:ss`). */
  formatDateTime?: (value: string) => string;
  /** The host's react-query root key, so its global resets reach the resource queries. */
  queryKeyRoot?: readonly unknown[];
}

export interface ResourceHostValue extends ResourceHost {
  keys: ResourceKeys;
  formatDateTime: (value: string) => string;
}

export const ResourceHostContext = createContext<ResourceHostValue | undefined>(undefined);

/** The nearest `ResourceKitProvider`'s host; the resource pages need one. */
export function useResourceHost(): ResourceHostValue {
  const host = useContext(ResourceHostContext);
  if (!host) throw new Error('Resource pages need a <ResourceKitProvider> above them');
  return host;
}
