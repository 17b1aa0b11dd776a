// Both engines: the model's refresh and its histograms are SQL of their own.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalaryBenchmarkResult } from '@laufbahn/contracts/salary';
import type { JobInput } from '@laufbahn/job-search/types';
import { bucketOf, distributionOf, MIN_BASIS } from '@laufbahn/pay/model';
import { openIsolatedTestDatabase } from '../../test/isolated-database.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { testJob } from '../../test/test-job.ts';
import {
  currentPosition,
  expectInvalid,
  expectStatus,
  MY_PROFILE,
  newMember,
  NEW_YORK,
  type Member,
} from '../profile/profile-test-helpers.ts';
import { salaryModel } from './salary-model.repository.ts';
import { startSubscription } from '../membership/test-subscriptions.ts';

const URL = '/api/career/salary_benchmarks';
const TOKEN = `sal${randomBytes(4).toString('hex')}`;
const NOW = new Date();
const NETHERLANDS = 158;

let t: TestApp;
let basic: Member;
let premium: Member;

const job = (id: string, overrides: Partial<JobInput>) =>
  testJob({ externalId: `${TOKEN}-${id}`, source: TOKEN, token: TOKEN, now: NOW }, overrides);

/** Level 4, function 3, industry 1 in Berlin: 12 positions from 100,000–130,000 to 155,000–185,000 EUR. */
const CELL = Array.from({ length: 12 }, (_, i) =>
  job(`cell-${i}`, { salaryMin: 100_000 + i * 5000, salaryMax: 130_000 + i * 5000, companySize: 800 }),
);
/** The same level and function in industry 2: only 4, too few alone. */
const SMALL = Array.from({ length: 4 }, (_, i) =>
  job(`small-${i}`, { industryId: 2, salaryMin: 150_000, salaryMax: 170_000 + i * 10_000, companySize: 20_000 }),
);
/** Three managing directors in the Netherlands: too few even for level and country alone. */
const RARE = Array.from({ length: 3 }, (_, i) =>
  job(`rare-${i}`, {
    careerLevelId: 7,
    functionId: 22,
    countryId: NETHERLANDS,
    geoCodeId: null,
    city: 'Utrecht',
    salaryMin: 250_000,
    salaryMax: 300_000 + i * 5000,
  }),
);

