import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** The draft keeps a work location's id and radius; its name, for display, is kept in the browser. */
const KEY = 'laufbahn.onboarding.locationNames';
const CHANGED = 'laufbahn:onboarding-location-names';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

function readRaw(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '{}';
  } catch {
    return '{}';
  }
}

function parse(raw: string): Record<string, string> {
  try {
    return JSON.parse(raw) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The names of the chosen cities: read once hydrated (the server has no storage), kept across reloads. */
export function useLocationNames() {
  const raw = useSyncExternalStore(subscribe, readRaw, () => '{}');
  const names = useMemo(() => parse(raw), [raw]);
  const remember = useCallback((geoCodeId: number, name: string) => {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify({ ...parse(readRaw()), [geoCodeId]: name }));
    } catch {
      // Private mode or a full storage: the city shows without its name after a reload.
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return { names, remember };
}
