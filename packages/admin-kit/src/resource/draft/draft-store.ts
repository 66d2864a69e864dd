/**
 * Drafts of long forms, kept in localStorage per user, data type, module and record so a closed
 * tab, a reload or a crash does not lose typing — and one user's half-filled personal record is
 * never offered to the next user of the same browser. Framework-free: the hook only decides when
 * to call these.
 */
import { DEFAULT_STORAGE_NAMESPACE } from '../../settings/storage-namespace';

/**
 * The first part of every draft's storage key (`<namespace>:draft:…`) when the host names none:
 * the kit's own storage namespace. A host sets its own (`KitProvider`'s `storageNamespace`) so two
 * products on one origin keep theirs apart, and keeps it once chosen: drafts stored under another
 * namespace are not found.
 */
export const DEFAULT_DRAFT_NAMESPACE: string = DEFAULT_STORAGE_NAMESPACE;

const draftPrefix = (namespace: string) => `${namespace}:draft:`;

/** Forms with at least this many inputs autosave (short ones are quicker to retype than to restore). */
export const LONG_FORM_FIELDS = 8;

/** Drafts older than this are dropped on read rather than restored into a form that moved on. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface Draft {
  values: Record<string, unknown>;
  savedAt: number;
  /** The record version the draft was typed over (edit mode), to tell the user when it moved. */
  version?: number;
}

/** Whose draft: the signed-in user and the data type (formal / test / trial) they work in. */
export interface DraftOwner {
  userId: number;
  dataType: string | undefined;
}

export function draftKey(
  owner: DraftOwner,
  module: string,
  id: number | undefined,
  namespace: string = DEFAULT_DRAFT_NAMESPACE,
): string {
  return `${draftPrefix(namespace)}${owner.userId}:${owner.dataType ?? 'default'}:${module}:${id ?? 'new'}`;
}

/** Removes every draft of the namespace (sign-out: drafts hold personal data and belong to the session). */
export function clearAllDrafts(storage: Storage, namespace: string = DEFAULT_DRAFT_NAMESPACE): void {
  const prefix = draftPrefix(namespace);
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export function saveDraft(
  storage: Storage,
  key: string,
  values: Record<string, unknown>,
  version?: number,
  now: number = Date.now(),
): void {
  const draft: Draft = { values, savedAt: now, ...(version === undefined ? {} : { version }) };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): autosave is a convenience, the form still works.
  }
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<Draft>;
  return typeof draft.savedAt === 'number' && typeof draft.values === 'object' && draft.values !== null;
}

/** The stored draft, or undefined when there is none, it is unreadable or too old (then removed). */
export function loadDraft(storage: Storage, key: string, now: number = Date.now()): Draft | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isDraft(parsed) || now - parsed.savedAt > DRAFT_MAX_AGE_MS) {
    storage.removeItem(key);
    return undefined;
  }
  return parsed;
}

export function clearDraft(storage: Storage, key: string): void {
  storage.removeItem(key);
}

/** Only what differs from the loaded record is worth restoring: an untouched form has no draft. */
export function changedValues(
  values: Record<string, unknown>,
  initial: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!sameValue(value, initial[key])) out[key] = value;
  }
  return out;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
