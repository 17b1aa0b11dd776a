import { COUNTRY_VERSIONS, COUNTRY_VERSION_CODES, type CountryVersionCode } from '@laufbahn/i18n/country-versions';

const isLocal = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * Links to the other country versions: their production domains, or — in development and tests, where
 * the page itself is on `*.localhost` — the matching `*.localhost` host on the same port.
 */
export function countryUrls(requestUrl: URL): Record<CountryVersionCode, string> {
  const local = isLocal(requestUrl.hostname);
  const port = requestUrl.port ? `:${requestUrl.port}` : '';
  return Object.fromEntries(
    COUNTRY_VERSION_CODES.map((code) => {
      const version = COUNTRY_VERSIONS[code];
      return [code, local ? `${requestUrl.protocol}//${version.localHost}${port}/` : `https://${version.host}/`];
    }),
  ) as Record<CountryVersionCode, string>;
}
