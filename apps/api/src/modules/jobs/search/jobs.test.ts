// Both engines: job search, full-text matching and facets are SQL of their own.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail, JobListing, JobSearchResult } from '@laufbahn/contracts/jobs';
import { FIXTURE_CITIES } from '@laufbahn/job-generator/fixture-cities';
import { generateJobs } from '@laufbahn/job-generator/generate';
import type { JobInput } from '@laufbahn/job-search/types';
import { PER_EUR } from '@laufbahn/pay/tables';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../../db/seed/demo.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { JOB_EXPIRY_QUEUE, jobExpiryHandler } from './job-expiry.ts';
import { testJob } from '../../../test/test-job.ts';

// Every position of this file carries TOKEN as a keyword, so `q=TOKEN` finds exactly them even where other test
// files share the database.
const TOKEN = `lbt${randomBytes(5).toString('hex')}`;
const SOURCE = `test-${TOKEN}`;
const SECRET_COMPANY = `Geheim${TOKEN} Holding`;
const SECRET_PUBLISHER = `Mandat${TOKEN} Partners`;
const NOW = new Date();
const DAY = 86_400_000;
const BERLIN = FIXTURE_CITIES.find((city) => city.name === 'Berlin')!;

const generated: JobInput[] = (['deu', 'fra', 'gbr', 'usa', 'chd', 'eur'] as const).flatMap((countryVersion) =>
  [...generateJobs({ seed: TOKEN, count: 45, countryVersion, now: NOW, cities: FIXTURE_CITIES, repostShare: 0 })].map(
    (job) => ({
      ...job,
      source: SOURCE,
      keywords: [TOKEN],
    }),
  ),
);

const handMade = (externalId: string, overrides: Partial<JobInput>): JobInput =>
  testJob({ externalId, source: SOURCE, token: TOKEN, now: NOW }, overrides);

const EXCLUSIVE = handMade('exclusive', {
  exclusive: true,
  companyName: SECRET_COMPANY,
  publisherType: 'headhunter',
  publisherName: SECRET_PUBLISHER,
  description: `Vertraulich ${SECRET_COMPANY}`,
});
const EXPIRED = handMade('expired', {
  publishedAt: new Date(NOW.getTime() - 40 * DAY),
  expiresAt: new Date(NOW.getTime() - DAY),
});
const OPEN = [handMade('open-1', {}), handMade('open-2', { title: `Direktor ${TOKEN}` })];
// A headhunter's mandate that its source did not call exclusive: members only all the same.
const HIDDEN_CLIENT = `Klient${TOKEN} GmbH`;
const HUNTER = `Jagd${TOKEN} Partners`;
const HEADHUNTED = handMade('headhunted', {
  exclusive: false,
  companyName: HIDDEN_CLIENT,
  publisherType: 'headhunter',
  publisherName: HUNTER,
  description: `Vertraulich ${HIDDEN_CLIENT}`,
});
// A company with a public position and an exclusive one: its name must not lead to the exclusive one.
const SHARED_COMPANY = `Teils${TOKEN} AG`;
const SHARED_PUBLIC = handMade('shared-public', { companyName: SHARED_COMPANY, publisherName: SHARED_COMPANY });
const SHARED_EXCLUSIVE = handMade('shared-exclusive', {
  title: `Vorstand ${TOKEN}`,
  companyName: SHARED_COMPANY,
  publisherName: SHARED_COMPANY,
  exclusive: true,
});
const ALL = [...generated, EXCLUSIVE, EXPIRED, ...OPEN, HEADHUNTED, SHARED_PUBLIC, SHARED_EXCLUSIVE];
const ACTIVE = ALL.filter((job) => job.expiresAt > NOW);

