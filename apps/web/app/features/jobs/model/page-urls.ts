import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import { countryUrls } from '../../../lib/country-urls.ts';

/** The canonical address of a page on this country version's own host (production domain or `*.localhost`). */
export function canonicalUrl(
  countryUrls: Record<CountryVersionCode, string>,
  countryVersion: CountryVersionCode,
  pathAndQuery: string,
): string {
  return `${countryUrls[countryVersion].replace(/\/$/, '')}${pathAndQuery}`;
}

/** The canonical address of the page a loader answers, from the request it was asked with. */
export const canonicalFor = (request: Request, countryVersion: CountryVersionCode, pathAndQuery: string) =>
  canonicalUrl(countryUrls(new URL(request.url)), countryVersion, pathAndQuery);

/**
 * The canonical link as a route's `meta` descriptor. React Router keeps exactly one in the head across hydration and
 * navigations; a `<link>` rendered by the page itself could stay behind twice when React renders the page afresh
 * in the browser (a Suspense boundary that hydrates late), docs/decisions/0041.
 */
export const canonicalMeta = (href: string | undefined) =>
  href ? [{ tagName: 'link' as const, rel: 'canonical', href }] : [];
