import { COUNTRY_VERSION_CODES, COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { describe, expect, it } from 'vitest';
import { cityAllowed } from './cities.ts';
import { descriptionHeadings } from './descriptions.ts';
import { FIXTURE_CITIES } from './fixture-cities.ts';
import { DAILY_BATCH_SIZE, dailyBatch, generateJobs, type GeneratedJob } from './generate.ts';
import { FUNCTION_COUNT, INDUSTRY_COUNT } from './reference.ts';
import { GENDER_MARKERS, titleVariants } from './titles.ts';

const now = new Date('2025-06-30T12:00:00Z');
const DAY = 86_400_000;
const base = { seed: 2025, now, cities: FIXTURE_CITIES };
const take = (count: number, countryVersion: (typeof COUNTRY_VERSION_CODES)[number] = 'deu', seed = 2025) => [
  ...generateJobs({ ...base, seed, count, countryVersion }),
];

describe('generateJobs', () => {
  it('gives the same positions for the same seed, and others for another seed', () => {
    expect(take(200)).toEqual(take(200));
    const other = take(200, 'deu', 2026);
    expect(other.map((j) => j.title + j.companyName)).not.toEqual(take(200).map((j) => j.title + j.companyName));
  });

  it('makes a position depend only on its index, so batches can be resumed', () => {
    const all = take(50);
    const tail = [...generateJobs({ ...base, count: 20, countryVersion: 'deu', startId: 30 })];
    expect(tail).toEqual(all.slice(30));
    expect(new Set(all.map((j) => j.externalId)).size).toBe(50);
    expect(all[7]?.externalId).toMatch(/^deu-[0-9a-z]+-7$/);
  });

  it('yields exactly count positions, and none for 0', () => {
    expect(take(0)).toEqual([]);
    expect(take(123)).toHaveLength(123);
    expect(() => take(-1)).toThrow(RangeError);
  });

  it('keeps every field in range for every country version', () => {
    const citiesById = new Map(FIXTURE_CITIES.map((c) => [c.geoCodeId, c]));
    for (const code of COUNTRY_VERSION_CODES) {
      const version = COUNTRY_VERSIONS[code];
      for (const job of take(400, code)) {
        expect(job.language).toBe(version.language);
        expect(job.currency).toBe(version.currency);
        expect(job.title.length).toBeGreaterThan(2);
        expect(job.companyName.length).toBeGreaterThan(2);
        expect(job.publisherName.length).toBeGreaterThan(2);
        expect(Number.isInteger(job.companySize) && job.companySize >= 50).toBe(true);
        expect(job.industryId).toBeGreaterThanOrEqual(1);
        expect(job.industryId).toBeLessThanOrEqual(INDUSTRY_COUNT);
        expect(job.functionId).toBeGreaterThanOrEqual(1);
        expect(job.functionId).toBeLessThanOrEqual(FUNCTION_COUNT);
        expect(job.careerLevelId).toBeGreaterThanOrEqual(1);
        expect(job.careerLevelId).toBeLessThanOrEqual(7);
        if (job.careerLevelId === 6) expect(job.companySize).toBeLessThanOrEqual(500);
        if (job.careerLevelId === 7) expect(job.companySize).toBeGreaterThan(500);
        expect(['onsite', 'hybrid', 'remote']).toContain(job.workplaceType);
        expect(['company', 'headhunter']).toContain(job.publisherType);
        if (job.publisherType === 'company') expect(job.publisherName).toBe(job.companyName);
        expect(typeof job.exclusive).toBe('boolean');
        const city = citiesById.get(job.geoCodeId);
        expect(city).toMatchObject({
          name: job.city,
          countryId: job.countryId,
          latitude: job.latitude,
          longitude: job.longitude,
        });
        expect(job.description.split('\n\n').length).toBeGreaterThanOrEqual(4);
        for (const heading of descriptionHeadings(version.language)) expect(job.description).toContain(heading);
      }
    }
  });

  it('pays at least the version’s threshold, in 5,000 steps, with max above min', () => {
    for (const code of COUNTRY_VERSION_CODES) {
      const { salaryThreshold } = COUNTRY_VERSIONS[code];
      for (const job of take(500, code)) {
        expect(job.salaryMin).toBeGreaterThanOrEqual(salaryThreshold);
        expect(job.salaryMax).toBeGreaterThan(job.salaryMin);
        expect(job.salaryMin % 5000).toBe(0);
        expect(job.salaryMax % 5000).toBe(0);
        expect(job.salaryMax).toBeLessThan(2_000_000);
      }
    }
  });

  it('pays more at higher career levels and more in Switzerland and the USA', () => {
    const median = (jobs: GeneratedJob[]) => {
      const sorted = jobs.map((j) => j.salaryMin).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    const deu = take(3000);
    expect(median(deu.filter((j) => j.careerLevelId === 7))).toBeGreaterThan(
      median(deu.filter((j) => j.careerLevelId === 4)),
    );
    expect(median(take(3000, 'chd'))).toBeGreaterThan(median(deu) * 1.3);
    expect(median(take(3000, 'usa'))).toBeGreaterThan(median(deu) * 1.3);
  });

  it('writes titles in the version’s language with the customary gender marker', () => {
    for (const code of COUNTRY_VERSION_CODES) {
      const { language } = COUNTRY_VERSIONS[code];
      const marker = GENDER_MARKERS[language];
      for (const job of take(300, code)) {
        const bare = marker ? job.title.slice(0, -marker.length - 1) : job.title;
        if (marker) expect(job.title.endsWith(` ${marker}`)).toBe(true);
        expect(titleVariants(job.functionId, job.careerLevelId, language)).toContain(bare);
      }
    }
    expect(take(300, 'fra').some((j) => j.title.includes('Directeur'))).toBe(true);
    expect(take(300, 'ita').some((j) => /Direttore|Responsabile/.test(j.title))).toBe(true);
    expect(take(300, 'esp').some((j) => /Director|Responsable/.test(j.title))).toBe(true);
    expect(take(300, 'nld').some((j) => /Hoofd|Directeur/.test(j.title))).toBe(true);
    expect(take(300, 'deu').some((j) => /Leiter/.test(j.title))).toBe(true);
  });

  it('publishes within the 60 days before now, recent days more often, and expires 30 to 90 days later', () => {
    const jobs = take(5000);
    for (const job of jobs) {
      expect(job.publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(job.publishedAt.getTime()).toBeGreaterThan(now.getTime() - 60 * DAY);
      const days = (job.expiresAt.getTime() - job.publishedAt.getTime()) / DAY;
      expect(days).toBeGreaterThanOrEqual(30);
      expect(days).toBeLessThanOrEqual(90);
    }
    const lastWeek = jobs.filter((j) => j.publishedAt.getTime() > now.getTime() - 7 * DAY).length;
    const firstWeek = jobs.filter((j) => j.publishedAt.getTime() < now.getTime() - 53 * DAY).length;
    expect(lastWeek).toBeGreaterThan(firstWeek * 3);
  });

  it('makes roughly 10 to 20 % of positions exclusive, mostly headhunter mandates, and no other mandates', () => {
    const jobs = take(10_000, 'gbr');
    const exclusive = jobs.filter((j) => j.exclusive);
    expect(exclusive.length / jobs.length).toBeGreaterThan(0.1);
    expect(exclusive.length / jobs.length).toBeLessThan(0.2);
    const viaHeadhunter = exclusive.filter((j) => j.publisherType === 'headhunter').length;
    expect(viaHeadhunter / exclusive.length).toBeGreaterThan(0.6);
    // A headhunter's position is always exclusive (members only).
    expect(jobs.filter((j) => j.publisherType === 'headhunter' && !j.exclusive)).toEqual([]);
    const workplaces = new Set(jobs.map((j) => j.workplaceType));
    expect(workplaces.size).toBe(3);
  });

  it('places positions only in the version’s countries, weighted by population', () => {
    for (const code of COUNTRY_VERSION_CODES) {
      const version = COUNTRY_VERSIONS[code];
      const jobs = take(1000, code);
      for (const job of jobs) expect(cityAllowed(version, job.countryId)).toBe(true);
    }
    const eur = take(2000, 'eur');
    expect(eur.some((j) => j.countryId === 235)).toBe(false);
    expect(new Set(eur.map((j) => j.countryId)).size).toBeGreaterThan(8);
    const deu = take(2000);
    const berlin = deu.filter((j) => j.city === 'Berlin').length;
    const stuttgart = deu.filter((j) => j.city === 'Stuttgart').length;
    expect(berlin).toBeGreaterThan(stuttgart * 2);
  });

  it('refuses a version without cities', () => {
    expect(() => [...generateJobs({ ...base, count: 1, countryVersion: 'usa', cities: [] })]).toThrow(/no cities/);
  });

  it('streams lazily: positions are made on demand, not built up front', () => {
    const iterator = generateJobs({ ...base, count: 1_000_000_000, countryVersion: 'usa' });
    let seen = 0;
    for (const job of iterator) {
      expect(job.currency).toBe('USD');
      if (++seen === 1000) break;
    }
    expect(seen).toBe(1000);
  });
});

describe('dailyBatch', () => {
  it('makes 15,000 new positions published on the given day, different from the previous day', () => {
    const day = [...dailyBatch({ seed: 1, day: '2025-06-30', countryVersion: 'fra', cities: FIXTURE_CITIES })];
    expect(day).toHaveLength(DAILY_BATCH_SIZE);
    const start = Date.parse('2025-06-30T00:00:00Z');
    for (const job of day) {
      expect(job.publishedAt.getTime()).toBeGreaterThanOrEqual(start);
      expect(job.publishedAt.getTime()).toBeLessThan(start + DAY);
      expect(job.language).toBe('FR');
    }
    const before = [
      ...dailyBatch({ seed: 1, day: '2025-06-29', countryVersion: 'fra', cities: FIXTURE_CITIES, count: 100 }),
    ];
    const ids = new Set(day.map((j) => j.externalId));
    expect(before.some((j) => ids.has(j.externalId))).toBe(false);
    expect(() => dailyBatch({ seed: 1, day: '30.06.2025', countryVersion: 'fra', cities: FIXTURE_CITIES })).toThrow();
  });
});
