import { FIXTURE_CITIES } from '@laufbahn/job-generator/fixture-cities';
import { editDescription, generateJobs } from '@laufbahn/job-generator/generate';
import { createRandom } from '@laufbahn/job-generator/prng';
import { COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRepost, jaccard, positionKey, REPOST_SIMILARITY, shingles } from './reposts.ts';
import { createJobSearch } from './search.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test/databases.ts';
import { NOW } from './test/jobs.ts';
import type { JobSearch } from './types.ts';

const DAY = 86_400_000;
const engines = await testEngines();

/**
 * Pairs of the same employer, title and place: reposts (the generator's own light edit, once or twice over) and
 * near-misses (another opening with its own generated text). Over the twelve country versions and their languages.
 */
function pairs() {
  const reposts: [string, string][] = [];
  const nearMisses: [string, string][] = [];
  const random = createRandom(11);
  for (const countryVersion of COUNTRY_VERSION_CODES) {
    const jobs = [
      ...generateJobs({ seed: 3, count: 300, countryVersion, now: NOW, cities: FIXTURE_CITIES, repostShare: 0 }),
    ];
    for (let i = 0; i + 1 < jobs.length; i += 2) {
      const a = jobs[i]!;
      const b = jobs[i + 1]!;
      const edited = editDescription(random, a.description);
      reposts.push([a.description, i % 4 === 0 ? editDescription(random, edited) : edited]);
      // The same opening's key with another description of the generator: what a second, different position is.
      nearMisses.push([
        a.description,
        b.description.replaceAll(b.companyName, a.companyName).replaceAll(b.title, a.title),
      ]);
    }
  }
  return { reposts, nearMisses };
}

