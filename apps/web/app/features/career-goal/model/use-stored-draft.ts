import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { clearDraft, EMPTY_DRAFT, parseDraft, writeDraft, type CareerGoalDraft } from './draft.ts';

const CHANGED = 'laufbahn:career-goal-draft';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function readRaw(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The add flow's draft, kept in sessionStorage under `key`: a reload, Back and Forward keep it. On the
 * server and while hydrating there is no storage to read, so `ready` turns true only in the browser.
 */
export function useStoredDraft(key: string) {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => undefined,
  );
  const draft = useMemo(() => (raw ? (parseDraft(raw) ?? EMPTY_DRAFT) : EMPTY_DRAFT), [raw]);
  const save = useCallback(
    (next: CareerGoalDraft) => {
      writeDraft(key, next);
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  /** What is stored right now: handlers read it afresh, so nothing older ever overwrites it. */
  const read = useCallback(() => {
    const stored = readRaw(key);
    return (stored && parseDraft(stored)) || EMPTY_DRAFT;
  }, [key]);
  const clear = useCallback(() => {
    clearDraft(key);
    window.dispatchEvent(new Event(CHANGED));
  }, [key]);
  return { draft, ready: raw !== undefined, stored: typeof raw === 'string', read, save, clear };
}
