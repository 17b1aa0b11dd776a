// Both engines: the folded name column, the company medians and the salary model are SQL of their own.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPage, CompanySearchResult } from '@laufbahn/contracts/companies';
import type { SalaryBenchmarkResult } from '@laufbahn/contracts/salary';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import type { JobInput } from '@laufbahn/job-search/types';
import { openIsolatedTestDatabase } from '../../test/isolated-database.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { evaluateSalaryFromModel } from '../cv/processing/salary-evaluation.ts';
import type { MappedCv } from '../cv/processing/cv-mapping.ts';
import { testJob } from '../../test/test-job.ts';
import { expectInvalid, expectStatus, newMember, type Member } from '../profile/profile-test-helpers.ts';
import { salaryModel } from '../salary/salary-model.repository.ts';
import { startSubscription } from '../membership/test-subscriptions.ts';

const TOKEN = `co${randomBytes(4).toString('hex')}`;
const NOW = new Date();
const INSURANCE = 3;
const GERMANY = 44;
const ZURICH = 'Zürich Rück AG';
const SECRET = 'Verschwiegen Holding';

let t: TestApp;
let visitor: TestClient;
let basic: Member;
let premium: Member;
let zurichId: number;
let secretId: number;

let serial = 0;
const job = (overrides: Partial<JobInput>) =>
  testJob(
    { externalId: `${TOKEN}-${serial++}`, source: TOKEN, token: TOKEN, now: NOW },
    { industryId: INSURANCE, companySize: 800, ...overrides },
  );

/** Ten peers of the industry with twelve public positions each, paying more from one to the next. */
const PEERS = Array.from({ length: 10 }, (_, p) =>
  Array.from({ length: 12 }, () =>
    job({
      companyName: `Peer ${p} Versicherung`,
      publisherName: `Peer ${p} Versicherung`,
      salaryMin: 80_000 + p * 10_000,
      salaryMax: 100_000 + p * 10_000,
    }),
  ),
).flat();
/** The company of the page: twelve public positions at 125,000–145,000 (between peers 4 and 5), one mandate. */
const OWN = [
  ...Array.from({ length: 12 }, (_, i) =>
    job({
      companyName: ZURICH,
      publisherName: ZURICH,
      salaryMin: 125_000,
      salaryMax: 145_000,
      workplaceType: i < 8 ? 'hybrid' : 'onsite',
      careerLevelId: i < 9 ? 4 : 5,
    }),
  ),
  job({
    companyName: ZURICH,
    publisherType: 'headhunter',
    publisherName: 'Diskret Partners',
    exclusive: true,
    title: `Vorstand ${TOKEN}`,
  }),
];
/** Managing directors of large insurers: the executive salary of companies like it (level 7, 250–999 employees). */
const DIRECTORS = Array.from({ length: 11 }, (_, i) =>
  job({
    companyName: 'Peer 0 Versicherung',
    publisherName: 'Peer 0 Versicherung',
    careerLevelId: 7,
    salaryMin: 250_000 + i * 5000,
    salaryMax: 320_000 + i * 5000,
  }),
);
/** Known only from a mandate: no page, no search hit. */
const MANDATE = job({
  companyName: SECRET,
  publisherType: 'headhunter',
  publisherName: 'Diskret Partners',
  exclusive: true,
});

const companyId = async (name: string) =>
  Number((await t.database.executeSql('select id from companies where name = $1', [name])).rows[0]!.id);

