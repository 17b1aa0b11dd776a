// Both engines: publishing imports into the job search, closing withdraws through the trigger.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationsList, JobSearchResult } from '@laufbahn/contracts/jobs';
import type {
  PositionApplications,
  ReceivedApplication,
  RecruiterPosition,
  RecruiterPositions,
} from '@laufbahn/contracts/recruiter-positions';
import { LANGUAGES } from '@laufbahn/i18n/languages';
import { newFileKey } from '../../lib/file-store.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { applicationStatusMail } from './application-mail.ts';
import { memberWithProfile, signedUpRecruiter, type RecruiterClient } from '../../test/recruiter-clients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
}, 60_000);
afterAll(() => t?.close());

/** A word no generated title holds, so a search for it finds only this test's position. */
const word = () => `Zq${[...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title: `Leiter Finanzen ${title}`,
  description:
    'Sie verantworten das Rechnungswesen, das Controlling und die Treasury einer wachsenden Unternehmensgruppe.',
  language: 'DE',
  careerLevelId: 6,
  functionId: 3,
  industryId: 6,
  geoCodeId: 2867714,
  workplaceType: 'hybrid',
  salaryMin: 140_000,
  salaryMax: 180_000,
  currency: 'EUR',
  ...extra,
});

const publish = (client: TestClient, payload: unknown) =>
  client.request({ method: 'POST', url: '/api/recruiter/positions', body: payload });
const fields = (response: { json: <T>() => T }) =>
  response.json<{ error: { fields?: Record<string, string[]> } }>().error.fields ?? {};
const code = (response: { json: <T>() => T }) => response.json<{ error: { code: string } }>().error.code;

async function searchFor(client: TestClient, q: string): Promise<JobSearchResult> {
  const response = await client.request({ url: `/api/career/jobs?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json<JobSearchResult>();
}

