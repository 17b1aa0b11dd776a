import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiRequest } from './api-client.ts';
import type { CookieConsent } from './cookie-consent.ts';

/**
 * Records a page view on our own server for each page the visitor sees — only once they allowed
 * statistics in the cookie notice (the server checks the consent cookie as well).
 */
export function usePageViews(consent: CookieConsent | null) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (consent !== 'all') return;
    apiRequest('/api/analytics/page_views', { method: 'POST', body: { path: pathname }, silence: [401] }).catch(
      () => undefined,
    );
  }, [consent, pathname]);
}
