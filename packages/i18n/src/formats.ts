import { COUNTRY_VERSIONS, type CountryVersionCode } from './country-versions.ts';
import { LANGUAGE_TAGS, type Language } from './languages.ts';

/**
 * The locale for `Intl` number, currency and date formats: the country version's conventions, in the
 * member's language. `chd` in German formats `CHF 100'000`; a French speaker on `deu` gets `fr-DE`.
 */
export function formattingLocale(language: Language, countryVersion: CountryVersionCode): string {
  const versionLocale = COUNTRY_VERSIONS[countryVersion].locale;
  const [versionLanguage, region] = versionLocale.split('-');
  const base = LANGUAGE_TAGS[language].split('-')[0]!;
  return base === versionLanguage ? versionLocale : `${base}-${region}`;
}