async function published(client: RecruiterClient, payload: unknown): Promise<RecruiterPosition> {
  const response = await publish(client, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RecruiterPosition>();
}

async function cvUpload(accountId: number, fileName = 'lebenslauf.pdf'): Promise<number> {
  const key = newFileKey('cvs', 'pdf');
  await t.app.fileStore.put(key, new TextEncoder().encode('%PDF-1.4 Lebenslauf'));
  const { rows } = await t.database.executeSql(
    `insert into account_uploads (account_id, token_hash, upload_type_id, file_key, file_name, file_size, file_kind)
     values ($1, 'x', 1, $2, $3, 19, 'pdf') returning id`,
    [accountId, key, fileName],
  );
  return Number(rows[0]!.id);
}

describe('publishing, editing and closing positions', { timeout: 300_000 }, () => {
  it('puts an employer’s position into the members’ search at once, under its name, and takes it out on close', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const member = await memberWithProfile(t, `P${word()}`);
    const marker = word();
    const position = await published(employer, body(marker));
    expect(position).toMatchObject({ state: 'open', mandate: false, exclusiveMandate: false, geoCodeId: 2867714 });
    expect(position.applications).toEqual({ total: 0, unanswered: 0 });

    const found = await searchFor(member.client, marker);
    expect(found.items.map((item) => item.id)).toEqual([position.jobId]);
    expect(found.items[0]).toMatchObject({ source: 'laufbahn', locked: false, salaryMin: 140_000 });
    expect(found.items[0]!.publisher).toMatchObject({ type: 'company' });
    expect(found.items[0]!.companyName).toBe(found.items[0]!.publisher!.name);

    const edited = word();
    const update = await employer.request({
      method: 'PUT',
      url: `/api/recruiter/positions/${position.id}`,
      body: body(edited, { salaryMax: 200_000 }),
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json<RecruiterPosition>()).toMatchObject({ salaryMax: 200_000, publishedAt: position.publishedAt });
    expect((await searchFor(member.client, marker)).items).toEqual([]);
    expect((await searchFor(member.client, edited)).items.map((item) => item.id)).toEqual([position.jobId]);

    const list = await employer.request({ url: '/api/recruiter/positions' });
    expect(list.json<RecruiterPositions>().items.map((item) => item.id)).toContain(position.id);

    const close = await employer.request({ method: 'POST', url: `/api/recruiter/positions/${position.id}/close` });
    expect(close.statusCode).toBe(200);
    expect(close.json<RecruiterPosition>().state).toBe('closed');
    expect((await searchFor(member.client, edited)).items).toEqual([]);
    const again = await employer.request({ method: 'POST', url: `/api/recruiter/positions/${position.id}/close` });
    expect(again.json<RecruiterPosition>().state).toBe('closed');
    const editClosed = await employer.request({
      method: 'PUT',
      url: `/api/recruiter/positions/${position.id}`,
      body: body(word()),
    });
    expect(editClosed.statusCode).toBe(409);
    expect(code(editClosed)).toBe('position_closed');
    const job = await member.client.request({ url: `/api/career/jobs/${position.jobId}` });
    expect(job.json<{ status: string }>().status).toBe('expired');
  });

  it('lets a headhunter name the client and mark an exclusive mandate', async () => {
    const headhunter = await signedUpRecruiter(t, { kind: 'headhunter' });
    const position = await published(
      headhunter,
      body(word(), { companyName: 'Mandantin Holding AG', mandate: true, exclusiveMandate: true }),
    );
    expect(position).toMatchObject({ companyName: 'Mandantin Holding AG', mandate: true, exclusiveMandate: true });
    const missingClient = await publish(headhunter, body(word()));
    expect(missingClient.statusCode).toBe(422);
    expect(fields(missingClient).companyName).toEqual(['validation.required']);
    const exclusiveOnly = await publish(headhunter, body(word(), { companyName: 'X AG', exclusiveMandate: true }));
    expect(fields(exclusiveOnly).exclusiveMandate).toEqual(['validation.invalid']);
  });

  it('answers 422 per field, never 500, for bad or odd input', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const m = word();
    const cases: [unknown, string, string][] = [
      [body(m, { title: '' }), 'title', 'validation.required'],
      [body(m, { title: 'x'.repeat(201) }), 'title', 'validation.tooLong'],
      [body(m, { title: 'a\u0000b' }), 'title', 'validation.invalid'],
      [body(m, { description: 'zu kurz' }), 'description', 'validation.tooShort'],
      [body(m, { description: 'x'.repeat(20_001) }), 'description', 'validation.tooLong'],
      [body(m, { language: 'XX' }), 'language', 'validation.invalidOption'],
      [body(m, { careerLevelId: 999 }), 'careerLevelId', 'validation.invalidOption'],
      [body(m, { careerLevelId: '6' }), 'careerLevelId', 'validation.invalidType'],
      [body(m, { functionId: 40_000 }), 'functionId', 'validation.invalidOption'],
      [body(m, { industryId: 9999 }), 'industryId', 'validation.invalidOption'],
      [body(m, { geoCodeId: 1 }), 'geoCodeId', 'validation.invalidOption'],
      [body(m, { geoCodeId: undefined }), 'geoCodeId', 'validation.required'],
      [body(m, { workplaceType: 'moon' }), 'workplaceType', 'validation.invalidOption'],
      [body(m, { salaryMin: undefined }), 'salaryMin', 'validation.required'],
      [body(m, { salaryMax: undefined }), 'salaryMax', 'validation.required'],
      [body(m, { salaryMin: -5 }), 'salaryMin', 'validation.invalid'],
      [body(m, { salaryMax: 1e12 }), 'salaryMax', 'validation.invalid'],
      [body(m, { salaryMin: 1.5 }), 'salaryMin', 'validation.invalidType'],
      [body(m, { salaryMin: 200_000, salaryMax: 100_000 }), 'salaryMax', 'validation.invalid'],
      [body(m, { currency: 'BTC' }), 'currency', 'validation.invalidOption'],
      [body(m, { companyName: 'Andere AG' }), 'companyName', 'validation.invalid'],
      [body(m, { mandate: true }), 'mandate', 'validation.invalid'],
      [body(m, { mandate: 'yes' }), 'mandate', 'validation.invalidType'],
      [body(m, { surprise: 1 }), '', 'validation.unknownField'],
    ];
    for (const [payload, field, key] of cases) {
      const response = await publish(employer, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(422);
      const errors = fields(response);
      if (field) expect(errors[field], field).toContain(key);
      else expect(JSON.stringify(errors)).toContain(key);
    }
    expect((await publish(employer, [])).statusCode).toBe(422);
    expect((await publish(employer, 'title=x')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await publish(employer, 'title=x')).statusCode).toBeLessThan(500);
    const list = await employer.request({ url: '/api/recruiter/positions' });
    expect(list.json<RecruiterPositions>().items).toEqual([]);
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const response = await employer.request({ url: `/api/recruiter/positions/${id}` });
      expect([404, 422], id).toContain(response.statusCode);
    }
  });

  it('refuses visitors, members, unverified recruiters and other organisations', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const other = await signedUpRecruiter(t, { kind: 'corporate' });
    const unverified = await signedUpRecruiter(t, { kind: 'corporate', verified: false });
    const member = await memberWithProfile(t, `R${word()}`);
    const position = await published(employer, body(word()));

    expect((await publish(testClient(t.app), body(word()))).statusCode).toBe(401);
    expect((await publish(member.client, body(word()))).statusCode).toBe(401);
    const refused = await publish(unverified, body(word()));
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('organisation_unverified');

    for (const [method, url, payload] of [
      ['GET', `/api/recruiter/positions/${position.id}`, undefined],
      ['PUT', `/api/recruiter/positions/${position.id}`, body(word())],
      ['POST', `/api/recruiter/positions/${position.id}/close`, undefined],
      ['GET', `/api/recruiter/positions/${position.id}/applications`, undefined],
    ] as const) {
      const response = await other.request({ method, url, body: payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.request({ url: '/api/recruiter/positions' })).json<RecruiterPositions>().items).toEqual([]);
    const mine = await employer.request({ url: `/api/recruiter/positions/${position.id}` });
    expect(mine.json<RecruiterPosition>().state).toBe('open');
  });
});

