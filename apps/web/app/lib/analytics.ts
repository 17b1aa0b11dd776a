import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_PATH_MAX_LENGTH } from '@laufbahn/contracts/analytics-constants';
import { apiRequest } from './api-client.ts';
import type { CookieConsent } from './cookie-consent.ts';

/**
 * Records a page view on our own server for each page the visitor sees — only once they allowed
 * statistics in the cookie notice (the server checks the consent cookie as well). A page is counted
 * once per visit to it, however often the effect runs (re-renders, strict mode).
 */
export function usePageViews(consent: CookieConsent | null) {
  const { pathname, search, key } = useLocation();
  const lastCountedRef = useRef<string | null>(null);
  useEffect(() => {
    if (consent !== 'all' || lastCountedRef.current === key) return;
    lastCountedRef.current = key;
    // The query goes along for the experiments (a metasearch arrival is an `affiliate`); the server keeps none of it.
    const path = `${pathname}${search}`.slice(0, PAGE_VIEW_PATH_MAX_LENGTH);
    apiRequest('/api/analytics/page_views', { method: 'POST', body: { path }, silence: [401] }).catch(() => undefined);
  }, [consent, pathname, search, key]);
}
