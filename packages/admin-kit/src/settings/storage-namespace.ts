import { createContext, useContext } from 'react';

declare const storageNamespaceBrand: unique symbol;

/**
 * The first part of every key the kit keeps in the browser (settings, sidebar, text scale, open
 * tabs, drafts), so two products on one origin keep theirs apart. Made by `storageNamespace`, which
 * checks it once: a namespace holding the kit's separators (`.`, `:`) could run into another's keys.
 */
export type StorageNamespace = string & { readonly [storageNamespaceBrand]: true };

const NAMESPACE = /^[A-Za-z0-9_-]+$/;

/** A host's namespace: letters, digits, `-` and `_`. Keep it once chosen: keys under another are not found. */
export function storageNamespace(name: string): StorageNamespace {
  if (!NAMESPACE.test(name)) {
    throw new Error(`A storage namespace is letters, digits, "-" and "_" (got "${name}").`);
  }
  return name as StorageNamespace;
}

/** The namespace of a host that names none. */
export const DEFAULT_STORAGE_NAMESPACE = storageNamespace('admin-kit');

/** What the kit stores under a namespace: each one key (the text scale, one per user after it). */
export type KitStoredItem = 'layoutSettings' | 'sidebar' | 'textScale' | 'tabs';

/** The storage key of one of the kit's items: `<namespace>.<item>`. */
export function kitStorageKey(namespace: StorageNamespace, item: KitStoredItem): string {
  return `${namespace}.${item}`;
}

/** The host's namespace as `KitProvider` received it, for the kit's parts that store state below it. */
export const StorageNamespaceContext = createContext<StorageNamespace>(DEFAULT_STORAGE_NAMESPACE);

export const useStorageNamespace = (): StorageNamespace => useContext(StorageNamespaceContext);