describe('applications reaching the publisher', { timeout: 300_000 }, () => {
  it('shows the application with the snapshot and CV, records status changes and tells the member', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const other = await signedUpRecruiter(t, { kind: 'corporate' });
    const member = await memberWithProfile(t, `A${word()}`);
    const position = await published(employer, body(word()));
    const uploadId = await cvUpload(member.accountId);

    const applied = await member.client.request({
      method: 'POST',
      url: `/api/career/jobs/${position.jobId}/applications`,
      body: { termsAccepted: true, message: 'Ich freue mich auf das Gespräch.', uploadId },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [confirmation] = await outboxRepository(t.database.db).recent(1, member.email);
    expect(confirmation!.textBody).toContain('weitergeleitet');

    const listed = await employer.request({ url: `/api/recruiter/positions/${position.id}/applications` });
    expect(listed.statusCode).toBe(200);
    const { items, position: withCounts } = listed.json<PositionApplications>();
    expect(withCounts.applications).toEqual({ total: 1, unanswered: 1 });
    expect(items).toHaveLength(1);
    const application = items[0]!;
    expect(application).toMatchObject({
      status: 'received',
      statusChangedAt: null,
      message: 'Ich freue mich auf das Gespräch.',
      cvFileName: 'lebenslauf.pdf',
      history: [],
    });
    expect(application.snapshot?.personalInformation.lastName).toBe(`Nachname${member.marker}`);
    expect(application.snapshot?.contactDetails.email).toBe(member.email);

    const cv = await employer.request({ url: `/api/recruiter/applications/${application.id}/cv` });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toContain('lebenslauf.pdf');
    expect(cv.body).toContain('%PDF');

    const status = (client: TestClient, value: unknown, id: number | string = application.id) =>
      client.request({ method: 'PUT', url: `/api/recruiter/applications/${id}/status`, body: { status: value } });
    for (const [client, expected] of [
      [testClient(t.app), 401],
      [member.client, 401],
      [other, 404],
    ] as const) {
      expect((await status(client, 'interview')).statusCode).toBe(expected);
      expect((await client.request({ url: `/api/recruiter/applications/${application.id}/cv` })).statusCode).toBe(
        expected,
      );
    }
    const bad = await status(employer, 'maybe');
    expect(bad.statusCode).toBe(422);
    expect(fields(bad).status).toEqual(['validation.invalidOption']);
    expect(fields(await status(employer, undefined)).status).toEqual(['validation.questionRequired']);
    expect(
      (
        await employer.request({
          method: 'PUT',
          url: `/api/recruiter/applications/${application.id}/status`,
          body: { status: 'interview', x: 1 },
        })
      ).statusCode,
    ).toBe(422);
    expect((await status(employer, 'interview', 'abc')).statusCode).toBe(422);
    expect((await status(employer, 'interview', 2_000_000_000)).statusCode).toBe(404);

    const interview = await status(employer, 'interview');
    expect(interview.statusCode, interview.body).toBe(200);
    const answered = interview.json<ReceivedApplication>();
    expect(answered.status).toBe('interview');
    expect(answered.history).toHaveLength(1);
    expect(answered.history[0]).toMatchObject({ status: 'interview', recruiterName: 'Dana Berger' });
    const [mail] = await outboxRepository(t.database.db).recent(1, member.email);
    expect(mail!.subject).toContain('Leiter Finanzen');
    expect(mail!.textBody).toContain('Gespräch');
    expect(mail!.textBody).toContain('/account/applications');
    // The same status again records and mails nothing.
    expect((await status(employer, 'interview')).json<ReceivedApplication>().history).toHaveLength(1);
    expect((await outboxRepository(t.database.db).recent(5, member.email)).length).toBe(2);

    const mine = await member.client.request({ url: '/api/career/applications' });
    expect(mine.statusCode).toBe(200);
    const entry = mine.json<ApplicationsList>().items.find((item) => item.id === position.jobId)!;
    expect(entry.application).toMatchObject({ forwarded: true, status: 'interview', unanswered: false });
    expect(entry.application.statusChangedAt).toBe(answered.statusChangedAt);
  });

  it('marks an application unanswered after 30 days, and a feed position’s as not forwarded', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const member = await memberWithProfile(t, `U${word()}`);
    const position = await published(employer, body(word()));
    const applied = await member.client.request({
      method: 'POST',
      url: `/api/career/jobs/${position.jobId}/applications`,
      body: { termsAccepted: true },
    });
    expect(applied.statusCode).toBe(201);
    const state = async () =>
      (await member.client.request({ url: '/api/career/applications' }))
        .json<ApplicationsList>()
        .items.find((item) => item.id === position.jobId)!.application;
    expect(await state()).toMatchObject({ forwarded: true, status: 'received', unanswered: false });
    await t.database.executeSql(
      `update job_applications set created_at = now() - interval '31 days' where account_id = $1`,
      [member.accountId],
    );
    expect(await state()).toMatchObject({ forwarded: true, status: 'received', unanswered: true });

    const externalId = word();
    await t.app.jobSearch.ingest([
      {
        source: 'feed-test',
        externalId,
        title: 'Leiter Controlling',
        language: 'DE',
        companyName: 'Feed Beispiel GmbH',
        industryId: 6,
        functionId: 3,
        careerLevelId: 5,
        countryId: 44,
        city: 'München',
        latitude: 48.14,
        longitude: 11.58,
        workplaceType: 'onsite',
        salaryMin: 90_000,
        salaryMax: 120_000,
        currency: 'EUR',
        exclusive: false,
        publisherType: 'company',
        publisherName: 'Feed Beispiel GmbH',
        publishedAt: new Date(),
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
        description: 'Eine Stelle aus einem Feed.',
      },
    ]);
    const { rows } = await t.database.executeSql(`select id::text as id from jobs where external_id = $1`, [
      externalId,
    ]);
    const feedJob = Number(rows[0]!.id);
    const feedApplied = await member.client.request({
      method: 'POST',
      url: `/api/career/jobs/${feedJob}/applications`,
      body: { termsAccepted: true },
    });
    expect(feedApplied.statusCode, feedApplied.body).toBe(201);
    const [confirmation] = await outboxRepository(t.database.db).recent(1, member.email);
    expect(confirmation!.textBody).toContain('nicht weiter');
    expect(confirmation!.textBody).not.toContain('weitergeleitet');
    const feedState = (await member.client.request({ url: '/api/career/applications' }))
      .json<ApplicationsList>()
      .items.find((item) => item.id === feedJob)!.application;
    expect(feedState).toEqual({ forwarded: false, status: null, statusChangedAt: null, unanswered: false });
  });
});

describe('the status mail', () => {
  it('exists in every language for every status, with position and publisher', () => {
    const texts = new Set<string>();
    for (const language of LANGUAGES) {
      for (const status of ['received', 'in_review', 'interview', 'declined', 'hired'] as const) {
        const mail = applicationStatusMail(
          language,
          { title: 'Leiter Vertrieb', companyName: 'Muster <AG>', publisherName: 'Berger Search', status },
          'http://deu.localhost:3000/account/applications',
        );
        expect(mail.subject).toContain('Leiter Vertrieb');
        expect(mail.text).toContain('Berger Search');
        expect(mail.html).toContain('Muster &lt;AG&gt;');
        expect(mail.text).toContain('/account/applications');
        expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\{|applicationStatus\./);
        texts.add(mail.text);
      }
    }
    expect(texts.size).toBe(LANGUAGES.length * 5);
  });
});
