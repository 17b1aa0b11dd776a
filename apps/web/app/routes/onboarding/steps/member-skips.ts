import { useMemo, useSyncExternalStore } from 'react';

/** The member's steps skipped in this browser session (visibility, CV), offered again at the end. */
const KEY = 'laufbahn.onboarding.memberSkips';

function readRaw(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function parse(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

const noSubscription = () => () => {};

/** What was skipped, once hydrated (the server has no storage and renders none). */
export function useMemberSkips(): string[] {
  const raw = useSyncExternalStore(noSubscription, readRaw, () => '[]');
  return useMemo(() => parse(raw), [raw]);
}

export function noteMemberSkip(step: string, skipped: boolean) {
  const others = parse(readRaw()).filter((entry) => entry !== step);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(skipped ? [...others, step] : others));
  } catch {
    // Private mode or a full storage: the end page just does not list it.
  }
}
