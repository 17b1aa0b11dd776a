import { COUNTRY_VERSIONS, type CountryVersionCode, type Currency } from '@laufbahn/i18n/country-versions';
import type { Language } from '@laufbahn/i18n/languages';
import { createCityPicker, type City } from './cities.ts';
import { createCompanyPool, type Company, type CompanyPool } from './companies.ts';
import { describe, type WorkplaceType } from './descriptions.ts';
import { createRandom, mixSeed, seedToInt, type Random } from './prng.ts';
import { CAREER_LEVEL_WEIGHTS, COUNTRY_IDS, FUNCTION_WEIGHTS } from './reference.ts';
import { salaryBand } from './salaries.ts';
import { pickTitle } from './titles.ts';

export type { WorkplaceType } from './descriptions.ts';

export interface GeneratedJob {
  /** Stable for (country version, seed, index). */
  externalId: string;
  title: string;
  language: Language;
  companyName: string;
  /** Employees. */
  companySize: number;
  industryId: number;
  functionId: number;
  careerLevelId: number;
  countryId: number;
  geoCodeId: number;
  city: string;
  latitude: number;
  longitude: number;
  workplaceType: WorkplaceType;
  salaryMin: number;
  salaryMax: number;
  currency: Currency;
  /** Headhunter mandates and exclusive listings (about 15 %); every headhunter's position is one. */
  exclusive: boolean;
  publisherType: 'company' | 'headhunter';
  publisherName: string;
  publishedAt: Date;
  expiresAt: Date;
  description: string;
}

export interface GenerateJobsOptions {
  seed: number | string;
  count: number;
  countryVersion: CountryVersionCode;
  /** Publication dates lie in the window before this instant. */
  now: Date;
  /** The cities to place positions in (from the `cities` table); only the version's countries are used. */
  cities: readonly City[];
  /** Index of the first position; a position depends only on (version, seed, index), never on count. */
  startId?: number;
  /** Days before `now` over which publication dates spread; 60 unless told. */
  publicationWindowDays?: number;
  /** Share of indexes drawn as a repost of an earlier position (6 % unless told; 0: none). */
  repostShare?: number;
}

const DAY_MS = 86_400_000;
const EXCLUSIVE_SHARE = 0.15;
/** Positions drawn as a repost of an earlier one of the same run (fewer come out: the copy must lie before `now`). */
const REPOST_SHARE = 0.06;

const REPOST_SALT = 0x7e905d;

/**
 * A repost: an earlier position of the run posted again 3–6 weeks later under a new identifier, its description
 * lightly edited (a line left out, two lines swapped); its original may lie before the run's first index — what an employer does to make a position look fresh.
 */
function repostOf(
  jobSeed: number,
  index: number,
  now: Date,
  positionAt: (index: number) => GeneratedJob,
  externalId: string,
  share: number,
): GeneratedJob | null {
  if (index === 0 || share <= 0) return null;
  const random = createRandom(mixSeed(jobSeed, index, REPOST_SALT));
  if (!random.chance(share)) return null;
  const original = positionAt(index - random.int(1, Math.min(400, index)));
  const publishedAt = new Date(original.publishedAt.getTime() + random.int(21, 45) * DAY_MS);
  if (publishedAt > now) return null;
  return {
    ...original,
    externalId,
    publishedAt,
    expiresAt: new Date(publishedAt.getTime() + random.int(30, 90) * DAY_MS),
    description: editDescription(random, original.description),
  };
}

/** A light edit of a description: one bullet left out and two neighbouring ones swapped. */
export function editDescription(random: Random, description: string): string {
  const lines = description.split('\n');
  const bullets = lines.flatMap((line, i) => (line.startsWith('- ') ? [i] : []));
  if (bullets.length < 4) return description;
  const swap = bullets[random.int(0, bullets.length - 2)]!;
  if (lines[swap + 1]?.startsWith('- ')) [lines[swap], lines[swap + 1]] = [lines[swap + 1]!, lines[swap]!];
  lines.splice(bullets[random.int(0, bullets.length - 1)]!, 1);
  return lines.join('\n');
}

function weightedPicker(weights: readonly number[]): (random: Random) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) cumulative.push((total += weight));
  return (random) => {
    const target = random.next() * total;
    const index = cumulative.findIndex((sum) => sum > target);
    return (index === -1 ? weights.length - 1 : index) + 1;
  };
}

const pickFunction = weightedPicker(FUNCTION_WEIGHTS);
const pickCareerLevel = weightedPicker(CAREER_LEVEL_WEIGHTS);

function pickWorkplace(random: Random, countryId: number): WorkplaceType {
  const x = random.next();
  const [onsite, hybrid] = countryId === COUNTRY_IDS.US ? [0.3, 0.75] : [0.35, 0.87];
  return x < onsite ? 'onsite' : x < hybrid ? 'hybrid' : 'remote';
}

function pickCompany(random: Random, pool: CompanyPool, functionId: number, careerLevelId: number): Company {
  // Managing directors at level 6 lead companies of up to 500 staff, at level 7 larger ones.
  const [any, health] =
    careerLevelId === 6
      ? [pool.small, pool.healthSmall]
      : careerLevelId === 7
        ? [pool.large, pool.healthLarge]
        : [pool.all, pool.health];
  return random.pick(functionId === 23 && health.length > 0 ? health : any);
}