const search = async (client: TestClient, query: string) => {
  const response = await client.request({ url: `/api/career/companies?${query}` });
  expectStatus(response, 200);
  return response.json<CompanySearchResult>();
};
const page = async (client: TestClient, id: number, query = '') => {
  const response = await client.request({ url: `/api/career/companies/${id}${query}` });
  expectStatus(response, 200);
  return response.json<CompanyPage>();
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' }, { database: await openIsolatedTestDatabase() });
  // This database is the file's own: only its positions and companies count.
  await t.database.executeSql('truncate jobs, companies cascade');
  await t.app.jobSearch.ingest([...PEERS, ...OWN, ...DIRECTORS, MANDATE]);
  await salaryModel(t.database).refresh(NOW, { full: true });
  zurichId = await companyId(ZURICH);
  secretId = await companyId(SECRET);
  visitor = testClient(t.app);
  basic = await newMember(t);
  premium = await newMember(t);
  await startSubscription(t.database, premium.accountId);
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/career/companies', () => {
  it.each(['zur', 'ZÜR', 'Zürich R', '  zurich  '])(
    'finds a company by the start of its name, whatever its accents (%s)',
    async (q) => {
      const result = await search(visitor, `q=${encodeURIComponent(q)}`);
      expect(result.items.map((item) => item.name)).toEqual([ZURICH]);
      expect(result.items[0]).toMatchObject({
        countryId: GERMANY,
        industryId: INSURANCE,
        employees: 800,
        openPositions: 12,
      });
    },
  );

  it('matches the start of the name only, and takes wildcards literally', async () => {
    expect((await search(visitor, 'q=rück')).items).toEqual([]);
    expect((await search(visitor, 'q=%25')).items).toEqual([]);
    expect((await search(visitor, 'q=_')).items).toEqual([]);
  });

  it('filters by industry and country, ordered by name, and says when there are more', async () => {
    const all = await search(visitor, `industry=${INSURANCE}&country=${GERMANY}&limit=5`);
    expect(all.items.map((item) => item.name)).toEqual([
      'Peer 0 Versicherung',
      'Peer 1 Versicherung',
      'Peer 2 Versicherung',
      'Peer 3 Versicherung',
      'Peer 4 Versicherung',
    ]);
    expect(all.more).toBe(true);
    expect((await search(visitor, `industry=${INSURANCE}&country=69`)).items).toEqual([]);
    expect((await search(visitor, 'industry=1')).items).toEqual([]);
  });

  it('never names a company known only from a members-only mandate', async () => {
    expect((await search(visitor, 'q=verschwiegen')).items).toEqual([]);
    expect((await search(premium.client, 'q=verschwiegen')).items).toEqual([]);
  });

  it.each([
    ['q', `q=${'x'.repeat(101)}`, 'validation.tooLong'],
    ['limit', 'limit=0', 'validation.invalid'],
    ['limit', 'limit=101', 'validation.invalid'],
    ['limit', 'limit=abc', 'validation.invalidType'],
    ['industry', 'industry=99999', 'validation.invalidOption'],
  ])('refuses a wrong %s (%s)', async (field, query, key) => {
    expectInvalid(await visitor.request({ url: `/api/career/companies?${query}` }), field, key);
  });

  it('refuses unknown fields', async () => {
    expectStatus(await visitor.request({ url: '/api/career/companies?foo=1' }), 422, 'validation_failed');
  });
});

describe('a job page and its company', () => {
  it('links a company only when it has a page: a mandate’s company stays unnamed by a link, even for Premium', async () => {
    const jobOf = async (companyName: string, exclusive: boolean) =>
      Number(
        (
          await t.database.executeSql(
            `select j.id from jobs j join companies c on c.id = j.company_id
             where c.name = $1 and j.exclusive = $2 limit 1`,
            [companyName, exclusive],
          )
        ).rows[0]!.id,
      );
    const detail = async (id: number) =>
      (await premium.client.request({ url: `/api/career/jobs/${id}` })).json<{
        companyId: number | null;
        companyPage: boolean;
      }>();
    const mandate = await detail(await jobOf(SECRET, true));
    expect(mandate).toMatchObject({ companyId: secretId, companyPage: false });
    const open = await detail(await jobOf(ZURICH, true));
    expect(open).toMatchObject({ companyId: zurichId, companyPage: true });
  });
});

