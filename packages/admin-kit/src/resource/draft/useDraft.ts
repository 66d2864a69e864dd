import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useResourceHost } from '../host/resource-host';
import { changedValues, clearDraft, draftKey, loadDraft, saveDraft, type Draft } from './draft-store';

/** Typing pauses this long before the draft is written. */
const SAVE_DELAY_MS = 600;

export interface DraftControl {
  /** The draft found when the form opened (shown as a notice until restored or discarded). */
  pending: Draft | undefined;
  /** Call with the form's wire values on every change. */
  track: (values: Record<string, unknown>) => void;
  /** Forget the found draft without restoring it. */
  discard: () => void;
  /** After a successful save. */
  clear: () => void;
}

/**
 * Autosave of a long form's changes under the host's draft owner (user, data type, module and record id.
 * `enabled` is false for short forms and look mode; `initial` is the loaded record, so only edits
 * are stored.
 */
export function useDraft(
  module: string,
  id: number | undefined,
  initial: Record<string, unknown> | undefined,
  version: number | undefined,
  wanted: boolean,
): DraftControl {
  const { draftOwner: owner, draftNamespace } = useResourceHost();
  const key = draftKey(owner ?? { userId: 0, dataType: undefined }, module, id, draftNamespace);
  // Without a user (never in the shell) nothing is stored rather than stored unowned.
  const enabled = wanted && owner !== undefined;
  const [pending, setPending] = useState<Draft | undefined>(() =>
    enabled ? loadDraft(window.localStorage, key) : undefined,
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The write the timer waits to make, run at once when the page goes away mid-pause. */
  const unsaved = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    setPending(enabled ? loadDraft(window.localStorage, key) : undefined);
  }, [enabled, key]);
  useEffect(() => {
    // A reload or a closed tab within the pause would lose the last thing typed.
    const flush = () => unsaved.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer.current);
    };
  }, []);

  const track = useCallback(
    (values: Record<string, unknown>) => {
      if (!enabled || initial === undefined) return;
      clearTimeout(timer.current);
      const write = () => {
        unsaved.current = undefined;
        const changed = changedValues(values, initial);
        if (Object.keys(changed).length === 0) clearDraft(window.localStorage, key);
        else saveDraft(window.localStorage, key, changed, version);
      };
      unsaved.current = write;
      timer.current = setTimeout(write, SAVE_DELAY_MS);
    },
    [enabled, initial, key, version],
  );
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    unsaved.current = undefined;
    clearDraft(window.localStorage, key);
    setPending(undefined);
  }, [key]);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    unsaved.current = undefined;
    clearDraft(window.localStorage, key);
    setPending(undefined);
  }, [key]);
  return useMemo(() => ({ pending, track, discard, clear }), [pending, track, discard, clear]);
}