/** Most recent days are the most frequent: the density falls linearly from `now` to the start of the window. */
function publicationDate(random: Random, now: Date, windowDays: number): Date {
  const windowSeconds = Math.floor((windowDays * DAY_MS) / 1000);
  const ageSeconds = Math.floor(windowSeconds * (1 - Math.sqrt(1 - random.next())));
  return new Date(now.getTime() - ageSeconds * 1000);
}

/**
 * Streams realistic executive positions for a country version. Lazy: generating a million positions keeps only one
 * in memory at a time (plus a few hundred invented companies per country).
 */
export function* generateJobs(options: GenerateJobsOptions): Generator<GeneratedJob, void, undefined> {
  const version = COUNTRY_VERSIONS[options.countryVersion];
  if (!version) throw new RangeError(`unknown country version ${String(options.countryVersion)}`);
  if (!Number.isInteger(options.count) || options.count < 0) throw new RangeError('count must be a whole number ≥ 0');
  const seed = seedToInt(options.seed);
  const seedTag = seed.toString(36);
  // Versions draw different positions from the same seed (company pools stay shared per country).
  const jobSeed = mixSeed(seed, seedToInt(version.code));
  const pickCity = createCityPicker(options.cities, version);
  const pools = new Map<number, CompanyPool>();
  const windowDays = options.publicationWindowDays ?? 60;
  const start = options.startId ?? 0;

  const externalIdAt = (index: number) => `${version.code}-${seedTag}-${index}`;
  const positionAt = (index: number): GeneratedJob => {
    const random = createRandom(mixSeed(jobSeed, index, Math.floor(index / 2 ** 32)));
    const city = pickCity(random);
    const functionId = pickFunction(random);
    const careerLevelId = pickCareerLevel(random);
    let pool = pools.get(city.countryId);
    if (!pool) pools.set(city.countryId, (pool = createCompanyPool(seed, city.countryId)));
    const company = pickCompany(random, pool, functionId, careerLevelId);
    const title = pickTitle(random, functionId, careerLevelId, version.language);
    const workplaceType = pickWorkplace(random, city.countryId);
    // A headhunter's mandate is members only like an exclusive listing (DECISIONS.md, gating): most exclusive
    // positions come through a headhunter, no public one does.
    const exclusive = random.chance(EXCLUSIVE_SHARE);
    const viaHeadhunter = exclusive && random.chance(0.8);
    const publishedAt = publicationDate(random, options.now, windowDays);
    const expiresAt = new Date(publishedAt.getTime() + random.int(30, 90) * DAY_MS);
    const salary = salaryBand(
      random,
      careerLevelId,
      functionId,
      city.countryId,
      version.currency,
      version.salaryThreshold,
    );
    return {
      externalId: externalIdAt(index),
      title,
      language: version.language,
      companyName: company.name,
      companySize: company.size,
      industryId: company.industryId,
      functionId,
      careerLevelId,
      countryId: city.countryId,
      geoCodeId: city.geoCodeId,
      city: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      workplaceType,
      ...salary,
      currency: version.currency,
      exclusive,
      publisherType: viaHeadhunter ? 'headhunter' : 'company',
      publisherName: viaHeadhunter ? random.pick(pool.headhunters) : company.name,
      publishedAt,
      expiresAt,
      description: describe(random, {
        language: version.language,
        title,
        companyName: company.name,
        city: city.name,
        workplaceType,
        viaHeadhunter,
      }),
    };
  };

  for (let index = start; index < start + options.count; index++) {
    // Positions before the run's first are drawn the same way, so a repost depends on its index only.
    const repost = repostOf(
      jobSeed,
      index,
      options.now,
      positionAt,
      externalIdAt(index),
      options.repostShare ?? REPOST_SHARE,
    );
    yield repost ?? positionAt(index);
  }
}

export const DAILY_BATCH_SIZE = 15_000;

export interface DailyBatchOptions extends Omit<GenerateJobsOptions, 'now' | 'count' | 'startId' | 'seed'> {
  seed: number | string;
  /** The calendar day (UTC) as `YYYY-MM-DD`: every position is published on it. */
  day: string;
  count?: number;
}

/** The day's new positions (15,000 unless told), published during that UTC day; ids differ from day to day. */
export function dailyBatch(options: DailyBatchOptions): Generator<GeneratedJob, void, undefined> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.day)) throw new RangeError('day must be YYYY-MM-DD');
  const endOfDay = new Date(Date.parse(`${options.day}T00:00:00Z`) + DAY_MS - 1000);
  if (Number.isNaN(endOfDay.getTime())) throw new RangeError('day must be a real date');
  return generateJobs({
    countryVersion: options.countryVersion,
    cities: options.cities,
    seed: `${options.seed}:${options.day}`,
    count: options.count ?? DAILY_BATCH_SIZE,
    now: endOfDay,
    publicationWindowDays: 1 - 1 / 86_400,
  });
}
