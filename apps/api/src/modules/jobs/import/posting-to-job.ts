import { detectLanguage } from '@laufbahn/cv-parser/fields/cv-language';
import { mapCareerLevel } from '@laufbahn/cv-parser/taxonomy/career-level';
import { mapFunction } from '@laufbahn/cv-parser/taxonomy/functions';
import { mapIndustry } from '@laufbahn/cv-parser/taxonomy/industries';
import type { TextLine } from '@laufbahn/cv-parser/text/model';
import type { CvLanguage } from '@laufbahn/cv-parser/types';
import { COUNTRY_VERSIONS, type Currency } from '@laufbahn/i18n/country-versions';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import type { JobInput, WorkplaceType } from '@laufbahn/job-search/types';
import { estimateSalary } from '@laufbahn/pay/estimate';
import { INDUSTRIES } from '../../../db/seed/reference-data.ts';
import { foldForSearch } from '../../../lib/search-text.ts';
import type { JobPosting } from './job-posting-schema.ts';
import type { PlaceResolver, ResolvedCity } from './places.ts';

/** The middle of the 30 to 90 days the job generator gives its positions. */
export const DEFAULT_LISTING_DAYS = 60;
/** When neither the title nor the description names a function: the least prominent of the broad ones. */
export const DEFAULT_FUNCTION_ID = 22;
/** When the feed names no industry we know and the employer's name tells none (consultancy serves them all). */
export const DEFAULT_INDUSTRY_ID = 4;

const DAY_MS = 86_400_000;
const CURRENCIES: readonly Currency[] = ['EUR', 'CHF', 'GBP', 'USD'];

const US_COUNTRY_ID = COUNTRY_VERSIONS.usa.countryId;

/**
 * Currency and languages of a country with a country version of its own, its first version's language first; Dutch
 * in Belgium and Italian in Switzerland have no version but are written there.
 */
const COUNTRY_DEFAULTS = new Map<number, { currency: Currency; languages: Language[] }>();
for (const version of Object.values(COUNTRY_VERSIONS)) {
  if (version.countryId === null) continue;
  const known = COUNTRY_DEFAULTS.get(version.countryId);
  if (known) known.languages.push(version.language);
  else COUNTRY_DEFAULTS.set(version.countryId, { currency: version.currency, languages: [version.language] });
}
COUNTRY_DEFAULTS.get(COUNTRY_VERSIONS.bef.countryId!)?.languages.push('NL');
COUNTRY_DEFAULTS.get(COUNTRY_VERSIONS.chd.countryId!)?.languages.push('IT');
const OTHER_COUNTRIES = { currency: 'EUR' as Currency, languages: [] as Language[] };

const LANGUAGE_OF: Record<CvLanguage, Language> = {
  de: 'DE',
  en: 'EN_GB',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  es: 'ES',
};

/** Industry names of the reference data in every language, folded. */
const INDUSTRY_BY_NAME = new Map<string, number>(
  INDUSTRIES.flatMap((industry) => Object.values(industry.names).map((name) => [foldForSearch(name), industry.id])),
);

/** "Hybrid", "hybrides Arbeiten", "ibrido", "híbrido" — but not a hybrid cloud or a hybrid engine. */
const HYBRID =
  /(?<![\p{L}\d])(?:hybrid|hybride|hybrides|hybrider|hybridem|hybriden|ibrido|ibrida|ibridi|ibride|hibrido|hibrida|hibridos|hibridas)(?![\p{L}\d])(?!\s+(?:cloud|it|infrastructure|vehicles?|cars?|engines?|antrieb|systems?|solutions?|energy)\b)/u;

export interface Skip {
  field: string;
  reason: string;
}

export type MappingResult = { job: Omit<JobInput, 'source'> } | { skip: Skip };

function workplaceOf(posting: JobPosting): WorkplaceType {
  if (posting.telecommute) return 'remote';
  return HYBRID.test(foldForSearch(`${posting.title}\n${posting.description}`)) ? 'hybrid' : 'onsite';
}

function industryOf(posting: JobPosting): number | null {
  if (posting.industry) {
    const named = INDUSTRY_BY_NAME.get(foldForSearch(posting.industry));
    if (named !== undefined) return named;
    const mapped = mapIndustry(posting.industry, null);
    if (mapped) return mapped.id;
  }
  return mapIndustry(posting.companyName, null)?.id ?? null;
}

