import { FIXTURE_CITIES } from '@laufbahn/job-generator/fixture-cities';
import type { JobInput } from '@laufbahn/job-search/types';

const DAY = 86_400_000;
const BERLIN = FIXTURE_CITIES.find((city) => city.name === 'Berlin')!;

/**
 * A hand-made open position for the jobs API tests: Berlin, hybrid, level 4, function 3, industry 1, published a day
 * before `now`, found by `token` (its keyword) among whatever else the database holds.
 */
export function testJob(
  { externalId, source, token, now }: { externalId: string; source: string; token: string; now: Date },
  overrides: Partial<JobInput> = {},
): JobInput {
  const companyName = overrides.companyName ?? 'Offen AG';
  return {
    externalId,
    source,
    keywords: [token],
    title: `Leiter ${token} (m/w/d)`,
    language: 'DE',
    companyName,
    industryId: 1,
    functionId: 3,
    careerLevelId: 4,
    countryId: 44,
    geoCodeId: BERLIN.geoCodeId,
    city: 'Berlin',
    latitude: BERLIN.latitude,
    longitude: BERLIN.longitude,
    workplaceType: 'hybrid',
    salaryMin: 120_000,
    salaryMax: 150_000,
    currency: 'EUR',
    exclusive: false,
    publisherType: 'company',
    publisherName: companyName,
    publishedAt: new Date(now.getTime() - DAY),
    expiresAt: new Date(now.getTime() + 30 * DAY),
    description: `Beschreibung ${token}`,
    ...overrides,
  };
}