describe('GET /api/career/companies/{id}', () => {
  it('answers 404 for an unknown company and for one known only from a mandate, 422 for a wrong id', async () => {
    expectStatus(await visitor.request({ url: '/api/career/companies/999999999' }), 404, 'not_found');
    expectStatus(await premium.client.request({ url: `/api/career/companies/${secretId}` }), 404, 'not_found');
    expectInvalid(await visitor.request({ url: '/api/career/companies/abc' }), 'id', 'validation.invalidType');
    expectInvalid(
      await visitor.request({ url: `/api/career/companies/${zurichId}?vacancies=0` }),
      'vacancies',
      'validation.invalid',
    );
  });

  it('shows information, open public positions, locations and insights to everyone', async () => {
    const answer = await page(visitor, zurichId);
    expect(answer).toMatchObject({ id: zurichId, name: ZURICH, employees: 800, industryId: INSURANCE, website: null });
    expect(answer.headquarters).toEqual({ countryId: GERMANY });
    expect(answer.vacancies.total).toBe(12);
    expect(answer.vacancies.items.every((item) => !item.exclusive)).toBe(true);
    expect(answer.locations).toEqual([{ key: 'Berlin', count: 12 }]);
    expect(answer.insights.basedOn).toBe(12);
    expect(answer.insights.hiring).toHaveLength(12);
    expect(answer.insights.seniority).toEqual([
      { key: 4, count: 9 },
      { key: 5, count: 3 },
    ]);
    expect(answer.insights.workplaces).toEqual([
      { key: 'hybrid', count: 8 },
      { key: 'onsite', count: 4 },
    ]);
    // "Show more": fewer at a time on request.
    expect((await page(visitor, zurichId, '?vacancies=5')).vacancies.items).toHaveLength(5);
  });

  it('lists the company’s mandate to Premium members only', async () => {
    const full = await page(premium.client, zurichId);
    expect(full.vacancies.total).toBe(13);
    expect(full.vacancies.items.filter((item) => item.exclusive)).toHaveLength(1);
    expect(full.vacancies.items.find((item) => item.exclusive)!.locked).toBe(false);
    expect((await page(basic.client, zurichId)).vacancies.total).toBe(12);
  });

  it('ranks its median pay among the industry’s companies, and withholds the rank with too few', async () => {
    const answer = await page(visitor, zurichId);
    // Median 135,000: above peers 0–4 (95,000–135,000 → peer 4 at 135,000 ties), below 5–9.
    expect(answer.salaryRankInIndustry).toMatchObject({ withheld: false, companies: 11, positions: 12 });
    expect(answer.salaryRankInIndustry.percentile).toBe(Math.round(((4 + 1.5) / 11) * 100));
    const peer = await page(visitor, await companyId('Peer 9 Versicherung'));
    expect(peer.salaryRankInIndustry.percentile).toBe(Math.round((10.5 / 11) * 100));
  });

  it('gives Premium members the whole briefing, everyone else its first statement', async () => {
    const locked = (await page(basic.client, zurichId)).briefing;
    expect(locked.locked).toBe(true);
    if (!locked.locked) throw new Error('unreachable');
    expect(locked.teaser).toEqual([{ key: 'openPositions', values: { count: 12 } }]);
    expect(locked.hidden).toBeGreaterThan(2);
    const full = (await page(premium.client, zurichId)).briefing;
    if (full.locked) throw new Error('the briefing is locked for a Premium member');
    expect(full.sentences.map((sentence) => sentence.key)).toEqual([
      'openPositions',
      'hiringTrend',
      'seniority',
      'workplace',
      'locations',
      'payRank',
    ]);
    expect(full.sentences.find((s) => s.key === 'seniority')!.values).toEqual({
      careerLevelId: 4,
      share: 75,
      count: 12,
    });
    expect(locked.hidden).toBe(full.sentences.length - 1);
  });

  it('names similar companies of its industry and country, nearest in size first', async () => {
    const answer = await page(visitor, zurichId);
    expect(answer.similar).toHaveLength(5);
    expect(answer.similar.every((company) => company.industryId === INSURANCE && company.id !== zurichId)).toBe(true);
    expect(answer.links.map((link) => link.path)).toEqual([
      `/career/show?industry=${INSURANCE}&country=${GERMANY}`,
      `/salary_calculator?careerLevel=7&industry=${INSURANCE}&country=${GERMANY}`,
    ]);
  });
});

describe('one salary model', () => {
  it('gives the calculator, the CV evaluation and the company page the same figure for the same inputs', async () => {
    const company = await page(basic.client, zurichId);
    expect(company.executiveSalary.withheld).toBe(false);
    expect(company.executiveSalary.basis).toMatchObject({
      sampleSize: DIRECTORS.length,
      filters: { careerLevelId: 7, functionId: null, industryId: INSURANCE, countryId: GERMANY, sizeBand: 3 },
    });
    const calculator = async (query: string) => {
      const response = await basic.client.request({ url: `/api/career/salary_benchmarks?${query}` });
      expectStatus(response, 200);
      return response.json<SalaryBenchmarkResult>();
    };
    // Empty inputs mean "any": the same filters as the company page's.
    const same = await calculator(
      `careerLevel=7&function=&industry=${INSURANCE}&country=${GERMANY}&geoCodeId=&companySize=3`,
    );
    expect({ median: same.median, p25: same.p25, p75: same.p75, basis: same.basis }).toEqual({
      median: company.executiveSalary.median,
      p25: company.executiveSalary.p25,
      p75: company.executiveSalary.p75,
      basis: company.executiveSalary.basis,
    });
    // The CV evaluation knows no company size: the calculator without one gives its band.
    const withoutSize = await calculator(`careerLevel=7&function=&industry=${INSURANCE}&country=${GERMANY}&geoCodeId=`);
    const cv = {
      countryId: GERMANY,
      positions: [
        {
          fields: {
            careerLevelId: 7,
            functionId: null,
            industryId: INSURANCE,
            countryId: GERMANY,
            startDate: { month: 1, year: 2000 },
          },
        },
      ],
    } as unknown as MappedCv;
    const evaluation = await evaluateSalaryFromModel(
      cv,
      COUNTRY_VERSIONS.deu.currency,
      GERMANY,
      [],
      salaryModel(t.database),
      NOW,
    );
    expect(evaluation).toMatchObject({ currency: 'EUR', min: withoutSize.p25, max: withoutSize.p75 });
    expect(evaluation!.basis.positions).toEqual({
      sampleSize: withoutSize.sampleSize,
      widened: withoutSize.basis.widened,
      periodFrom: withoutSize.basis.periodFrom,
      periodTo: withoutSize.basis.periodTo,
    });
  });
});