function languageOf(posting: JobPosting, countryId: number): Language {
  const american = countryId === US_COUNTRY_ID;
  const declared = parseLanguage(posting.language);
  if (declared) return declared === 'EN_GB' && american ? 'EN_US' : declared;
  const lines = `${posting.title}\n${posting.description}`
    .split('\n')
    .slice(0, 200)
    .map((text): TextLine => ({
      text,
      page: 1,
      x: 0,
      y: 0,
      width: 0,
      fontSize: 10,
      bold: false,
      heading: false,
      column: 0,
      block: 0,
      cell: null,
    }));
  const detected = detectLanguage(lines);
  const { languages } = COUNTRY_DEFAULTS.get(countryId) ?? OTHER_COUNTRIES;
  // The detector counts frequent short words; in a short text "de" and "la" can make French look Spanish.
  if (detected === 'en') return american ? 'EN_US' : 'EN_GB';
  if (detected && (languages.length === 0 || languages.includes(LANGUAGE_OF[detected]))) return LANGUAGE_OF[detected];
  return languages[0] ?? 'EN_GB';
}

/** The first location that names a city we know; a remote position may instead name only a country. */
async function locate(posting: JobPosting, places: PlaceResolver): Promise<{ city: ResolvedCity } | { skip: Skip }> {
  let problem: Skip | undefined;
  const remoteCountries: number[] = [];
  for (const address of posting.locations) {
    let countryId: number | null = null;
    if (address.addressCountry) {
      countryId = await places.countryId(address.addressCountry);
      if (countryId === null) {
        problem ??= {
          field: 'jobLocation.address.addressCountry',
          reason: `unknown country "${address.addressCountry}"`,
        };
        continue;
      }
    }
    if (address.addressLocality) {
      const city = await places.city(address.addressLocality, countryId, address.addressRegion ?? null);
      if (city) return { city };
      problem ??= {
        field: 'jobLocation.address.addressLocality',
        reason: `no city "${address.addressLocality}"${address.addressCountry ? ` in ${address.addressCountry}` : ''}`,
      };
    } else if (countryId !== null) {
      remoteCountries.push(countryId);
    }
  }
  if (posting.telecommute) {
    for (const name of posting.applicantCountries) {
      const countryId = await places.countryId(name);
      if (countryId !== null) remoteCountries.push(countryId);
    }
    for (const countryId of remoteCountries) {
      const city = await places.largestCity(countryId);
      if (city) return { city };
    }
  }
  return {
    skip: problem ?? {
      field: posting.locations.length > 0 ? 'jobLocation.address.addressLocality' : 'jobLocation',
      reason: posting.telecommute
        ? 'required (a city, or a country in applicantLocationRequirements)'
        : 'required (a city)',
    },
  };
}

/**
 * A checked posting as a position of the job search: place from the cities table, taxonomy from the CV parser's
 * mapping, salary as given (yearly) or estimated with the pay model.
 */
export async function postingToJob(posting: JobPosting, places: PlaceResolver): Promise<MappingResult> {
  const location = await locate(posting, places);
  if ('skip' in location) return location;
  const { city } = location;

  const careerLevelId = mapCareerLevel(posting.title, posting.companyName)?.id ?? 1;
  const mappedFunction = mapFunction(posting.title, posting.description)?.id ?? null;
  const mappedIndustry = industryOf(posting);
  const defaults = COUNTRY_DEFAULTS.get(city.countryId) ?? OTHER_COUNTRIES;

  const given = posting.salary;
  const currency = (given?.currency ?? defaults.currency) as Currency;
  let band: { min: number; max: number };
  let bandCurrency: Currency;
  if (given && CURRENCIES.includes(currency)) {
    band = given;
    bandCurrency = currency;
  } else {
    // Estimated like a member's salary: with the factors of what is known, neutral for what was defaulted.
    bandCurrency = defaults.currency;
    band = estimateSalary(
      {
        careerLevelId,
        functionId: mappedFunction,
        industryId: mappedIndustry,
        countryId: city.countryId,
        yearsOfExperience: null,
      },
      bandCurrency,
    )!;
  }

  return {
    job: {
      externalId: posting.externalId,
      title: posting.title,
      language: languageOf(posting, city.countryId),
      companyName: posting.companyName,
      companySize: null,
      industryId: mappedIndustry ?? DEFAULT_INDUSTRY_ID,
      functionId: mappedFunction ?? DEFAULT_FUNCTION_ID,
      careerLevelId,
      countryId: city.countryId,
      geoCodeId: city.geoCodeId,
      city: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      workplaceType: workplaceOf(posting),
      salaryMin: band.min,
      salaryMax: band.max,
      currency: bandCurrency,
      exclusive: false,
      publisherType: 'company',
      publisherName: posting.companyName,
      publishedAt: posting.publishedAt,
      expiresAt: posting.expiresAt ?? new Date(posting.publishedAt.getTime() + DEFAULT_LISTING_DAYS * DAY_MS),
      description: posting.description,
      keywords: posting.keywords,
    },
  };
}