const mids = (jobs: JobInput[]) => jobs.map((j) => (j.salaryMin + j.salaryMax) / 2);
const histogramOf = (amounts: number[]) => {
  const counts = new Map<number, number>();
  for (const amount of amounts) counts.set(bucketOf(amount), (counts.get(bucketOf(amount)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
};

async function memberWithPosition(isPremium: boolean) {
  const member = await newMember(t);
  // Munich: level 4, function 3, industry 1; salary range 9 is 140,000–160,000.
  expectStatus(
    await member.client.request({
      method: 'PATCH',
      url: `${MY_PROFILE}/currentposition`,
      body: currentPosition({ industryId: 1 }),
    }),
    200,
  );
  expectStatus(
    await member.client.request({
      method: 'PATCH',
      url: `${MY_PROFILE}/professionalinformation`,
      body: { currentSalaryRangeId: 9, managementExperienceId: 5, skills: [] },
    }),
    200,
  );
  if (isPremium) await startSubscription(t.database, member.accountId);
  return member;
}

const ask = async (member: Member, query = '') => {
  const response = await member.client.request({ url: `${URL}${query}` });
  expectStatus(response, 200);
  return response.json<SalaryBenchmarkResult>();
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' }, { database: await openIsolatedTestDatabase() });
  // This database is the file's own: only its positions count.
  await t.database.executeSql('truncate jobs cascade');
  await t.app.jobSearch.ingest([...CELL, ...SMALL, ...RARE]);
  basic = await memberWithPosition(false);
  premium = await memberWithPosition(true);
  // Members' salaries count from ten members on: eleven with the same position and salary range.
  for (let i = 0; i < 9; i++) await memberWithPosition(false);
  await salaryModel(t.database).refresh(NOW, { full: true });
}, 180_000);
afterAll(() => t?.close());

describe('GET /api/career/salary_benchmarks', () => {
  it('answers 401 to a visitor', async () => {
    expectStatus(await testClient(t.app).request({ url: URL }), 401, 'unauthenticated');
  });

  it('starts from the member’s current position, and lets go of a region without positions, saying so', async () => {
    const answer = await ask(basic);
    expect(answer.inputs).toMatchObject({ careerLevel: 4, function: 3, industry: 1, country: 44, region: 'Munich' });
    expect(answer.withheld).toBe(false);
    expect(answer.sampleSize).toBe(12);
    expect(answer.basis.widened).toEqual(['region']);
    expect(answer.basis.filters).toMatchObject({ careerLevelId: 4, functionId: 3, industryId: 1, region: null });
    const expected = distributionOf(histogramOf(mids(CELL)), 'EUR');
    expect({ median: answer.median, p25: answer.p25, p75: answer.p75, currency: answer.currency }).toEqual(expected);
    expect(answer.p25!).toBeLessThan(answer.median!);
    expect(answer.median!).toBeLessThan(answer.p75!);
    expect(answer.basis.periodFrom < answer.basis.periodTo).toBe(true);
  });

  it('gives members’ stated salaries from ten members on, and withholds them below', async () => {
    const answer = await ask(basic);
    expect(answer.members.withheld).toBe(false);
    expect(answer.members.basis.sampleSize).toBe(11);
    expect(answer.members.median).toBe(150_000);
    const fewer = await ask(basic, '?managementExperience=2');
    expect(fewer.members).toMatchObject({ withheld: true, median: null, p25: null, p75: null });
    expect(fewer.members.basis.sampleSize).toBe(0);
  });

  it('takes an empty input as “any” and a missing one from the profile', async () => {
    const any = await ask(basic, '?industry=&geoCodeId=');
    expect(any.inputs).toMatchObject({ careerLevel: 4, function: 3, industry: null, geoCodeId: null, region: null });
    expect(any.basis.filters).toMatchObject({ industryId: null, region: null });
    expect(any.basis.widened).toEqual([]);
    expect(any.sampleSize).toBe(CELL.length + SMALL.length);
  });

  it('widens too small a group by industry, and names what it let go', async () => {
    const answer = await ask(basic, '?industry=2&country=44');
    expect(answer.sampleSize).toBe(CELL.length + SMALL.length);
    expect(answer.basis.widened).toEqual(['industryId']);
    expect(answer.basis.filters.industryId).toBeNull();
    expect(answer.inputs.industry).toBe(2);
  });

  it('withholds the figure when even career level and country are too few', async () => {
    const answer = await ask(basic, `?careerLevel=7&function=22&industry=1&country=${NETHERLANDS}`);
    expect(answer).toMatchObject({ withheld: true, median: null, p25: null, p75: null });
    expect(answer.sampleSize).toBeLessThan(MIN_BASIS);
    expect(answer.basis.widened).toEqual([]);
    expect(answer.basis.filters).toMatchObject({ careerLevelId: 7, functionId: 22, industryId: 1 });
  });

  it('converts to the country version’s currency', async () => {
    const response = await basic.client.request({ url: URL, headers: { host: 'gbr.localhost' } });
    const answer = response.json<SalaryBenchmarkResult>();
    expect(answer.currency).toBe('GBP');
    expect(answer.median).toBe(distributionOf(histogramOf(mids(CELL)), 'GBP').median);
  });

  it('locks the benchmarks for Basic members and gives them to Premium members', async () => {
    const locked = await ask(basic);
    expect(locked).toMatchObject({ locked: true, benchmarks: null });
    const full = await ask(premium);
    expect(full.locked).toBe(false);
    expect(full.median).toBe(locked.median);
    const benchmarks = full.benchmarks!;
    // By industry: industry 1 has a figure; industry 2's four positions are too few and left out.
    expect(benchmarks.byIndustry.map((row) => row.key)).toEqual([1]);
    expect(benchmarks.byIndustry[0]!.figure.median).toBe(full.median);
    // By company size: 800 employees (band 3) with a figure; the region Berlin with all twelve.
    expect(benchmarks.bySize.map((row) => [row.key, row.figure.withheld])).toEqual([[3, false]]);
    expect(benchmarks.byRegion.map((row) => [row.key, row.figure.basis.sampleSize])).toEqual([['Berlin', 12]]);
    // Their own salary: the middle of range 9, 150,000; seven of the twelve middles (115,000–170,000) lie below it
    // and one at it, which counts half: 7.5 / 12 = 62.5 %.
    expect(benchmarks.ownPosition).toEqual({ salary: 150_000, percentile: 63, fromProfile: true });
    const richer = await ask(premium, '?salary=400000');
    expect(richer.benchmarks!.ownPosition).toMatchObject({ salary: 400_000, percentile: 100, fromProfile: false });
  });

  it.each([
    // An input that may be left empty ("any") is either empty or one of the options: anything else is no option.
    ['careerLevel', '?careerLevel=abc', 'validation.invalidOption'],
    ['careerLevel', '?careerLevel=99', 'validation.invalidOption'],
    ['careerLevel', '?careerLevel=99999999', 'validation.invalidOption'],
    ['function', '?function=-1', 'validation.invalidType'],
    ['industry', '?industry=1.5', 'validation.invalidOption'],
    ['country', '?country=9999', 'validation.invalidOption'],
    ['geoCodeId', `?country=44&geoCodeId=${NEW_YORK}`, 'validation.invalidOption'],
    ['geoCodeId', '?geoCodeId=1', 'validation.invalidOption'],
    ['companySize', '?companySize=9', 'validation.invalidOption'],
    ['salary', '?salary=0', 'validation.invalid'],
    ['salary', `?salary=${'9'.repeat(400)}`, 'validation.invalidType'],
    ['salary', '?salary=100000001', 'validation.invalid'],
    ['managementExperience', '?managementExperience=77', 'validation.invalidOption'],
  ])('refuses a wrong %s (%s)', async (field, query, key) => {
    expectInvalid(await basic.client.request({ url: `${URL}${query}` }), field, key);
  });

  it('refuses unknown fields and repeated values', async () => {
    expectStatus(await basic.client.request({ url: `${URL}?foo=1` }), 422, 'validation_failed');
    expectStatus(await basic.client.request({ url: `${URL}?careerLevel=4&careerLevel=5` }), 422, 'validation_failed');
  });

  it('needs a country when neither the profile nor the country version has one', async () => {
    const member = await newMember(t);
    expectInvalid(
      await member.client.request({ url: URL, headers: { host: 'eur.localhost' } }),
      'country',
      'validation.required',
    );
    // With one, it answers from the positions alone.
    const answer = (
      await member.client.request({ url: `${URL}?country=44&careerLevel=4`, headers: { host: 'eur.localhost' } })
    ).json<SalaryBenchmarkResult>();
    expect(answer.sampleSize).toBe(CELL.length + SMALL.length);
  });
});

describe('the refresh', () => {
  it('counts positions imported since the last refresh in, without counting the others twice', async () => {
    const before = await ask(basic, '?country=44');
    const more = Array.from({ length: 15 }, (_, i) => job(`more-${i}`, { salaryMin: 200_000, salaryMax: 240_000 }));
    await t.app.jobSearch.ingest(more);
    const result = await salaryModel(t.database).refresh(NOW);
    expect(result).toMatchObject({ full: false, added: 15 });
    const after = await ask(basic, '?country=44');
    expect(after.sampleSize).toBe(before.sampleSize + 15);
    expect(after.median!).toBeGreaterThan(before.median!);
    // Nothing new: nothing changes.
    expect(await salaryModel(t.database).refresh(NOW)).toMatchObject({ full: false, added: 0 });
    expect((await ask(basic, '?country=44')).sampleSize).toBe(after.sampleSize);
    // A full rebuild counts the same.
    await salaryModel(t.database).refresh(NOW, { full: true });
    expect((await ask(basic, '?country=44')).median).toBe(after.median);
  });

  it('leaves positions published before the window out once the window moves on', async () => {
    const later = new Date(NOW.getTime() + 400 * 86_400_000);
    expect(await salaryModel(t.database).refresh(later)).toMatchObject({ full: true });
    const answer = await ask(basic, '?country=44');
    expect(answer).toMatchObject({ withheld: true, sampleSize: 0 });
    await salaryModel(t.database).refresh(NOW, { full: true });
  });
});