let t: TestApp;
let visitor: TestClient;
const idOf = new Map<string, number>();
const id = (job: JobInput) => idOf.get(job.externalId)!;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobSearch.ingest(ALL, { batchSize: 100 });
  const { rows } = await t.database.executeSql('select id::text as id, external_id from jobs where source = $1', [
    SOURCE,
  ]);
  for (const row of rows) idOf.set(String(row.external_id), Number(row.id));
  visitor = testClient(t.app);
}, 60_000);
afterAll(() => t?.close());

const get = (client: TestClient, url: string, host?: string) => client.request({ url, headers: host ? { host } : {} });
const searchUrl = (params: Record<string, string | number> = {}) =>
  `/api/career/jobs?${new URLSearchParams({ q: TOKEN, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) })}`;

/** Every page of a search, through the cursor. */
async function everything(client: TestClient, params: Record<string, string | number>, host?: string) {
  const ids: number[] = [];
  const items: JobListing[] = [];
  let cursor: string | null = null;
  let first: JobSearchResult | undefined;
  for (let page = 0; page < 100; page++) {
    const response = await get(client, searchUrl({ limit: 50, ...params, ...(cursor ? { cursor } : {}) }), host);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<JobSearchResult>();
    first ??= body;
    ids.push(...body.items.map((item) => item.id));
    items.push(...body.items);
    if (!body.nextCursor) return { ids, items, first };
    cursor = body.nextCursor;
  }
  throw new Error('too many pages');
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const distanceKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};
/** Published within the last `days` days, counted from the clock when the search runs (the server's, a moment on). */
const within = (days: number) => (j: JobInput) => j.publishedAt.getTime() >= Date.now() - days * DAY;
/** So close to that boundary that the test cannot tell on which side of it the server's clock put the position. */
const nearEdge = (days: number) => (j: JobInput) =>
  Math.abs(j.publishedAt.getTime() - (Date.now() - days * DAY)) < 10 * 60_000;

