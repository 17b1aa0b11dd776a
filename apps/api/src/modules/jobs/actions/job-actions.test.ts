// Both engines: unique constraints (applying twice) and member lists in raw SQL.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationsList,
  FavouritesList,
  JobApplicationCreated,
  JobDetail,
  JobListing,
  RecentlyViewedList,
  RecommendationsList,
  SavedSearch,
} from '@laufbahn/contracts/jobs';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { FIXTURE_CITIES } from '@laufbahn/job-generator/fixture-cities';
import { LANGUAGES } from '@laufbahn/i18n/languages';
import type { JobInput } from '@laufbahn/job-search/types';
import { jobApplicationConfirmationMail } from '../../../platform/mail/mail-templates.ts';
import { jobTrendsService, MIN_SEARCHERS, searchLogCutoff, searcherTokens } from '../trends/job-trends.ts';
import { testJob } from '../../../test/test-job.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { openIsolatedTestDatabase } from '../../../test/isolated-database.ts';
import { endSubscription, startSubscription } from '../../membership/test-subscriptions.ts';

// Every position of this file carries TOKEN, so its lists and searches are its own where test files share a database.
const TOKEN = `lba${randomBytes(5).toString('hex')}`;
const SOURCE = `test-${TOKEN}`;
const SECRET_COMPANY = `Geheim${TOKEN} Holding`;
const OPEN_COMPANY = `Offen${TOKEN} AG`;
const SECRET_PUBLISHER = `Mandat${TOKEN} Partners`;
const NOW = new Date();
const DAY = 86_400_000;
const BERLIN = FIXTURE_CITIES.find((city) => city.name === 'Berlin')!;
const MUNICH = FIXTURE_CITIES.find((city) => city.name === 'München' || city.name === 'Munich')!;

const job = (externalId: string, overrides: Partial<JobInput> = {}): JobInput =>
  testJob(
    { externalId, source: SOURCE, token: TOKEN, now: NOW },
    {
      title: `Leiter ${TOKEN} ${externalId}`,
      companyName: OPEN_COMPANY,
      publishedAt: new Date(NOW.getTime() - 60_000),
      ...overrides,
    },
  );

const OPEN = job('open');
const OPEN_2 = job('open-2', { publishedAt: new Date(NOW.getTime() - 2 * DAY) });
const OLD = job('old', { publishedAt: new Date(NOW.getTime() - 5 * DAY) });
const EXCLUSIVE = job('exclusive', {
  exclusive: true,
  companyName: SECRET_COMPANY,
  publisherType: 'headhunter',
  publisherName: SECRET_PUBLISHER,
});
// A headhunter's mandate its source did not call exclusive: members only all the same.
const HIDDEN_CLIENT = `Klient${TOKEN} GmbH`;
const HUNTER = `Jagd${TOKEN} Partners`;
const HEADHUNTED = job('headhunted', {
  companyName: HIDDEN_CLIENT,
  publisherType: 'headhunter',
  publisherName: HUNTER,
  exclusive: false,
});
const EXPIRED = job('expired', {
  publishedAt: new Date(NOW.getTime() - 40 * DAY),
  expiresAt: new Date(NOW.getTime() - DAY),
});
// Near misses of the career goal below: too little pay, too far, another function.
const LOW_PAY = job('low-pay', { salaryMin: 80_000, salaryMax: 100_000 });
const FAR = job('far', {
  geoCodeId: MUNICH.geoCodeId,
  city: MUNICH.name,
  latitude: MUNICH.latitude,
  longitude: MUNICH.longitude,
});
const OTHER_FUNCTION = job('other-function', { functionId: 4 });
// Italy (88) for the trends: one employer with many new positions, and exclusive ones that must never name theirs.
const TREND_COMPANY = `Trend${TOKEN} SpA`;
const ITALIAN = (i: number, overrides: Partial<JobInput> = {}) =>
  job(`it-${i}`, {
    countryId: 88,
    city: 'Milano',
    geoCodeId: null,
    latitude: 45.46,
    longitude: 9.19,
    companyName: TREND_COMPANY,
    publisherName: TREND_COMPANY,
    title: `Direttore ${TOKEN}`,
    ...overrides,
  });
const ITALY = [
  ...Array.from({ length: 14 }, (_, i) => ITALIAN(i)),
  ...Array.from({ length: 20 }, (_, i) =>
    ITALIAN(100 + i, { exclusive: true, companyName: SECRET_COMPANY, publisherName: SECRET_PUBLISHER }),
  ),
  // Headhunter mandates not marked exclusive by their source: their client must not trend either.
  ...Array.from({ length: 20 }, (_, i) =>
    ITALIAN(200 + i, {
      title: `Responsabile ${TOKEN}`,
      careerLevelId: 5,
      companyName: HIDDEN_CLIENT,
      publisherType: 'headhunter',
      publisherName: HUNTER,
    }),
  ),
];
// More positions than the recently viewed list keeps.
const FILLERS = Array.from({ length: 20 }, (_, i) =>
  job(`filler-${i}`, { title: `Referent ${TOKEN}`, careerLevelId: 2, publishedAt: new Date(NOW.getTime() - 10 * DAY) }),
);
// Spain (200): listings but, in this file, no searches.
const SPAIN = [0, 1, 2].map((i) =>
  job(`es-${i}`, {
    countryId: 200,
    city: 'Madrid',
    geoCodeId: null,
    latitude: 40.42,
    longitude: -3.7,
    careerLevelId: 2,
    title: i < 2 ? `Director ${TOKEN}` : `Jefe ${TOKEN}`,
  }),
);
const ALL = [
  OPEN,
  OPEN_2,
  OLD,
  EXCLUSIVE,
  HEADHUNTED,
  EXPIRED,
  LOW_PAY,
  FAR,
  OTHER_FUNCTION,
  ...ITALY,
  ...FILLERS,
  ...SPAIN,
];