describe('repost detection on generated data', () => {
  it(`finds reposts and leaves near-misses apart at Jaccard ≥ ${REPOST_SIMILARITY}: precision and recall`, () => {
    const { reposts, nearMisses } = pairs();
    const later = (a: string, b: string) =>
      isRepost(
        { publishedAt: new Date(0), shingles: shingles(a) },
        { publishedAt: new Date(30 * DAY), shingles: shingles(b) },
      );
    const truePositives = reposts.filter(([a, b]) => later(a, b)).length;
    const falsePositives = nearMisses.filter(([a, b]) => later(a, b)).length;
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / reposts.length;
    const similarities = (list: [string, string][]) =>
      list.map(([a, b]) => jaccard(shingles(a), shingles(b))).sort((x, y) => x - y);
    const repostSims = similarities(reposts);
    const missSims = similarities(nearMisses);
    console.info(
      `reposts ${reposts.length}, near-misses ${nearMisses.length}: precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}; ` +
        `repost similarity min ${repostSims[0]!.toFixed(3)} p5 ${repostSims[Math.floor(repostSims.length * 0.05)]!.toFixed(3)}, ` +
        `near-miss max ${missSims.at(-1)!.toFixed(3)} p95 ${missSims[Math.floor(missSims.length * 0.95)]!.toFixed(3)}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('keys the position by employer, normalised title and place', () => {
    const base = { companyName: 'Muster AG', countryId: 44, title: 'Leiter Finanzen (m/w/d)', city: 'Berlin' };
    expect(positionKey({ ...base, title: 'LEITER  Finanzen' })).toBe(positionKey(base));
    expect(positionKey({ ...base, city: 'München' })).not.toBe(positionKey(base));
    expect(positionKey({ ...base, companyName: 'Muster GmbH' })).not.toBe(positionKey(base));
  });
});

describe.each(engines)('reposts in the import on %s', (engine) => {
  let database: TestDatabase;
  let search: JobSearch;

  beforeEach(async () => {
    database = await openTestDatabase(engine);
    search = createJobSearch(database.db, { cacheSize: 0 });
  }, 120_000);
  afterEach(() => database.close());

  it('links the generator reposts: one entry per position, first seen and count carried, facets agree', async () => {
    const jobs = [
      ...generateJobs({
        seed: 5,
        count: 400,
        countryVersion: 'deu',
        now: NOW,
        cities: FIXTURE_CITIES,
        repostShare: 0.15,
      }),
    ];
    // Reposts the generator made: the same key and an earlier copy of it (every later one continues the position).
    const byKey = new Map<string, typeof jobs>();
    for (const job of jobs) byKey.set(positionKey(job), [...(byKey.get(positionKey(job)) ?? []), job]);
    const reposted = [...byKey.values()].filter((list) => list.length > 1);
    expect(reposted.length).toBeGreaterThan(5);

    await search.ingest(jobs, { batchSize: 100, now: NOW });
    const all = await search.search({ sort: 'date', limit: 50 }, NOW);
    const { rows } = await database.db.query<{ n: number; current: number; reposts: number }>(
      `select count(*)::int as n, count(*) filter (where superseded_by is null)::int as current,
         count(*) filter (where repost_count > 0 and superseded_by is null)::int as reposts from jobs`,
    );
    const row = rows[0]!;
    expect(row.n).toBe(jobs.length);
    expect(row.reposts).toBeGreaterThan(5);
    // Search: exactly the current copies, and the facets count the same rows.
    const active = await database.db.query<{ n: number }>(
      `select count(*)::int as n from job_search where expires_at > $1`,
      [NOW],
    );
    expect(all.total).toBe(active.rows[0]!.n);
    const { rows: stray } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from job_search s join jobs j on j.id = s.id where j.superseded_by is not null`,
    );
    expect(stray[0]!.n).toBe(0);
    expect(all.facets.careerLevel.reduce((sum, f) => sum + f.count, 0)).toBe(all.total);

    const hidden = await search.search({ hideReposted: true }, NOW);
    const { rows: reposts } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from job_search where expires_at > $1 and first_seen_at is not null`,
      [NOW],
    );
    expect(hidden.total).toBe(all.total - reposts[0]!.n);
    expect(hidden.facets.workplace.reduce((sum, f) => sum + f.count, 0)).toBe(hidden.total);
  });

  it('carries the first sighting across copies and counts them: "first seen 74 days ago, reposted 3 times"', async () => {
    const base = jobs3();
    // Each copy imported the day it appeared.
    for (const copy of base) await search.ingest([copy], { now: copy.publishedAt });
    const result = await search.search({ q: 'Leiter Controlling' }, NOW);
    expect(result.total).toBe(1);
    const item = result.items[0]!;
    expect(item.repostCount).toBe(3);
    expect(Math.round((NOW.getTime() - item.firstSeenAt.getTime()) / DAY)).toBe(74);
    expect(item.publishedAt.getTime()).toBe(base.at(-1)!.publishedAt.getTime());
    // Importing the newest copy again changes nothing; an old copy listed again does not come back as a second entry.
    await search.ingest([base.at(-1)!, base[0]!], { now: NOW });
    const again = await search.search({ q: 'Leiter Controlling' }, NOW);
    expect(again.total).toBe(1);
    expect(again.items[0]!.repostCount).toBe(3);
    // "First seen within 30 days" leaves it out; within 80 days keeps it.
    expect((await search.search({ q: 'Leiter Controlling', firstSeenWithinDays: 30 }, NOW)).total).toBe(0);
    expect((await search.search({ q: 'Leiter Controlling', firstSeenWithinDays: 80 }, NOW)).total).toBe(1);
    expect((await search.search({ q: 'Leiter Controlling', publishedWithinDays: 30 }, NOW)).total).toBe(1);
  });

  it('keeps a near-miss (another opening, another text) and copies within a week as entries of their own', async () => {
    const [, , first] = jobs3();
    const other = {
      ...first!,
      externalId: 'other',
      publishedAt: new Date(first!.publishedAt.getTime() + 20 * DAY),
      description: NEAR_MISS,
    };
    const soon = { ...first!, externalId: 'soon', publishedAt: new Date(first!.publishedAt.getTime() + 2 * DAY) };
    await search.ingest([first!, other, soon], { now: NOW });
    expect((await search.search({ q: 'Leiter Controlling' }, NOW)).total).toBe(3);
  });
});

const DESCRIPTION = [
  'Die Nordlicht Logistik GmbH sucht für ihren Standort Hamburg eine erfahrene Führungskraft für das Controlling.',
  'Ihre Aufgaben',
  '- Leitung des Konzerncontrollings mit einem Team von zwölf Mitarbeitenden',
  '- Aufbau eines konzernweiten Berichtswesens und der Mittelfristplanung',
  '- Begleitung von Investitionsentscheidungen und Akquisitionen',
  '- Enge Zusammenarbeit mit der Geschäftsführung und den Gesellschaftern',
  'Ihr Profil',
  '- Abgeschlossenes Studium der Wirtschaftswissenschaften',
  '- Mehrjährige Führungserfahrung im Controlling eines Logistikunternehmens',
  '- Sicherer Umgang mit SAP und modernen Planungswerkzeugen',
].join('\n');

const NEAR_MISS = [
  'Die Nordlicht Logistik GmbH sucht für ihren Standort Hamburg eine Leitung für das operative Controlling der Lagerstandorte.',
  'Ihre Aufgaben',
  '- Steuerung der Kostenstellen aller norddeutschen Lagerstandorte',
  '- Monatliche Abweichungsanalysen für die Standortleitungen',
  '- Einführung von Kennzahlen für Kommissionierung und Versand',
  'Ihr Profil',
  '- Erfahrung im Kostenmanagement von Lager und Transport',
  '- Freude an der Arbeit vor Ort in den Standorten',
].join('\n');

/** One position posted four times, 74, 50, 28 and 5 days before NOW, each copy lightly edited. */
function jobs3() {
  const random = createRandom(2);
  let description = DESCRIPTION;
  return [74, 50, 28, 5].map((days, i) => {
    if (i > 0) description = editDescription(random, description);
    return {
      externalId: `nordlicht-${days}`,
      source: 'feed-a',
      title: 'Leiter Controlling (m/w/d)',
      language: 'DE',
      companyName: 'Nordlicht Logistik GmbH',
      industryId: 9,
      functionId: 3,
      careerLevelId: 5,
      countryId: 44,
      city: 'Hamburg',
      latitude: 53.55,
      longitude: 10,
      workplaceType: 'hybrid' as const,
      salaryMin: 140_000,
      salaryMax: 170_000,
      currency: 'EUR' as const,
      exclusive: false,
      publisherType: 'company' as const,
      publisherName: 'Nordlicht Logistik GmbH',
      publishedAt: new Date(NOW.getTime() - days * DAY),
      expiresAt: new Date(NOW.getTime() - days * DAY + 60 * DAY),
      description,
    };
  });
}
