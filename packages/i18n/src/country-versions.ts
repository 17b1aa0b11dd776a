import type { Language } from './languages.ts';

export const COUNTRY_VERSION_CODES = [
  'deu',
  'aut',
  'chd',
  'chf',
  'bef',
  'nld',
  'fra',
  'ita',
  'esp',
  'gbr',
  'usa',
  'eur',
] as const;
export type CountryVersionCode = (typeof COUNTRY_VERSION_CODES)[number];

export type Currency = 'EUR' | 'CHF' | 'GBP' | 'USD';

export interface CountryVersion {
  code: CountryVersionCode;
  language: Language;
  currency: Currency;
  /** Locale for `Intl` number, date and currency formats. */
  locale: string;
  host: string;
  localHost: string;
  /** The spec's country id, or null for the European version. */
  countryId: number | null;
  /** "Positions from …" in marketing texts, in the version's currency. */
  salaryThreshold: number;
  /** Where members of this version write to (about us, legal notice, privacy, terms), on its own domain. */
  contactEmail: string;
  /** A made-up phone number of the country, as form hints show it: dialled at home and from abroad. */
  phoneExample: { national: string; international: string };
}

const PHONE_EXAMPLES: Record<CountryVersionCode, CountryVersion['phoneExample']> = {
  deu: { national: '089 1234567', international: '+49 89 1234567' },
  aut: { national: '01 2345678', international: '+43 1 2345678' },
  chd: { national: '044 123 45 67', international: '+41 44 123 45 67' },
  chf: { national: '022 123 45 67', international: '+41 22 123 45 67' },
  bef: { national: '02 123 45 67', international: '+32 2 123 45 67' },
  nld: { national: '020 123 4567', international: '+31 20 123 4567' },
  fra: { national: '01 23 45 67 89', international: '+33 1 23 45 67 89' },
  ita: { national: '02 1234567', international: '+39 02 1234567' },
  esp: { national: '912 345 678', international: '+34 912 345 678' },
  gbr: { national: '020 7946 0000', international: '+44 20 7946 0000' },
  usa: { national: '(212) 555-0123', international: '+1 212 555 0123' },
  eur: { national: '01 234 5678', international: '+353 1 234 5678' },
};

/** The mailbox name readers of each language expect for a contact address. */
const CONTACT_MAILBOX: Record<Language, string> = {
  DE: 'kontakt',
  EN_GB: 'contact',
  EN_US: 'contact',
  FR: 'contact',
  IT: 'contatti',
  NL: 'contact',
  ES: 'contacto',
};

const v = (
  code: CountryVersionCode,
  language: Language,
  currency: Currency,
  locale: string,
  host: string,
  countryId: number | null,
  salaryThreshold: number,
): CountryVersion => ({
  code,
  language,
  currency,
  locale,
  host,
  localHost: `${code}.localhost`,
  countryId,
  salaryThreshold,
  // Regional subdomains (fr.laufbahn.ch, us.laufbahn.com) receive mail at their parent domain.
  contactEmail: `${CONTACT_MAILBOX[language]}@${host.replace(/^(fr|us|eu)\./, '')}`,
  phoneExample: PHONE_EXAMPLES[code],
});

export const COUNTRY_VERSIONS: Record<CountryVersionCode, CountryVersion> = {
  deu: v('deu', 'DE', 'EUR', 'de-DE', 'laufbahn.de', 44, 60_000),
  aut: v('aut', 'DE', 'EUR', 'de-AT', 'laufbahn.at', 166, 60_000),
  chd: v('chd', 'DE', 'CHF', 'de-CH', 'laufbahn.ch', 191, 100_000),
  chf: v('chf', 'FR', 'CHF', 'fr-CH', 'fr.laufbahn.ch', 191, 100_000),
  bef: v('bef', 'FR', 'EUR', 'fr-BE', 'laufbahn.be', 23, 60_000),
  nld: v('nld', 'NL', 'EUR', 'nl-NL', 'laufbahn.nl', 158, 60_000),
  fra: v('fra', 'FR', 'EUR', 'fr-FR', 'laufbahn.fr', 56, 60_000),
  ita: v('ita', 'IT', 'EUR', 'it-IT', 'laufbahn.it', 88, 60_000),
  esp: v('esp', 'ES', 'EUR', 'es-ES', 'laufbahn.es', 200, 60_000),
  gbr: v('gbr', 'EN_GB', 'GBP', 'en-GB', 'laufbahn.co.uk', 69, 50_000),
  usa: v('usa', 'EN_US', 'USD', 'en-US', 'us.laufbahn.com', 235, 100_000),
  eur: v('eur', 'EN_GB', 'EUR', 'en-IE', 'eu.laufbahn.com', null, 60_000),
};

export const DEFAULT_COUNTRY_VERSION: CountryVersionCode = 'deu';

const BY_HOST = new Map<string, CountryVersionCode>();
for (const version of Object.values(COUNTRY_VERSIONS)) {
  BY_HOST.set(version.host, version.code);
  BY_HOST.set(`www.${version.host}`, version.code);
  BY_HOST.set(version.localHost, version.code);
}

/** The host name (with or without port) decides the country version; anything unknown is `deu`. */
export function countryVersionFromHost(host: string | null | undefined): CountryVersion {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return COUNTRY_VERSIONS[BY_HOST.get(name) ?? DEFAULT_COUNTRY_VERSION];
}

export function isCountryVersionCode(value: unknown): value is CountryVersionCode {
  return typeof value === 'string' && (COUNTRY_VERSION_CODES as readonly string[]).includes(value);
}

/** Each country version named in its own language, as the footer's country list shows them. */
export const COUNTRY_VERSION_NAMES: Record<CountryVersionCode, string> = {
  deu: 'Deutschland',
  aut: 'Österreich',
  chd: 'Schweiz (Deutsch)',
  chf: 'Suisse (Français)',
  bef: 'Belgique',
  nld: 'Nederland',
  fra: 'France',
  ita: 'Italia',
  esp: 'España',
  gbr: 'United Kingdom',
  usa: 'United States',
  eur: 'Europe',
};
