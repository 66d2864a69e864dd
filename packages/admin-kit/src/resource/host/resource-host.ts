import { createContext, useContext } from 'react';
import type { Dictionary } from '@eldercare/resource-language';
import type { ServerDictionaries } from '../data/dictionary-options';
import type { ResourceDataSource } from '../data/resource-data-source';
import type { ResourceKeys } from '../data/resource-keys';
import type { DraftOwner } from '../draft/draft-store';
import type { FieldRenderers, HostFieldTypeDefinition } from '../fields/field-renderers';
import type { ResourceInputs } from '../inputs/resource-inputs';

/** What the host gives the resource pages: data, inputs, navigation and a few formats. */
export interface ResourceHost {
  /** The data source of a module; the kit reloads the module's queries after each write. */
  dataSource: (module: string) => ResourceDataSource;
  /**
   * Server dictionaries by type, undefined while loading. A hook (called in render), so the host
   * can read its own cache: `declaredDictionaries` are the fallback.
   */
  useDictionaries: () => ServerDictionaries;
  /** The dictionaries the host's declarations name: their labels show while the server sends none. */
  declaredDictionaries?: readonly Dictionary[];
  /**
   * The module of the people other records are about and its area field: a form's reference to
   * one of them fills the form's area from that record. None when the catalogue has no such module.
   */
  personArea?: { module: string; areaField: string };
  /**
   * The staff module and the provider field that narrow a staff reference on the same form to that
   * provider's staff (an order assigned to a provider's staff member). None when not declared.
   */
  staffOfProvider?: { staffModule: string; providerField: string };
  /** Custom row actions that open another module's list instead of a page: action key → list route. */
  linkedListRoutes?: Readonly<Record<string, string>>;
  inputs: ResourceInputs;
  /** The host's own field types (`defineHostFieldType`): how their cells, inputs and filters render. */
  fieldTypes?: readonly HostFieldTypeDefinition[];
  /**
   * Opens an in-app URL (a detail page, a workflow page, another module's list). The kit builds
   * the URLs from the declarations' routes and leaves routing to the host.
   */
  navigate: (url: string) => void;
  /** Saves bytes as a file (an export). */
  download: (bytes: ArrayBuffer, fileName: string) => void;
  /** Whose drafts the detail page autosaves; none are kept without an owner. */
  draftOwner?: DraftOwner;
  /**
   * The first part of the drafts' storage keys; default the `KitProvider`'s `storageNamespace`,
   * which is where a host names it once. Pass the same one to `clearAllDrafts`. Changing it
   * leaves the drafts stored under the old one unfound.
   */
  draftNamespace?: string;
  /** How a moment reads in cells and the audit trail (default `YYYY-MM-DD HH:mm:ss`). */
  formatDateTime?: (value: string) => string;
  /** The host's react-query root key, so its global resets reach the resource queries. */
  queryKeyRoot?: readonly unknown[];
}

export interface ResourceHostValue extends ResourceHost {
  keys: ResourceKeys;
  formatDateTime: (value: string) => string;
  /** The host's own field types' renderers by type (`useFieldRenderers` adds the built-in ones). */
  hostRenderers: ReadonlyMap<string, FieldRenderers>;
}

export const ResourceHostContext = createContext<ResourceHostValue | undefined>(undefined);

/** The nearest `ResourceKitProvider`'s host; the resource pages need one. */
export function useResourceHost(): ResourceHostValue {
  const host = useContext(ResourceHostContext);
  if (!host) throw new Error('Resource pages need a <ResourceKitProvider> above them');
  return host;
}
