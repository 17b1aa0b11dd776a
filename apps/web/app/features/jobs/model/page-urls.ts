import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';

/** The canonical address of a page on this country version's own host (production domain or `*.localhost`). */
export function canonicalUrl(
  countryUrls: Record<CountryVersionCode, string>,
  countryVersion: CountryVersionCode,
  pathAndQuery: string,
): string {
  return `${countryUrls[countryVersion].replace(/\/$/, '')}${pathAndQuery}`;
}