let t: TestApp;
const idOf = new Map<string, number>();
const id = (input: JobInput) => idOf.get(input.externalId)!;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobSearch.ingest(ALL, { batchSize: 100 });
  const { rows } = await t.database.executeSql('select id::text as id, external_id from jobs where source = $1', [
    SOURCE,
  ]);
  for (const row of rows) idOf.set(String(row.external_id), Number(row.id));
}, 120_000);
afterAll(() => t?.close());

async function member(premium = false): Promise<{ client: TestClient; accountId: number; email: string }> {
  const client = testClient(t.app);
  const { id: accountId, email } = await client.signUp();
  if (premium) await startSubscription(t.database, accountId);
  return { client, accountId, email };
}

async function cvUpload(accountId: number, fileName = 'lebenslauf.pdf', uploadTypeId = 1): Promise<number> {
  const { rows } = await t.database.executeSql(
    `insert into account_uploads (account_id, token_hash, upload_type_id, file_key, file_name, file_size, file_kind)
     values ($1, 'x', $2, $3, $4, 1000, 'pdf') returning id`,
    [accountId, uploadTypeId, `test/${randomBytes(6).toString('hex')}`, fileName],
  );
  return Number(rows[0]!.id);
}

const send = (client: TestClient, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  client.request({ method, url, body });
const apply = (client: TestClient, jobId: number, body: unknown = { termsAccepted: true }) =>
  send(client, 'POST', `/api/career/jobs/${jobId}/applications`, body);
const fields = (response: { json: <T>() => T }) =>
  response.json<{ error: { fields?: Record<string, string[]> } }>().error.fields ?? {};
const code = (response: { json: <T>() => T }) => response.json<{ error: { code: string } }>().error.code;

/** A locked teaser: no company, no publisher. */
function expectLocked(item: JobListing | undefined) {
  expect(item).toBeDefined();
  expect(item!.locked).toBe(true);
  expect(item!.companyName).toBeNull();
  expect(item!.companyId).toBeNull();
  expect(item!.publisher).toBeNull();
  for (const name of [SECRET_COMPANY, SECRET_PUBLISHER, HIDDEN_CLIENT, HUNTER])
    expect(JSON.stringify(item)).not.toContain(name);
}

describe('POST /api/career/jobs/{id}/applications', () => {
  it('applies with the profile, sends a confirmation mail, and lists the application', async () => {
    const { client, accountId, email } = await member();
    const response = await apply(client, id(OPEN), { termsAccepted: true, message: 'Guten Tag,\nich freue mich.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ jobId: id(OPEN) });
    const { rows } = await t.database.executeSql(
      'select message, upload_id, profile_snapshot, terms_accepted_at from job_applications where account_id = $1',
      [accountId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('Guten Tag,\nich freue mich.');
    expect(rows[0]!.upload_id).toBeNull();
    const snapshot = (
      typeof rows[0]!.profile_snapshot === 'string' ? JSON.parse(rows[0]!.profile_snapshot) : rows[0]!.profile_snapshot
    ) as { contactDetails: { email: string } };
    expect(snapshot.contactDetails.email).toBe(email);
    const mails = await t.database.executeSql('select template, subject from mail_outbox where to_address = $1', [
      email,
    ]);
    expect(mails.rows.map((row) => row.template)).toContain('job-application-confirmation');
    expect(mails.rows.find((row) => row.template === 'job-application-confirmation')!.subject).toContain(TOKEN);

    const list = await send(client, 'GET', '/api/career/applications');
    expect(list.statusCode).toBe(200);
    const items = list.json<ApplicationsList>().items;
    expect(items.map((item) => item.id)).toEqual([id(OPEN)]);
    expect(items[0]).toMatchObject({ status: 'active', companyName: OPEN_COMPANY, locked: false });
  });

  it('sends the member’s own CV along; another member’s or a non-CV upload → 404', async () => {
    const { client, accountId } = await member();
    const other = await member();
    const own = await cvUpload(accountId, 'mein-cv.pdf');
    const foreign = await cvUpload(other.accountId);
    const picture = await cvUpload(accountId, 'bild.pdf', 2);
    expect((await apply(client, id(OPEN), { termsAccepted: true, uploadId: foreign })).statusCode).toBe(404);
    expect((await apply(client, id(OPEN), { termsAccepted: true, uploadId: picture })).statusCode).toBe(404);
    expect((await apply(client, id(OPEN), { termsAccepted: true, uploadId: 2_000_000_000 })).statusCode).toBe(404);
    const response = await apply(client, id(OPEN), { termsAccepted: true, uploadId: own });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await t.database.executeSql(
      'select upload_id, cv_file_name from job_applications where account_id = $1',
      [accountId],
    );
    expect(rows[0]).toMatchObject({ upload_id: own, cv_file_name: 'mein-cv.pdf' });
  });

  it('refuses a second application (409 already_applied), an expired job (409 job_expired), an unknown one (404)', async () => {
    const { client } = await member();
    expect((await apply(client, id(OPEN_2))).statusCode).toBe(201);
    const twice = await apply(client, id(OPEN_2));
    expect(twice.statusCode).toBe(409);
    expect(code(twice)).toBe('already_applied');
    const expired = await apply(client, id(EXPIRED));
    expect(expired.statusCode).toBe(409);
    expect(code(expired)).toBe('job_expired');
    expect((await apply(client, 2_000_000_000)).statusCode).toBe(404);
    expect((await apply(client, 0)).statusCode).toBe(422);
  });

  it('lets only Premium members apply for an exclusive position (403 premium_required)', async () => {
    const basic = await member();
    const locked = await apply(basic.client, id(EXCLUSIVE));
    expect(locked.statusCode).toBe(403);
    expect(code(locked)).toBe('premium_required');
    const premium = await member(true);
    expect((await apply(premium.client, id(EXCLUSIVE))).statusCode).toBe(201);
    const whole = (await send(premium.client, 'GET', '/api/career/applications')).json<ApplicationsList>().items;
    expect(whole[0]).toMatchObject({ id: id(EXCLUSIVE), companyName: SECRET_COMPANY, locked: false });
    // Premium ended: the list shows the teaser like everywhere else.
    await endSubscription(t.database, premium.accountId);
    const teaser = (await send(premium.client, 'GET', '/api/career/applications')).json<ApplicationsList>().items;
    expectLocked(teaser[0]);
  });

  it('treats a headhunter mandate like an exclusive position: only Premium members apply, others see a teaser', async () => {
    const basic = await member();
    const refused = await apply(basic.client, id(HEADHUNTED));
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('premium_required');
    await send(basic.client, 'PUT', `/api/career/jobs/${id(HEADHUNTED)}/bookmark`);
    await send(basic.client, 'GET', `/api/career/jobs/${id(HEADHUNTED)}`);
    for (const list of ['favourites', 'recently_viewed']) {
      const items = (await send(basic.client, 'GET', `/api/career/${list}`)).json<FavouritesList>().items;
      expectLocked(items.find((item) => item.id === id(HEADHUNTED)));
    }
    const premium = await member(true);
    expect((await apply(premium.client, id(HEADHUNTED))).statusCode).toBe(201);
    const whole = (await send(premium.client, 'GET', '/api/career/applications')).json<ApplicationsList>().items;
    expect(whole[0]).toMatchObject({
      id: id(HEADHUNTED),
      exclusive: true,
      locked: false,
      companyName: HIDDEN_CLIENT,
      publisher: { type: 'headhunter', name: HUNTER },
    });
  });

  it('validates the body (422 with the field) and needs sign-in (401)', async () => {
    const { client } = await member();
    const cases: [unknown, string, string][] = [
      [{}, 'termsAccepted', 'validation.termsRequired'],
      [{ termsAccepted: false }, 'termsAccepted', 'validation.termsRequired'],
      [{ termsAccepted: 'true' }, 'termsAccepted', 'validation.termsRequired'],
      [{ termsAccepted: true, message: 'x'.repeat(1001) }, 'message', 'validation.tooLong'],
      [{ termsAccepted: true, message: 'x'.repeat(200_000) }, 'message', 'validation.tooLong'],
      [{ termsAccepted: true, message: 42 }, 'message', 'validation.invalidType'],
      [{ termsAccepted: true, message: 'a\u0000b' }, 'message', 'validation.invalid'],
      [{ termsAccepted: true, uploadId: '5' }, 'uploadId', 'validation.invalidType'],
      [{ termsAccepted: true, uploadId: -1 }, 'uploadId', 'validation.invalidType'],
      [{ termsAccepted: true, sneaky: 1 }, 'sneaky', 'validation.unknownField'],
    ];
    for (const [body, field, key] of cases) {
      const response = await apply(client, id(OPEN), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(fields(response)[field]).toContain(key);
    }
    expect((await apply(client, id(OPEN), '{"termsAccepted":')).statusCode).toBe(400);
    expect((await apply(client, id(OPEN), [])).statusCode).toBe(422);
    expect((await apply(testClient(t.app), id(OPEN))).statusCode).toBe(401);
  });
});

describe('the application confirmation mail', () => {
  it('exists in every language, with the position and the CV named', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      for (const cvFileName of [null, 'cv.pdf']) {
        const mail = jobApplicationConfirmationMail(
          language,
          { title: 'Leiter Vertrieb', companyName: 'Muster <AG>', cvFileName, forwarded: false },
          'http://localhost/career/jobs/1',
        );
        expect(mail.subject).toContain('Leiter Vertrieb');
        expect(mail.text).toContain('Muster <AG>');
        expect(mail.html).toContain('Muster &lt;AG&gt;');
        expect(mail.text).toContain('http://localhost/career/jobs/1');
        if (cvFileName) expect(mail.text).toContain('cv.pdf');
        expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\{|jobApplication\./);
        subjects.add(`${language}:${mail.text}`);
      }
    }
    expect(subjects.size).toBe(LANGUAGES.length * 2);
  });
});

describe('PUT / DELETE /api/career/jobs/{id}/bookmark and GET /api/career/favourites', () => {
  it('bookmarks idempotently, lists newest first with gating, and removes', async () => {
    const { client } = await member();
    for (const target of [OPEN, EXPIRED, EXCLUSIVE, EXCLUSIVE]) {
      const response = await send(client, 'PUT', `/api/career/jobs/${id(target)}/bookmark`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const items = (await send(client, 'GET', '/api/career/favourites')).json<FavouritesList>().items;
    expect(items.map((item) => item.id)).toEqual([id(EXCLUSIVE), id(EXPIRED), id(OPEN)]);
    expectLocked(items[0]);
    expect(items[1]!.status).toBe('expired');
    expect(items[2]).toMatchObject({ status: 'active', companyName: OPEN_COMPANY });
    for (let i = 0; i < 2; i++) {
      expect((await send(client, 'DELETE', `/api/career/jobs/${id(EXPIRED)}/bookmark`)).statusCode).toBe(204);
    }
    const after = (await send(client, 'GET', '/api/career/favourites')).json<FavouritesList>().items;
    expect(after.map((item) => item.id)).toEqual([id(EXCLUSIVE), id(OPEN)]);
  });

  it("tells the job page the member's bookmark and application, and a visitor nothing", async () => {
    const { client } = await member();
    const mine = async (target: JobInput, who: TestClient = client) =>
      (await send(who, 'GET', `/api/career/jobs/${id(target)}`)).json<JobDetail>().mine;
    expect(await mine(OPEN)).toEqual({ bookmarked: false, appliedAt: null });
    await send(client, 'PUT', `/api/career/jobs/${id(OPEN)}/bookmark`);
    const applied = await send(client, 'POST', `/api/career/jobs/${id(OPEN)}/applications`, { termsAccepted: true });
    expect(applied.statusCode).toBe(201);
    expect(await mine(OPEN)).toEqual({
      bookmarked: true,
      appliedAt: applied.json<JobApplicationCreated>().createdAt,
    });
    expect(await mine(OPEN, testClient(t.app))).toBeNull();
  });

  it('shows a Premium member the whole exclusive position', async () => {
    const { client } = await member(true);
    await send(client, 'PUT', `/api/career/jobs/${id(EXCLUSIVE)}/bookmark`);
    const items = (await send(client, 'GET', '/api/career/favourites')).json<FavouritesList>().items;
    expect(items[0]).toMatchObject({ locked: false, companyName: SECRET_COMPANY });
  });

  it('answers 404 for an unknown job, 422 for a bad id, 401 for a visitor', async () => {
    const { client } = await member();
    expect((await send(client, 'PUT', '/api/career/jobs/2000000000/bookmark')).statusCode).toBe(404);
    expect((await send(client, 'PUT', '/api/career/jobs/abc/bookmark')).statusCode).toBe(422);
    const visitor = testClient(t.app);
    expect((await send(visitor, 'PUT', `/api/career/jobs/${id(OPEN)}/bookmark`)).statusCode).toBe(401);
    expect((await send(visitor, 'DELETE', `/api/career/jobs/${id(OPEN)}/bookmark`)).statusCode).toBe(401);
    for (const path of ['favourites', 'applications', 'recently_viewed', 'recommendations', 'saved_searches']) {
      expect((await send(visitor, 'GET', `/api/career/${path}`)).statusCode, path).toBe(401);
    }
  });
});

describe('POST /api/career/jobs/{id}/reports', () => {
  it('takes reports from members and visitors', async () => {
    const { client, accountId } = await member();
    const first = await send(client, 'POST', `/api/career/jobs/${id(OPEN)}/reports`, { reason: 'scam' });
    expect(first.statusCode, first.body).toBe(201);
    // Again: accepted, nothing added.
    expect(
      (await send(client, 'POST', `/api/career/jobs/${id(OPEN)}/reports`, { reason: 'duplicate' })).statusCode,
    ).toBe(201);
    const visitor = testClient(t.app);
    const other = await send(visitor, 'POST', `/api/career/jobs/${id(EXPIRED)}/reports`, {
      reason: 'other',
      comment: 'Die Stelle ist längst besetzt.',
    });
    expect(other.statusCode).toBe(201);
    const mine = await t.database.executeSql('select reason from job_reports where account_id = $1', [accountId]);
    expect(mine.rows.map((row) => row.reason)).toEqual(['scam']);
    const anonymous = await t.database.executeSql(
      'select reason, comment from job_reports where job_id = $1 and account_id is null',
      [id(EXPIRED)],
    );
    expect(anonymous.rows).toContainEqual({ reason: 'other', comment: 'Die Stelle ist längst besetzt.' });
  });

  it('validates the reason and the comment', async () => {
    const visitor = testClient(t.app);
    const cases: [unknown, string, string][] = [
      [{}, 'reason', 'validation.questionRequired'],
      [{ reason: 'boring' }, 'reason', 'validation.invalidOption'],
      [{ reason: 7 }, 'reason', 'validation.invalidOption'],
      [{ reason: 'other' }, 'comment', 'validation.required'],
      [{ reason: 'other', comment: '   ' }, 'comment', 'validation.required'],
      [{ reason: 'scam', comment: 'x'.repeat(1001) }, 'comment', 'validation.tooLong'],
      [{ reason: 'scam', extra: true }, 'extra', 'validation.unknownField'],
    ];
    for (const [body, field, key] of cases) {
      const response = await send(visitor, 'POST', `/api/career/jobs/${id(OPEN)}/reports`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(fields(response)[field]).toContain(key);
    }
    expect((await send(visitor, 'POST', '/api/career/jobs/2000000000/reports', { reason: 'scam' })).statusCode).toBe(
      404,
    );
  });

  describe('the reason "filled"', () => {
    const REPORTED = job('reported-filled', { title: `Werkleiter ${TOKEN}`, careerLevelId: 2 });
    let reportedId: number;
    const detail = async () =>
      (await testClient(t.app).request({ method: 'GET', url: `/api/career/jobs/${reportedId}` })).json<JobDetail>();

    beforeAll(async () => {
      await t.app.jobSearch.ingest([REPORTED]);
      const { rows } = await t.database.executeSql(
        'select id::text as id from jobs where source = $1 and external_id = $2',
        [SOURCE, REPORTED.externalId],
      );
      reportedId = Number(rows[0]!.id);
    });

    it('is for members only (401), on a known position (404), checked like every reason (422)', async () => {
      const visitor = testClient(t.app);
      const anonymous = await send(visitor, 'POST', `/api/career/jobs/${reportedId}/reports`, { reason: 'filled' });
      expect(anonymous.statusCode).toBe(401);
      const { client } = await member();
      expect((await send(client, 'POST', '/api/career/jobs/2000000000/reports', { reason: 'filled' })).statusCode).toBe(
        404,
      );
      expect((await send(client, 'POST', '/api/career/jobs/abc/reports', { reason: 'filled' })).statusCode).toBe(422);
      const cases: [unknown, string][] = [
        [{ reason: 'FILLED' }, 'reason'],
        [{ reason: ['filled'] }, 'reason'],
        [{ reason: 'filled', comment: 5 }, 'comment'],
        [{ reason: 'filled', comment: 'x'.repeat(100_000) }, 'comment'],
        [{ reason: 'filled', filled: true }, 'filled'],
      ];
      for (const [body, field] of cases) {
        const response = await send(client, 'POST', `/api/career/jobs/${reportedId}/reports`, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
        expect(Object.keys(fields(response))).toContain(field);
      }
      const { rows } = await t.database.executeSql('select count(*)::int as n from job_reports where job_id = $1', [
        reportedId,
      ]);
      expect(rows[0]!.n).toBe(0);
    });

    it('marks the position possibly filled from the third independent member on, and it sinks in the date sort', async () => {
      expect((await detail()).provenance.possiblyFilled).toBe(false);
      const first = await member();
      for (let i = 0; i < 2; i++)
        expect(
          (await send(first.client, 'POST', `/api/career/jobs/${reportedId}/reports`, { reason: 'filled' })).statusCode,
        ).toBe(201);
      const second = await member();
      await send(second.client, 'POST', `/api/career/jobs/${reportedId}/reports`, {
        reason: 'filled',
        comment: 'Laut Firmenwebsite besetzt.',
      });
      // One member twice and a second member: two independent reports, not enough.
      expect((await detail()).provenance.possiblyFilled).toBe(false);
      const third = await member();
      await send(third.client, 'POST', `/api/career/jobs/${reportedId}/reports`, { reason: 'filled' });
      const marked = await detail();
      expect(marked.provenance).toMatchObject({ possiblyFilled: true, origin: 'feed', feedName: SOURCE });
      expect(marked.status).toBe('active');
      const list = (
        await testClient(t.app).request({
          method: 'GET',
          url: `/api/career/jobs?q=${TOKEN}&careerLevel=2&sort=date&limit=50`,
        })
      ).json<{ items: { id: number; provenance: { possiblyFilled: boolean } }[] }>().items;
      const flags = list.map((item) => item.provenance.possiblyFilled);
      expect(flags.at(-1)).toBe(true);
      expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    });
  });

  it('limits reports per address (429)', async () => {
    const visitor = testClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await send(visitor, 'POST', `/api/career/jobs/${id(OPEN)}/reports`, { reason: 'scam' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/career/recently_viewed', () => {
  it('records a signed-in member’s detail views, newest first, gated, at most 50', async () => {
    const { client, accountId } = await member();
    for (const target of [OPEN, EXCLUSIVE, OPEN_2, OPEN]) {
      expect((await send(client, 'GET', `/api/career/jobs/${id(target)}`)).statusCode).toBe(200);
    }
    const items = (await send(client, 'GET', '/api/career/recently_viewed')).json<RecentlyViewedList>().items;
    expect(items.map((item) => item.id)).toEqual([id(OPEN), id(OPEN_2), id(EXCLUSIVE)]);
    expectLocked(items[2]);

    await t.database.executeSql(
      `insert into recently_viewed_jobs (account_id, job_id, viewed_at)
       select $1, id, now() - interval '1 day' from jobs where source = $2
       on conflict do nothing`,
      [accountId, SOURCE],
    );
    await send(client, 'GET', `/api/career/jobs/${id(OLD)}`);
    const capped = (await send(client, 'GET', '/api/career/recently_viewed')).json<RecentlyViewedList>().items;
    expect(capped).toHaveLength(50);
    expect(capped[0]!.id).toBe(id(OLD));
  });

  it('records nothing for a visitor', async () => {
    const visitor = testClient(t.app);
    const before = (
      await t.database.executeSql('select count(*)::int as n from recently_viewed_jobs where job_id = $1', [id(OPEN)])
    ).rows[0]!.n;
    expect((await send(visitor, 'GET', `/api/career/jobs/${id(OPEN)}`)).statusCode).toBe(200);
    const after = (
      await t.database.executeSql('select count(*)::int as n from recently_viewed_jobs where job_id = $1', [id(OPEN)])
    ).rows[0]!.n;
    expect(after).toBe(before);
  });
});

describe('saved searches', () => {
  it("names the search's city when saved and when listed", async () => {
    const { client } = await member();
    const created = await send(client, 'POST', '/api/career/saved_searches', {
      params: { q: TOKEN, geoCodeId: BERLIN.geoCodeId, radiusKm: 25 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<SavedSearch>().cityName).toBe(BERLIN.name);
    const list = (await send(client, 'GET', '/api/career/saved_searches')).json<{ items: SavedSearch[] }>().items;
    expect(list.map((item) => item.cityName)).toEqual([BERLIN.name]);
  });

  it('saves, counts positions published since last opened, resets on seen, deletes', async () => {
    const { client, accountId } = await member();
    const created = await send(client, 'POST', '/api/career/saved_searches', {
      params: { q: ` ${TOKEN} `, careerLevel: [4], workplace: ['hybrid'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<{ id: number; params: unknown; newResults: number }>();
    expect(saved.params).toEqual({ careerLevel: [4], q: TOKEN, workplace: ['hybrid'] });
    expect(saved.newResults).toBe(0);
    expect(created.json<SavedSearch>().cityName).toBeNull();
    // The same search again, written differently.
    const again = await send(client, 'POST', '/api/career/saved_searches', {
      params: { workplace: ['hybrid'], careerLevel: [4], q: TOKEN },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe('search_already_saved');

    await t.database.executeSql(`update saved_searches set last_seen_at = now() - interval '3 days' where id = $1`, [
      saved.id,
    ]);
    const list = (await send(client, 'GET', '/api/career/saved_searches')).json<{
      items: { id: number; newResults: number; newResultsCapped: boolean }[];
    }>().items;
    // Published within 3 days, active, level 4, hybrid, with the keyword: everything but OLD, EXPIRED and Italy's
    // (which are hybrid and level 4 too, so they count).
    const expected = ALL.filter(
      (j) => j.expiresAt > NOW && j.publishedAt.getTime() > NOW.getTime() - 3 * DAY && j.careerLevelId === 4,
    ).length;
    expect(list).toEqual([expect.objectContaining({ id: saved.id, newResults: expected, newResultsCapped: false })]);

    expect((await send(client, 'POST', `/api/career/saved_searches/${saved.id}/seen`)).statusCode).toBe(204);
    const seen = (await send(client, 'GET', '/api/career/saved_searches')).json<{ items: { newResults: number }[] }>();
    expect(seen.items[0]!.newResults).toBe(0);

    const other = await member();
    expect((await send(other.client, 'DELETE', `/api/career/saved_searches/${saved.id}`)).statusCode).toBe(404);
    expect((await send(other.client, 'POST', `/api/career/saved_searches/${saved.id}/seen`)).statusCode).toBe(404);
    expect((await send(other.client, 'GET', '/api/career/saved_searches')).json()).toEqual({ items: [] });
    expect((await send(client, 'DELETE', `/api/career/saved_searches/${saved.id}`)).statusCode).toBe(204);
    expect((await send(client, 'DELETE', `/api/career/saved_searches/${saved.id}`)).statusCode).toBe(404);
    const { rows } = await t.database.executeSql('select 1 from saved_searches where account_id = $1', [accountId]);
    expect(rows).toHaveLength(0);
  });

  it('keeps at most 20 per member (409) and validates the params', async () => {
    const { client } = await member();
    for (let i = 0; i < 20; i++) {
      const response = await send(client, 'POST', '/api/career/saved_searches', { params: { minSalary: 1000 * i } });
      expect(response.statusCode, response.body).toBe(201);
    }
    const full = await send(client, 'POST', '/api/career/saved_searches', { params: { q: 'eins' } });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ error: { code: string } }>().error.code).toBe('saved_search_limit');
    const cases: [unknown, string][] = [
      [{}, 'params'],
      [{ params: { q: 'x'.repeat(101) } }, 'params.q'],
      [{ params: { careerLevel: '4' } }, 'params.careerLevel'],
      [{ params: { careerLevel: [4, 4] } }, 'params.careerLevel'],
      [{ params: { workplace: ['office'] } }, 'params.workplace.0'],
      [{ params: { radiusKm: 10 } }, 'params.geoCodeId'],
      [{ params: { geoCodeId: BERLIN.geoCodeId, radiusKm: 501 } }, 'params.radiusKm'],
      [{ params: { cursor: 'abc' } }, 'params.cursor'],
      [{ params: {}, name: 'x' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const response = await send(client, 'POST', '/api/career/saved_searches', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(fields(response)), JSON.stringify(body)).toContain(field);
    }
    const visitor = await send(testClient(t.app), 'POST', '/api/career/saved_searches', { params: {} });
    expect(visitor.statusCode).toBe(401);
    const unknownCity = await send(client, 'POST', '/api/career/saved_searches', {
      params: { geoCodeId: 2_000_000_000, radiusKm: 10 },
    });
    expect(unknownCity.statusCode).toBe(422);
    expect(fields(unknownCity)['params.geoCodeId']).toEqual(['validation.invalidOption']);
  });
});

describe('query parameters of the member lists', () => {
  it('refuses unknown ones (422 on the parameter), as the search does', async () => {
    const { client } = await member();
    for (const path of ['favourites', 'applications', 'recently_viewed', 'recommendations', 'saved_searches']) {
      expect((await send(client, 'GET', `/api/career/${path}`)).statusCode, path).toBe(200);
      for (const query of ['page=2', 'limit=10', 'q=leiter']) {
        const response = await send(client, 'GET', `/api/career/${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(422);
        expect(code(response)).toBe('validation_failed');
        expect(Object.keys(fields(response))).toEqual([query.split('=')[0]]);
      }
    }
  });

  it('refuses a malformed saved search id (422 on id), as every id in a path', async () => {
    const { client } = await member();
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const [method, url] of [
        ['DELETE', `/api/career/saved_searches/${bad}`],
        ['POST', `/api/career/saved_searches/${bad}/seen`],
      ] as const) {
        const response = await send(client, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(422);
        expect(Object.keys(fields(response))).toEqual(['id']);
      }
    }
    expect((await send(client, 'DELETE', '/api/career/saved_searches/2000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/career/recommendations', () => {
  const GOAL = {
    careerLevelIds: [4],
    functionIds: [3],
    industryIds: [1],
    locations: [{ geoCodeId: BERLIN.geoCodeId, radiusKm: 20 }],
    workplacePreference: 'hybrid',
    targetSalary: 140_000,
  };

  it('lists positions for each career goal: full matches first, then fewer criteria met, each said; gated', async () => {
    const { client } = await member();
    expect((await send(client, 'GET', '/api/career/recommendations')).json()).toEqual({ items: [] });
    const goal = await send(client, 'POST', '/api/career/next_career_steps', GOAL);
    expect(goal.statusCode, goal.body).toBe(201);
    const goalId = goal.json<{ id: number }>().id;
    const items = (await send(client, 'GET', '/api/career/recommendations')).json<RecommendationsList>().items;
    const ids = items.map((item) => item.id);
    for (const wanted of [OPEN, EXCLUSIVE, LOW_PAY]) expect(ids).toContain(id(wanted));
    // Career level, function and the goal's places always hold; an expired position is never recommended.
    for (const unwanted of [FAR, OTHER_FUNCTION, EXPIRED]) expect(ids).not.toContain(id(unwanted));
    const all = ['careerLevel', 'function', 'industry', 'location', 'workplace', 'salary'];
    const open = items.find((item) => item.id === id(OPEN))!;
    expect(open).toMatchObject({ careerGoalId: goalId, meets: all });
    // Too little pay: found once the target salary is left out, and said so (no `salary`), after every full match.
    const lowPay = items.find((item) => item.id === id(LOW_PAY))!;
    expect(lowPay.meets).toEqual(all.filter((criterion) => criterion !== 'salary'));
    const firstPartial = items.findIndex((item) => item.meets.length < all.length);
    expect(items.slice(firstPartial).every((item) => item.meets.length < all.length)).toBe(true);
    // Within the full matches, the search's order without keywords: newest first.
    const times = items.slice(0, firstPartial).map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expectLocked(items.find((item) => item.id === id(EXCLUSIVE)));
  });

  it('shows a Premium member the members-only positions whole, and names only the criteria a goal sets', async () => {
    const { client } = await member(true);
    const goal = await send(client, 'POST', '/api/career/next_career_steps', {
      careerLevelIds: [4],
      functionIds: [3],
      industryIds: [1],
      locations: [{ geoCodeId: BERLIN.geoCodeId, radiusKm: 20 }],
      workplacePreference: 'any',
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const items = (await send(client, 'GET', '/api/career/recommendations')).json<RecommendationsList>().items;
    const exclusive = items.find((item) => item.id === id(EXCLUSIVE))!;
    expect(exclusive.locked).toBe(false);
    expect(exclusive.companyName).toBe(SECRET_COMPANY);
    expect(exclusive.meets).toEqual(['careerLevel', 'function', 'industry', 'location']);
  });

  it('shows a position two goals share under the first of them only, each goal with its own', async () => {
    const { client } = await member();
    const first = await send(client, 'POST', '/api/career/next_career_steps', GOAL);
    // The second goal also covers Munich, where FAR is: it shares the Berlin positions with the first.
    const second = await send(client, 'POST', '/api/career/next_career_steps', {
      ...GOAL,
      locations: [...GOAL.locations, { geoCodeId: MUNICH.geoCodeId, radiusKm: 20 }],
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [firstId, secondId] = [first.json<{ id: number }>().id, second.json<{ id: number }>().id];
    const items = (await send(client, 'GET', '/api/career/recommendations')).json<RecommendationsList>().items;
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.find((item) => item.id === id(OPEN))!.careerGoalId).toBe(firstId);
    expect(items.find((item) => item.id === id(FAR))!.careerGoalId).toBe(secondId);
    // The goals in their order: every position of the first before any of the second.
    const goalsInOrder = items.map((item) => item.careerGoalId);
    expect(goalsInOrder.lastIndexOf(firstId)).toBeLessThan(goalsInOrder.indexOf(secondId));
  });

  it('refuses a visitor (401)', async () => {
    const response = await send(testClient(t.app), 'GET', '/api/career/recommendations');
    expect(response.statusCode).toBe(401);
  });
});

describe('search log and GET /api/career/trends', () => {
  it('logs a first-page keyword search (normalised, no person) after answering', async () => {
    const visitor = testClient(t.app);
    const q = `  Leiter   ${TOKEN.toUpperCase()} `;
    const response = await visitor.request({
      url: `/api/career/jobs?${new URLSearchParams({ q, careerLevel: '4' })}`,
      headers: { host: 'bef.localhost' },
    });
    expect(response.statusCode).toBe(200);
    let rows: Record<string, unknown>[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = (await t.database.executeSql('select * from job_search_log where q = $1', [`leiter ${TOKEN}`])).rows;
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows).toHaveLength(1);
    const leiter = ALL.filter((j) => j.title.startsWith('Leiter') && j.expiresAt > NOW).length;
    expect(rows[0]).toMatchObject({ country_version: 'bef', result_count: leiter });
    const filters = typeof rows[0]!.filters === 'string' ? JSON.parse(rows[0]!.filters) : rows[0]!.filters;
    expect(filters).toMatchObject({ careerLevel: [4], sort: 'relevance' });

    // Without a keyword, or a further page: not logged.
    const before = (
      await t.database.executeSql(`select count(*)::int as n from job_search_log where country_version = 'bef'`)
    ).rows[0]!.n;
    const page = await visitor.request({ url: '/api/career/jobs?careerLevel=4', headers: { host: 'bef.localhost' } });
    expect(page.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = (
      await t.database.executeSql(`select count(*)::int as n from job_search_log where country_version = 'bef'`)
    ).rows[0]!.n;
    expect(after).toBe(before);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'country_version',
      'created_at',
      'filters',
      'id',
      'q',
      'q_written',
      'result_count',
      'searcher',
    ]);
    // The keyword as typed, for showing: single spaces, its own capitals.
    expect(rows[0]!.q_written).toBe(`Leiter ${TOKEN.toUpperCase()}`);
    // Without a guest id the search counts for nobody in the trends.
    expect(rows[0]!.searcher).toBeNull();
  });

  it('keeps of the searcher only a daily token of the guest id, never the id or the account', async () => {
    const guestId = randomUUID();
    const signedIn = await member();
    signedIn.client.cookies.set(GUEST_COOKIE, guestId);
    const q = `token ${TOKEN}`;
    expect(
      (
        await signedIn.client.request({
          url: `/api/career/jobs?q=${encodeURIComponent(q)}`,
          headers: { host: 'bef.localhost' },
        })
      ).statusCode,
    ).toBe(200);
    let rows: Record<string, unknown>[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = (await t.database.executeSql('select * from job_search_log where q = $1', [q])).rows;
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows).toHaveLength(1);
    const token = rows[0]!.searcher as string;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const tokens = searcherTokens(t.database);
    expect(await tokens.token(guestId, new Date())).toBe(token);
    expect(JSON.stringify(rows[0])).not.toContain(guestId);
    expect(Object.values(rows[0]!)).not.toContain(signedIn.accountId);
    // A keyed hash: the guest id and the day alone (both known from the account) do not give the token.
    const today = new Date().toISOString().slice(0, 10);
    expect(createHash('sha256').update(`${guestId}|${today}`).digest('hex').slice(0, 32)).not.toBe(token);
    // The same visitor tomorrow is another token, and today's key is gone once tomorrow's is made: nobody's
    // searches are linked across days, nor can today's token be recomputed later. (A database of its own, so
    // that moving to tomorrow changes no other test's tokens.)
    const own = await openIsolatedTestDatabase();
    try {
      const ownTokens = searcherTokens(own);
      const todays = await ownTokens.token(guestId, new Date());
      const tomorrow = new Date(Date.now() + 86_400_000);
      expect(await ownTokens.token(guestId, tomorrow)).not.toBe(todays);
      const keys = await own.executeSql('select day::text as day from search_log_keys');
      expect(keys.rows.map((row) => row.day)).toEqual([tomorrow.toISOString().slice(0, 10)]);
    } finally {
      await own.close();
    }
  });

  it('computes popular searches, rising searches, employers and titles from a seeded log', async () => {
    // Each search by another visitor unless `searchers` says how many took turns.
    const log = (q: string, times: number, daysAgo: number, searchers = times) =>
      t.database.executeSql(
        `insert into job_search_log (q, result_count, country_version, created_at, searcher)
         select $1, 10, 'ita', now() - make_interval(days => $2), md5($1 || (g % $4)::text)
         from generate_series(1, $3) g`,
        [q, daysAgo, times, searchers],
      );
    await log(`alpha${TOKEN}`, 6, 1);
    await log(`beta${TOKEN}`, 4, 2);
    await log(`gamma${TOKEN}`, 1, 3);
    await log(`gamma${TOKEN}`, 5, 10);
    await log(`delta${TOKEN}`, 30, 30);
    // One visitor's many searches, or two visitors': never shown, however often.
    await log(`private${TOKEN}`, 40, 1, 1);
    await log(`pair${TOKEN}`, 20, 1, 2);
    await log(`trio${TOKEN}`, 3, 1, 3);
    const response = await testClient(t.app).request({ url: '/api/career/trends', headers: { host: 'ita.localhost' } });
    expect(response.statusCode, response.body).toBe(200);
    const trends = response.json<{
      popularSearches: { q: string; count: number }[];
      searchTrends: { q: string; count: number; previousCount: number }[];
      trendingEmployers: { companyName: string; companyId: number | null; count: number }[];
      trendingJobTitles: { title: string; count: number }[];
    }>();
    expect(trends.popularSearches.slice(0, 3)).toEqual([
      { q: `alpha${TOKEN}`, count: 6 },
      { q: `beta${TOKEN}`, count: 4 },
      { q: `trio${TOKEN}`, count: 3 },
    ]);
    expect(trends.searchTrends.slice(0, 3)).toEqual([
      { q: `alpha${TOKEN}`, count: 6, previousCount: 0 },
      { q: `beta${TOKEN}`, count: 4, previousCount: 0 },
      { q: `trio${TOKEN}`, count: 3, previousCount: 0 },
    ]);
    const shown = [...trends.popularSearches, ...trends.searchTrends].map((entry) => entry.q);
    expect(MIN_SEARCHERS).toBe(3);
    for (const q of [`gamma${TOKEN}`, `private${TOKEN}`, `pair${TOKEN}`]) expect(shown).not.toContain(q);
    expect(trends.trendingEmployers[0]).toMatchObject({ companyName: TREND_COMPANY, count: 14 });
    const { rows } = await t.database.executeSql(
      'select id::text as id from companies where name = $1 and country_id = 88',
      [TREND_COMPANY],
    );
    expect(trends.trendingEmployers[0]!.companyId).toBe(Number(rows[0]!.id));
    // 20 members-only positions each, more than the 14 of the first: never counted, never named.
    for (const name of [SECRET_COMPANY, SECRET_PUBLISHER, HIDDEN_CLIENT, HUNTER])
      expect(response.body).not.toContain(name);
    expect(trends.trendingJobTitles.slice(0, 2)).toEqual([
      { title: `Direttore ${TOKEN}`, count: 34 },
      { title: `Responsabile ${TOKEN}`, count: 20 },
    ]);
  });

  it('shows each searched keyword in its most frequent written spelling', async () => {
    const key = `niederlassungsleiter ${TOKEN} (m/w/d)`;
    const spell = (written: string | null, times: number) =>
      t.database.executeSql(
        `insert into job_search_log (q, q_written, result_count, country_version, created_at, searcher)
         select $1, $2, 10, 'aut', now() - interval '1 day', md5($2 || g::text) from generate_series(1, $3) g`,
        [key, written, times],
      );
    await spell(`Niederlassungsleiter ${TOKEN} (m/w/d)`, 4);
    await spell(`niederlassungsleiter ${TOKEN} (m/w/d)`, 2);
    await spell(`NIEDERLASSUNGSLEITER ${TOKEN} (M/W/D)`, 1);
    // Entries from before spellings were kept count for the key, not for a spelling.
    await spell(null, 3);
    const trends = (
      await testClient(t.app).request({ url: '/api/career/trends', headers: { host: 'aut.localhost' } })
    ).json<{ popularSearches: { q: string; count: number }[]; searchTrends: { q: string }[] }>();
    expect(trends.popularSearches).toContainEqual({ q: `Niederlassungsleiter ${TOKEN} (m/w/d)`, count: 10 });
    expect(trends.searchTrends.map((entry) => entry.q)).toContain(`Niederlassungsleiter ${TOKEN} (m/w/d)`);
    expect(JSON.stringify(trends)).not.toContain(key);
  });

  it('keeps the log 90 days: maintenance removes older entries only', async () => {
    const q = `retention ${TOKEN}`;
    await t.database.executeSql(
      `insert into job_search_log (q, result_count, country_version, created_at)
       values ($1, 1, 'nld', now() - interval '91 days'), ($1, 1, 'nld', now() - interval '89 days')`,
      [q],
    );
    await jobTrendsService(t.database).deleteLogOlderThan(searchLogCutoff(new Date()));
    const { rows } = await t.database.executeSql('select count(*)::int as n from job_search_log where q = $1', [q]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('answers from the listings while the log is empty', async () => {
    const response = await testClient(t.app).request({ url: '/api/career/trends', headers: { host: 'esp.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=300');
    const trends = response.json<{
      popularSearches: { q: string; count: number }[];
      searchTrends: unknown[];
      trendingJobTitles: { title: string; count: number }[];
    }>();
    expect(trends.searchTrends).toEqual([]);
    expect(trends.trendingJobTitles).toContainEqual({ title: `Director ${TOKEN}`, count: 2 });
    // Titles as written, not the lower-cased search keys.
    expect(trends.popularSearches).toContainEqual({ q: `Director ${TOKEN}`, count: 2 });
    expect(trends.popularSearches).toHaveLength(trends.trendingJobTitles.length);
  });
});

it('describes every action and list in the OpenAPI document', async () => {
  const paths = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>().paths;
  const expected: [string, string[]][] = [
    ['/api/career/jobs/{id}/applications', ['post']],
    ['/api/career/jobs/{id}/bookmark', ['put', 'delete']],
    ['/api/career/jobs/{id}/reports', ['post']],
    ['/api/career/favourites', ['get']],
    ['/api/career/applications', ['get']],
    ['/api/career/recently_viewed', ['get']],
    ['/api/career/recommendations', ['get']],
    ['/api/career/saved_searches', ['get', 'post']],
    ['/api/career/saved_searches/{id}', ['delete']],
    ['/api/career/saved_searches/{id}/seen', ['post']],
    ['/api/career/trends', ['get']],
  ];
  for (const [path, methods] of expected) {
    for (const method of methods) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  }
});
