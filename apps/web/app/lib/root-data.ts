import { useRouteLoaderData } from 'react-router';
import type { AccountDetails } from '@laufbahn/contracts/account';
import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import type { Language } from '@laufbahn/i18n/languages';

export interface RootData {
  language: Language;
  countryVersion: CountryVersionCode;
  nonce: string;
  account: AccountDetails | null;
}

/** What the root loader knows about this visitor: language, country version, the signed-in account. */
export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}
