// Both engines: counts with date arithmetic in SQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_FIGURE_MINIMUMS, type SiteFigures } from '@laufbahn/contracts/site-figures';
import { COUNTRY_VERSIONS, type CountryVersion } from '@laufbahn/i18n/country-versions';
import type { JobInput } from '@laufbahn/job-search/types';
import { loadConfig } from '../../config.ts';
import { testJob } from '../../test/test-job.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { siteFiguresService } from './site-figures.service.ts';

const TOKEN = `fig${randomBytes(5).toString('hex')}`;
const NOW = new Date();
const DAY = 86_400_000;
// A country of its own (no real country has this id), so the counts are this file's alone.
const COUNTRY = 20_000 + Math.floor(Math.random() * 12_000);
const VERSION: CountryVersion = { ...COUNTRY_VERSIONS.deu, code: 'deu', countryId: COUNTRY };

const job = (i: number, overrides: Partial<JobInput> = {}) =>
  testJob(
    { externalId: `f-${i}`, source: `test-${TOKEN}`, token: TOKEN, now: NOW },
    {
      countryId: COUNTRY,
      publisherName: `Verlag${TOKEN} ${i % 25}`,
      companyName: `Firma${TOKEN} ${i % 25}`,
      ...overrides,
    },
  );

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const members = async () => Number((await t.database.executeSql('select count(*)::int as n from accounts')).rows[0]!.n);

describe('site figures', () => {
  it('leaves out what is too small to mean anything, then counts open, new, publishers from the data', async () => {
    const service = siteFiguresService(t.database, { cacheMs: 0 });
    const before = await service.figures(VERSION, NOW);
    expect(before.figures.map((f) => f.key)).not.toContain('openPositions');
    expect(before.figures.map((f) => f.key)).not.toContain('publishers');

    // 130 open positions from 25 publishers: 30 of them new this week; plus an expired one and one not yet published.
    const jobs = Array.from({ length: 130 }, (_, i) =>
      job(i, { publishedAt: new Date(NOW.getTime() - (i < 30 ? 2 : 10) * DAY) }),
    );
    jobs.push(job(1000, { expiresAt: new Date(NOW.getTime() - DAY), publishedAt: new Date(NOW.getTime() - 40 * DAY) }));
    jobs.push(job(1001, { publishedAt: new Date(NOW.getTime() + DAY) }));
    await t.app.jobSearch.ingest(jobs, { batchSize: 100 });

    const after = await service.figures(VERSION, NOW);
    const byKey = Object.fromEntries(after.figures.map((f) => [f.key, f]));
    expect(byKey.openPositions).toEqual({ key: 'openPositions', value: 130, source: 'counted' });
    expect(byKey.newLast7Days).toEqual({ key: 'newLast7Days', value: 30, source: 'counted' });
    expect(byKey.publishers).toEqual({ key: 'publishers', value: 25, source: 'counted' });
    const memberCount = await members();
    if (memberCount >= SITE_FIGURE_MINIMUMS.members) expect(byKey.members?.value).toBeGreaterThanOrEqual(memberCount);
    else expect(byKey.members).toBeUndefined();
    // The order of the page.
    expect(after.figures.map((f) => f.key)).toEqual(
      ['openPositions', 'newLast7Days', 'members', 'publishers'].filter((key) => key in byKey),
    );
  });

  it("shows the operator's claim in place of a figure, marked as the operator's", async () => {
    const service = siteFiguresService(t.database, { cacheMs: 0, claims: { members: 8_000_000 } });
    const { figures } = await service.figures(VERSION, NOW);
    expect(figures.find((f) => f.key === 'members')).toEqual({ key: 'members', value: 8_000_000, source: 'operator' });
  });

  it('answers visitors at GET /api/site/figures, refuses query parameters (422)', async () => {
    const visitor = testClient(t.app);
    const response = await visitor.request({ url: '/api/site/figures' });
    expect(response.statusCode).toBe(200);
    const body = response.json<SiteFigures>();
    expect(Array.isArray(body.figures)).toBe(true);
    for (const figure of body.figures) {
      expect(figure.source).toBe('counted');
      expect(figure.value).toBeGreaterThanOrEqual(SITE_FIGURE_MINIMUMS[figure.key]);
    }
    for (const query of ['x=1', 'members=5', `q=${'a'.repeat(5000)}`]) {
      const odd = await visitor.request({ url: `/api/site/figures?${query}` });
      expect(odd.statusCode, query).toBe(422);
    }
  });
});

describe('BRAND_CLAIMS', () => {
  it('takes whole positive numbers per known figure and refuses anything else at start-up', () => {
    expect(loadConfig({ BRAND_CLAIMS: '{"members":8000000,"publishers":20000}' }).brandClaims).toEqual({
      members: 8_000_000,
      publishers: 20_000,
    });
    expect(loadConfig({}).brandClaims).toEqual({});
    for (const bad of ['{', '{"members":-1}', '{"members":1.5}', '{"members":"8 Mio"}', '{"visitors":5}', '[]']) {
      expect(() => loadConfig({ BRAND_CLAIMS: bad }), bad).toThrow(/BRAND_CLAIMS/);
    }
  });
});
