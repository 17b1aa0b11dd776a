import { FIXTURE_CITIES } from '@laufbahn/job-generator/fixture-cities';
import { generateJobs } from '@laufbahn/job-generator/generate';
import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import type { JobInput } from '../types.ts';

export const NOW = new Date('2025-06-01T12:00:00Z');
const DAY = 86_400_000;

/**
 * Generated positions of several country versions (all published within 60 days before NOW), without reposts unless
 * told: the reference tests compare the search with the input, one entry per input.
 */
export function generated(
  perVersion: number,
  versions: CountryVersionCode[] = ['deu', 'fra', 'ita', 'nld', 'esp', 'gbr'],
  repostShare = 0,
) {
  return versions.flatMap((countryVersion) => [
    ...generateJobs({ seed: 7, count: perVersion, countryVersion, now: NOW, cities: FIXTURE_CITIES, repostShare }),
  ]);
}

let serial = 0;

/** A hand-made position in Berlin, published a day before NOW and open for 30 days, unless told. */
export function job(overrides: Partial<JobInput> = {}): JobInput {
  serial++;
  return {
    externalId: `test-${serial}`,
    title: 'Leiter Finanzen (m/w/d)',
    language: 'DE',
    companyName: 'Muster AG',
    industryId: 1,
    functionId: 3,
    careerLevelId: 4,
    countryId: 44,
    geoCodeId: 2950159,
    city: 'Berlin',
    latitude: 52.52437,
    longitude: 13.41053,
    workplaceType: 'hybrid',
    salaryMin: 120_000,
    salaryMax: 150_000,
    currency: 'EUR',
    exclusive: false,
    publisherType: 'company',
    publisherName: 'Muster AG',
    publishedAt: new Date(NOW.getTime() - DAY - serial * 1000),
    expiresAt: new Date(NOW.getTime() + 30 * DAY),
    description: 'Beschreibung',
    ...overrides,
  };
}

export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
