import { LANGUAGES, LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import type { LocalisedNames } from '../schema/reference.ts';

/** The spec's country ids, in the order of the product's country selections. */
export const SPEC_COUNTRIES: ReadonlyArray<{ id: number; iso: string }> = [
  { id: 23, iso: 'BE' },
  { id: 44, iso: 'DE' },
  { id: 56, iso: 'FR' },
  { id: 69, iso: 'GB' },
  { id: 88, iso: 'IT' },
  { id: 158, iso: 'NL' },
  { id: 166, iso: 'AT' },
  { id: 191, iso: 'CH' },
  { id: 200, iso: 'ES' },
  { id: 235, iso: 'US' },
];

/** "Europe" as a selection of its own; ids from 1000 on are ours, clear of the spec's range. */
export const EUROPE_ID = 1000;

/** The rest of Europe, so that every European city has its country. */
const OTHER_EUROPEAN = [
  'AD',
  'AL',
  'BA',
  'BG',
  'BY',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SK',
  'SM',
  'UA',
  'VA',
  'XK',
];

export interface CountrySeed {
  id: number;
  iso: string | null;
  names: LocalisedNames;
  sortOrder: number;
}

/** Country names come from the CLDR data behind `Intl`, so each language gets its own spelling. */
export function countryNames(iso: string): LocalisedNames {
  const names = {} as LocalisedNames;
  for (const language of LANGUAGES) {
    names[language] = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(iso) ?? iso;
  }
  return names;
}

export function countrySeeds(europeNames: LocalisedNames): CountrySeed[] {
  const seeds: CountrySeed[] = SPEC_COUNTRIES.map((c, index) => ({
    id: c.id,
    iso: c.iso,
    names: countryNames(c.iso),
    sortOrder: index + 1,
  }));
  seeds.push({ id: EUROPE_ID, iso: null, names: europeNames, sortOrder: SPEC_COUNTRIES.length + 1 });
  OTHER_EUROPEAN.forEach((iso, index) => {
    seeds.push({ id: EUROPE_ID + 1 + index, iso, names: countryNames(iso), sortOrder: 100 });
  });
  return seeds;
}