async function signedIn(email: string): Promise<TestClient> {
  const client = testClient(t.app);
  const response = await client.request({
    method: 'POST',
    url: '/api/account/sign_in',
    body: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

describe('GET /api/career/jobs', () => {
  it('finds every active position of the keyword, each once, through the cursor (both sorts)', async () => {
    for (const sort of ['relevance', 'date']) {
      const { ids, first } = await everything(visitor, { sort, limit: 7 });
      expect(new Set(ids).size).toBe(ids.length);
      expect(sorted(ids)).toEqual(sorted(ACTIVE.map(id)));
      expect(first.total).toBe(ACTIVE.length);
      expect(first.totalIsExact).toBe(true);
    }
  });

  it('lists title matches first for relevance, newest first by date', async () => {
    const byDate = (await everything(visitor, { sort: 'date' })).items;
    const times = byDate.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ranked = (await everything(visitor, { sort: 'relevance' })).items;
    const titled = ranked.findLastIndex((item) => item.title.includes(TOKEN));
    expect(ranked.slice(0, titled + 1).every((item) => item.title.includes(TOKEN))).toBe(true);
  });

  const filters: [
    string,
    Record<string, string | number>,
    (job: JobInput) => boolean,
    string?,
    ((job: JobInput) => boolean)?,
  ][] = [
    ['career level', { careerLevel: '5,6' }, (j) => [5, 6].includes(j.careerLevelId)],
    ['function', { function: '3' }, (j) => j.functionId === 3],
    ['industry', { industry: '1,2,3' }, (j) => [1, 2, 3].includes(j.industryId)],
    ['country', { country: '44,56' }, (j) => [44, 56].includes(j.countryId)],
    ['workplace', { workplace: 'remote,onsite' }, (j) => j.workplaceType !== 'hybrid'],
    ['minimum salary in EUR', { minSalary: 200_000 }, (j) => j.salaryMax / PER_EUR[j.currency] >= 200_000 - 0.5],
    [
      'minimum salary in the country version currency (GBP)',
      { minSalary: 150_000 },
      (j) => j.salaryMax / PER_EUR[j.currency] >= 150_000 / PER_EUR.GBP - 0.5,
      'gbr.localhost',
    ],
    ['published within 7 days', { publishedWithinDays: 7 }, within(7), undefined, nearEdge(7)],
    [
      'several filters',
      { careerLevel: '4,5', workplace: 'hybrid' },
      (j) => [4, 5].includes(j.careerLevelId) && j.workplaceType === 'hybrid',
    ],
  ];

  it.each(filters)('filters by %s', async (_name, params, predicate, host, unsure = () => false) => {
    const { ids, first } = await everything(visitor, params, host);
    // Positions at a time boundary may fall either way; every other one must be where the filter says.
    const unsureIds = new Set(ACTIVE.filter(unsure).map(id));
    const expected = ACTIVE.filter((job) => predicate(job) && !unsure(job));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(ids.filter((found) => !unsureIds.has(found)))).toEqual(sorted(expected.map(id)));
    expect(first.total).toBe(expected.length + ids.filter((found) => unsureIds.has(found)).length);
  });

  it('filters by distance from a city (geoCodeId and radiusKm)', async () => {
    const { ids } = await everything(visitor, { geoCodeId: BERLIN.geoCodeId, radiusKm: 300 });
    const near = ACTIVE.filter((j) => distanceKm(j, BERLIN) <= 299.5).map(id);
    const possible = new Set(ACTIVE.filter((j) => distanceKm(j, BERLIN) <= 300.5).map(id));
    expect(near.length).toBeGreaterThan(0);
    expect(ids).toEqual(expect.arrayContaining(near));
    expect(ids.every((found) => possible.has(found))).toBe(true);
  });

  it('counts each facet with the other filters applied, matching the results', async () => {
    const response = await get(visitor, searchUrl({ careerLevel: '5,6', workplace: 'remote' }));
    const { facets, total } = response.json<JobSearchResult>();
    const level = (j: JobInput) => [5, 6].includes(j.careerLevelId);
    const remote = (j: JobInput) => j.workplaceType === 'remote';
    const counts = <K>(jobs: JobInput[], key: (j: JobInput) => K) => {
      const map = new Map<K, number>();
      for (const job of jobs) map.set(key(job), (map.get(key(job)) ?? 0) + 1);
      return [...map].map(([id, count]) => ({ id, count, exact: true }));
    };
    const sortFacet = <K>(list: { id: K; count: number; exact: boolean }[]) =>
      [...list].filter((f) => f.count > 0).sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(total).toBe(ACTIVE.filter((j) => level(j) && remote(j)).length);
    expect(sortFacet(facets.careerLevel)).toEqual(sortFacet(counts(ACTIVE.filter(remote), (j) => j.careerLevelId)));
    expect(sortFacet(facets.workplace)).toEqual(sortFacet(counts(ACTIVE.filter(level), (j) => j.workplaceType)));
    const both = ACTIVE.filter((j) => level(j) && remote(j));
    expect(sortFacet(facets.function)).toEqual(sortFacet(counts(both, (j) => j.functionId)));
    expect(sortFacet(facets.industry)).toEqual(sortFacet(counts(both, (j) => j.industryId)));
    expect(sortFacet(facets.country)).toEqual(sortFacet(counts(both, (j) => j.countryId)));
    // A facet value's count is the total of the search with that value as the dimension's only filter.
    const pick = facets.careerLevel.find((f) => f.count > 0)!;
    const alone = await get(visitor, searchUrl({ careerLevel: pick.id, workplace: 'remote' }));
    expect(alone.json<JobSearchResult>().total).toBe(pick.count);
  });

  it('answers the listing shape, without the description', async () => {
    const { items } = await everything(visitor, {});
    const open = items.find((item) => item.id === id(OPEN[0]!))!;
    const { rows } = await t.database.executeSql(
      `select id::text as id from companies where name = 'Offen AG' and country_id = 44`,
    );
    expect(rows).toHaveLength(1);
    expect(open).toEqual({
      id: id(OPEN[0]!),
      title: OPEN[0]!.title,
      companyName: 'Offen AG',
      companyId: Number(rows[0]!.id),
      careerLevelId: 4,
      city: 'Berlin',
      countryId: 44,
      workplaceType: 'hybrid',
      salaryMin: 120_000,
      salaryMax: 150_000,
      currency: 'EUR',
      publishedAt: OPEN[0]!.publishedAt.toISOString(),
      daysSincePublication: 1,
      exclusive: false,
      locked: false,
      source: SOURCE,
      publisher: { type: 'company', name: 'Offen AG' },
      provenance: {
        origin: 'feed',
        feedName: SOURCE,
        firstSeenAt: OPEN[0]!.publishedAt.toISOString(),
        lastConfirmedAt: open.provenance.lastConfirmedAt,
        repostCount: 0,
        possiblyFilled: false,
      },
    });
  });
});

describe('listing trust: first seen within, hide reposted', () => {
  // Its own keyword, so the searches above keep theirs. One position posted 40, 20 and 3 days ago; one posted once.
  const TRUST = `${TOKEN}r`;
  const text = [
    'Wir suchen eine Leitung für das Werk in Berlin mit Verantwortung für Produktion, Qualität und Logistik.',
    '- Führung von drei Abteilungsleitungen und rund zweihundert Mitarbeitenden',
    '- Verantwortung für Budget, Investitionen und die Einführung neuer Fertigungslinien',
    '- Zusammenarbeit mit Einkauf, Vertrieb und der Geschäftsführung in Hamburg',
    '- Weiterentwicklung der Arbeitssicherheit und des Umweltmanagements',
  ];
  const copy = (days: number, lines: string[]) =>
    testJob(
      { externalId: `trust-${days}`, source: SOURCE, token: TRUST, now: NOW },
      {
        title: `Werkleiter ${TRUST} (m/w/d)`,
        companyName: `Werk${TRUST} GmbH`,
        publishedAt: new Date(NOW.getTime() - days * DAY),
        expiresAt: new Date(NOW.getTime() + 20 * DAY),
        description: lines.join('\n'),
      },
    );
  const COPIES = [copy(40, text), copy(20, [...text.slice(0, 4)]), copy(3, [text[0]!, text[2]!, text[1]!, text[3]!])];
  const SINGLE = testJob(
    { externalId: 'trust-single', source: SOURCE, token: TRUST, now: NOW },
    {
      title: `Einkaufsleiter ${TRUST}`,
      companyName: `Werk${TRUST} GmbH`,
      publishedAt: new Date(NOW.getTime() - 10 * DAY),
    },
  );
  const search = async (query: string) => {
    const response = await get(visitor, `/api/career/jobs?q=${TRUST}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<JobSearchResult>();
  };

  beforeAll(async () => {
    for (const job of COPIES) await t.app.jobSearch.ingest([job], { now: job.publishedAt });
    await t.app.jobSearch.ingest([SINGLE]);
  });

  it('lists a reposted position once, with its first sighting and its reposts, in results and detail', async () => {
    const all = await search('');
    expect(all.total).toBe(2);
    const reposted = all.items.find((item) => item.title.startsWith('Werkleiter'))!;
    expect(reposted.provenance).toMatchObject({
      origin: 'feed',
      feedName: SOURCE,
      firstSeenAt: COPIES[0]!.publishedAt.toISOString(),
      repostCount: 2,
      possiblyFilled: false,
    });
    expect(reposted.publishedAt).toBe(COPIES[2]!.publishedAt.toISOString());
    expect(all.facets.careerLevel).toEqual([{ id: 4, count: 2, exact: true }]);
    const detail = (await get(visitor, `/api/career/jobs/${reposted.id}`)).json<JobDetail>();
    expect(detail.provenance.repostCount).toBe(2);
    expect(detail.publisherAnswers).toBeNull();
    // The first copy's address leads to the position as it is now.
    const { rows } = await t.database.executeSql(
      'select id::text as id from jobs where source = $1 and external_id = $2',
      [SOURCE, COPIES[0]!.externalId],
    );
    const old = (await get(visitor, `/api/career/jobs/${Number(rows[0]!.id)}`)).json<JobDetail>();
    expect(old).toMatchObject({ id: reposted.id, status: 'active' });
  });

  it('filters by first seen within days and hides reposted positions, facets agreeing', async () => {
    const recent = await search('&firstSeenWithinDays=30');
    expect(recent.items.map((item) => item.title)).toEqual([SINGLE.title]);
    expect(recent.facets.workplace).toEqual([{ id: 'hybrid', count: 1, exact: true }]);
    expect((await search('&firstSeenWithinDays=45')).total).toBe(2);
    const hidden = await search('&hideReposted=true');
    expect(hidden.items.map((item) => item.title)).toEqual([SINGLE.title]);
    expect(hidden.facets.country).toEqual([{ id: 44, count: 1, exact: true }]);
    expect((await search('&hideReposted=false')).total).toBe(2);
    expect((await search('&hideReposted=true&firstSeenWithinDays=5')).total).toBe(0);
    // With the other filters.
    expect((await search('&hideReposted=true&careerLevel=4&workplace=hybrid&sort=date')).total).toBe(1);
  });
});

describe('gating of exclusive positions', () => {
  const hidden = (item: JobListing) =>
    item.locked && item.companyName === null && item.companyId === null && item.publisher === null;

  it.each([
    ['a visitor', () => Promise.resolve(testClient(t.app))],
    ['a Basic member', () => signedIn(DEMO_MEMBERS.find((m) => !m.premium)!.email)],
  ])('%s gets a teaser in lists and the detail, never company, publisher or description', async (_who, make) => {
    const client = await make();
    const { items } = await everything(client, {});
    const exclusive = items.filter((item) => item.exclusive);
    expect(exclusive.length).toBeGreaterThan(1);
    expect(exclusive.every(hidden)).toBe(true);
    expect(items.filter((item) => !item.exclusive).every((item) => !item.locked && item.companyName)).toBe(true);
    const teaser = items.find((item) => item.id === id(EXCLUSIVE))!;
    expect(teaser).toMatchObject({ title: EXCLUSIVE.title, careerLevelId: 4, city: 'Berlin', salaryMin: 120_000 });

    const detail = await get(client, `/api/career/jobs/${id(EXCLUSIVE)}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<JobDetail>()).toMatchObject({ locked: true, description: null, moreAtCompany: [] });
    for (const response of [
      detail,
      ...(await Promise.all(ACTIVE.slice(0, 5).map((j) => get(client, `/api/career/jobs/${id(j)}`)))),
    ]) {
      const body = response.json<JobDetail>();
      expect([body, ...body.similar, ...body.moreAtCompany].filter((item) => item.exclusive).every(hidden)).toBe(true);
    }
    const searchBodies = await Promise.all([get(client, searchUrl()), get(client, searchUrl({ sort: 'date' }))]);
    for (const response of [detail, ...searchBodies]) {
      expect(response.body).not.toContain(SECRET_COMPANY);
      expect(response.body).not.toContain(SECRET_PUBLISHER);
      expect(response.body).not.toContain(HIDDEN_CLIENT);
      expect(response.body).not.toContain(HUNTER);
      expect(response.body).not.toContain('Vertraulich');
    }
  });

  it.each([
    ['a visitor', () => Promise.resolve(testClient(t.app))],
    ['a Basic member', () => signedIn(DEMO_MEMBERS.find((m) => !m.premium)!.email)],
  ])('%s gets a headhunter mandate as a teaser, also when its source did not call it exclusive', async (_who, make) => {
    const client = await make();
    const { items } = await everything(client, {});
    expect(items.find((item) => item.id === id(HEADHUNTED))).toMatchObject({
      exclusive: true,
      locked: true,
      companyName: null,
      companyId: null,
      publisher: null,
    });
    const detail = await get(client, `/api/career/jobs/${id(HEADHUNTED)}`);
    expect(detail.json<JobDetail>()).toMatchObject({ locked: true, description: null, moreAtCompany: [] });
    expect(detail.body).not.toContain(HIDDEN_CLIENT);
    expect(detail.body).not.toContain(HUNTER);
  });

  it.each([
    ['a visitor', () => Promise.resolve(testClient(t.app))],
    ['a Basic member', () => signedIn(DEMO_MEMBERS.find((m) => !m.premium)!.email)],
  ])(
    '%s cannot find a members-only position by its company or publisher, nor see it at its company',
    async (_who, make) => {
      const client = await make();
      // The hidden employers' and headhunters' names find nothing, alone or with the position's own words.
      for (const q of [SECRET_COMPANY, SECRET_PUBLISHER, HIDDEN_CLIENT, HUNTER, `Geheim${TOKEN} Leiter Berlin`]) {
        const response = await get(client, `/api/career/jobs?${new URLSearchParams({ q })}`);
        expect(response.statusCode).toBe(200);
        expect(response.json<JobSearchResult>(), q).toMatchObject({ total: 0, items: [] });
        const suggestions = await get(client, `/api/career/jobs/title-suggestions?${new URLSearchParams({ q })}`);
        expect(suggestions.json(), q).toEqual([]);
      }
      // A company known from its public position: its name leads there, not to its exclusive one.
      const shared = await get(client, `/api/career/jobs?${new URLSearchParams({ q: SHARED_COMPANY })}`);
      expect(shared.json<JobSearchResult>().items.map((item) => item.id)).toEqual([id(SHARED_PUBLIC)]);
      const detail = (await get(client, `/api/career/jobs/${id(SHARED_PUBLIC)}`)).json<JobDetail>();
      expect(detail.companyName).toBe(SHARED_COMPANY);
      expect(detail.moreAtCompany.map((item) => item.id)).not.toContain(id(SHARED_EXCLUSIVE));
      expect(detail.moreAtCompany.every((item) => !item.locked)).toBe(true);
      // The exclusive one's teaser names nothing (its similar positions are chosen by function, level and country, and
      // may include the public one like any other).
      const { similar: _similar, ...teaser } = (
        await get(client, `/api/career/jobs/${id(SHARED_EXCLUSIVE)}`)
      ).json<JobDetail>();
      expect(teaser).toMatchObject({ locked: true, companyName: null, companyId: null, publisher: null });
      expect(JSON.stringify(teaser)).not.toContain(SHARED_COMPANY);
    },
  );

  it('a Premium member sees everything', async () => {
    const client = await signedIn(DEMO_MEMBERS.find((m) => m.premium)!.email);
    const { items } = await everything(client, {});
    expect(items.some((item) => item.locked)).toBe(false);
    expect(items.find((item) => item.id === id(EXCLUSIVE))).toMatchObject({
      companyName: SECRET_COMPANY,
      publisher: { type: 'headhunter', name: SECRET_PUBLISHER },
      locked: false,
    });
    const detail = (await get(client, `/api/career/jobs/${id(EXCLUSIVE)}`)).json<JobDetail>();
    expect(detail).toMatchObject({ locked: false, description: EXCLUSIVE.description, companyName: SECRET_COMPANY });
    expect(detail.companyId).toEqual(expect.any(Number));
    const mandate = (await get(client, `/api/career/jobs/${id(HEADHUNTED)}`)).json<JobDetail>();
    expect(mandate).toMatchObject({
      locked: false,
      exclusive: true,
      companyName: HIDDEN_CLIENT,
      publisher: { type: 'headhunter', name: HUNTER },
      description: HEADHUNTED.description,
    });
    // At its company, a Premium member sees the exclusive position too.
    const shared = (await get(client, `/api/career/jobs/${id(SHARED_PUBLIC)}`)).json<JobDetail>();
    expect(shared.moreAtCompany.find((item) => item.id === id(SHARED_EXCLUSIVE))).toMatchObject({
      locked: false,
      companyName: SHARED_COMPANY,
      companyId: shared.companyId,
    });
    // Confidential mandates: the employer's name is not searchable for anybody; the detail names it.
    const byName = await get(client, `/api/career/jobs?${new URLSearchParams({ q: SECRET_COMPANY })}`);
    expect(byName.json<JobSearchResult>().total).toBe(0);
  });
});

describe('GET /api/career/jobs/{id}', () => {
  it('answers an open position with its description, similar positions and more at the company', async () => {
    const response = await get(visitor, `/api/career/jobs/${id(OPEN[0]!)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<JobDetail>();
    expect(body).toMatchObject({ status: 'active', description: OPEN[0]!.description, functionId: 3, industryId: 1 });
    expect(body.moreAtCompany.map((item) => item.id)).toEqual([id(OPEN[1]!)]);
    expect(body.similar.every((item) => item.id !== body.id)).toBe(true);
    expect(body.similar.length).toBeLessThanOrEqual(5);
  });

  it('answers an expired position with status expired, no description and similar positions', async () => {
    const check = async () => {
      const response = await get(visitor, `/api/career/jobs/${id(EXPIRED)}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<JobDetail>();
      expect(body).toMatchObject({ status: 'expired', description: null, moreAtCompany: [], title: EXPIRED.title });
      expect(body.similar.length).toBeGreaterThan(0);
      expect(body.similar.every((item) => item.id !== id(EXPIRED))).toBe(true);
    };
    await check();
    // The expiry run from the job queue marks it expired in the database; the answer stays the same.
    await t.app.jobQueue.send(JOB_EXPIRY_QUEUE.name, {});
    await t.app.jobQueue.runDue(JOB_EXPIRY_QUEUE.name, jobExpiryHandler(t.app.jobSearch, t.app.log));
    const { rows } = await t.database.executeSql('select status from jobs where id = $1', [id(EXPIRED)]);
    expect(rows[0]?.status).toBe('expired');
    await check();
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await get(visitor, '/api/career/jobs/2147483647')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(visitor, `/api/career/jobs/${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual(['id']);
    }
  });
});

describe('GET /api/career/jobs/title-suggestions', () => {
  it('suggests up to 10 titles with a word starting as typed, gender markers merged', async () => {
    const response = await get(visitor, `/api/career/jobs/title-suggestions?q=${TOKEN.slice(0, 8)}`);
    expect(response.statusCode).toBe(200);
    const titles = response.json<string[]>();
    expect(titles.length).toBeLessThanOrEqual(10);
    expect(titles).toEqual(expect.arrayContaining([`Leiter ${TOKEN}`, `Direktor ${TOKEN}`]));
    expect((await get(visitor, '/api/career/jobs/title-suggestions?q=')).json()).toEqual([]);
  });
});

describe('validation', () => {
  const cursorOf = async (sort: string) =>
    (await get(visitor, searchUrl({ sort, limit: 1 }))).json<JobSearchResult>().nextCursor!;
  const forged = Buffer.from(JSON.stringify(['r', 0, 'x', 1])).toString('base64url');
  const cases: [string, string, string][] = [
    ['q too long', `q=${'x'.repeat(101)}`, 'q'],
    ['q huge', `q=${'x'.repeat(100_000)}`, 'q'],
    ['q with a control character', 'q=a%00b', 'q'],
    ['careerLevel not a number', 'careerLevel=abc', 'careerLevel'],
    ['careerLevel zero', 'careerLevel=0', 'careerLevel'],
    ['careerLevel too many', `careerLevel=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'careerLevel'],
    ['careerLevel repeated', 'careerLevel=1&careerLevel=2', 'careerLevel'],
    ['function out of range', 'function=99999999999', 'function'],
    ['industry negative', 'industry=-1', 'industry'],
    ['country a word', 'country=de', 'country'],
    ['workplace unknown', 'workplace=office', 'workplace'],
    ['geoCodeId not a number', 'geoCodeId=berlin', 'geoCodeId'],
    ['geoCodeId unknown', 'geoCodeId=2147483646', 'geoCodeId'],
    ['radiusKm without a city', 'radiusKm=50', 'geoCodeId'],
    ['radiusKm too large', `geoCodeId=${BERLIN.geoCodeId}&radiusKm=501`, 'radiusKm'],
    ['minSalary negative', 'minSalary=-1', 'minSalary'],
    ['minSalary fraction', 'minSalary=1.5', 'minSalary'],
    ['publishedWithinDays zero', 'publishedWithinDays=0', 'publishedWithinDays'],
    ['firstSeenWithinDays zero', 'firstSeenWithinDays=0', 'firstSeenWithinDays'],
    ['firstSeenWithinDays too many', 'firstSeenWithinDays=366', 'firstSeenWithinDays'],
    ['firstSeenWithinDays a word', 'firstSeenWithinDays=week', 'firstSeenWithinDays'],
    ['firstSeenWithinDays huge', `firstSeenWithinDays=${'9'.repeat(5000)}`, 'firstSeenWithinDays'],
    ['hideReposted not a boolean', 'hideReposted=yes', 'hideReposted'],
    ['hideReposted a number', 'hideReposted=1', 'hideReposted'],
    ['hideReposted repeated', 'hideReposted=true&hideReposted=true', 'hideReposted'],
    ['answeringPublishers not a boolean', 'answeringPublishers=yes', 'answeringPublishers'],
    ['answeringPublishers repeated', 'answeringPublishers=true&answeringPublishers=false', 'answeringPublishers'],
    ['sort unknown', 'sort=price', 'sort'],
    ['cursor garbage', 'cursor=!!!', 'cursor'],
    ['cursor forged', `cursor=${forged}`, 'cursor'],
    ['cursor too long', `cursor=${'a'.repeat(201)}`, 'cursor'],
    ['limit zero', 'limit=0', 'limit'],
    ['limit above 50', 'limit=51', 'limit'],
    ['limit a word', 'limit=many', 'limit'],
    ['unknown parameter', 'page=2', 'page'],
  ];

  it.each(cases)('%s → 422 on the field', async (_name, query, field) => {
    const response = await get(visitor, `/api/career/jobs?${query}`);
    expect(response.statusCode, response.body).toBe(422);
    const error = response.json().error;
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toContain(field);
  });

  it('refuses a cursor of the other sort', async () => {
    const response = await get(visitor, searchUrl({ sort: 'relevance', cursor: await cursorOf('date') }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ cursor: ['validation.invalid'] });
  });

  it('title suggestions need q, one line of at most 100 characters, and nothing else', async () => {
    for (const query of ['', `q=${'x'.repeat(101)}`, 'q=ab&lang=de']) {
      const response = await get(visitor, `/api/career/jobs/title-suggestions?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});

it('lists the job routes in the OpenAPI document', async () => {
  const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining(['/api/career/jobs', '/api/career/jobs/{id}', '/api/career/jobs/title-suggestions']),
  );
  expect(paths['/api/career/jobs'].get.tags).toEqual(['jobs']);
});

it('limits job reads per client address', async () => {
  const client = testClient(t.app);
  for (let i = 0; i < 300; i++) await t.app.rateLimiter.hit('jobReadsPerIp', client.ip);
  const response = await get(client, '/api/career/jobs/title-suggestions?q=leit');
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBeDefined();
  expect((await get(visitor, '/api/career/jobs/title-suggestions?q=leit')).statusCode).toBe(200);
});
