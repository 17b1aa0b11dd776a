import { useRouteLoaderData } from 'react-router';
import type { AccountDetails } from '@laufbahn/contracts/account';
import type { RecruiterDetails } from '@laufbahn/contracts/recruiter';
import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import type { Language } from '@laufbahn/i18n/languages';
import type { MonitoringSetup } from '@laufbahn/contracts/monitoring';
import type { CookieConsent } from './cookie-consent.ts';
import type { FlagVariants } from './feature-flags/flags.ts';
import type { Site } from './recruiter-site.ts';

export interface RootData {
  language: Language;
  countryVersion: CountryVersionCode;
  /** `Intl` locale: the country version's formats in the page's language. */
  formatLocale: string;
  nonce: string;
  account: AccountDetails | null;
  cookieConsent: CookieConsent | null;
  /** Where each country version lives, seen from this host (production domains or `*.localhost`). */
  countryUrls: Record<CountryVersionCode, string>;
  /** The visitor's experiment variants: the server renders with them, the browser starts from them. */
  flags: FlagVariants;
  /** Error and performance monitoring: the SDK is loaded after hydration when this is set. */
  monitoring: MonitoringSetup | null;
  /** The recruiters' own host, or a members' country version. */
  site: Site;
  /** The recruiter site's start page, seen from this host. */
  recruiterSiteUrl: string;
  /** On the recruiter site: the signed-in recruiter (members' accounts do not count there). */
  recruiter: RecruiterDetails | null;
}

/** What the root loader knows about this visitor: language, country version, the signed-in account. */
export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}
