// Both engines: the publisher's answer figures come from the applications' status history only.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHER_ANSWERS, type JobDetail } from '@laufbahn/contracts/jobs';
import type { CompanyPage } from '@laufbahn/contracts/companies';
import type { RecruiterPosition } from '@laufbahn/contracts/recruiter-positions';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { signedUpRecruiter, type RecruiterClient } from '../../../test/recruiter-clients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
}, 60_000);
afterAll(() => t?.close());

const word = () => `Zq${[...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function publish(client: RecruiterClient): Promise<RecruiterPosition> {
  const response = await client.request({
    method: 'POST',
    url: '/api/recruiter/positions',
    body: {
      title: `Bereichsleiter Logistik ${word()}`,
      description: 'Sie führen die Logistik eines Handelsunternehmens mit vier Lagern und dreihundert Beschäftigten.',
      language: 'DE',
      careerLevelId: 5,
      functionId: 3,
      industryId: 6,
      geoCodeId: 2867714,
      workplaceType: 'onsite',
      salaryMin: 100_000,
      salaryMax: 130_000,
      currency: 'EUR',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RecruiterPosition>();
}

async function apply(member: TestClient, jobId: number): Promise<number> {
  const response = await member.request({
    method: 'POST',
    url: `/api/career/jobs/${jobId}/applications`,
    body: { termsAccepted: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function member(): Promise<TestClient> {
  const client = testClient(t.app);
  await client.signUp();
  return client;
}

const answers = async (jobId: number) =>
  (await testClient(t.app).request({ url: `/api/career/jobs/${jobId}` })).json<JobDetail>().publisherAnswers;

/** Whether the search with "publishers who answer" finds the position (by its title's own word). */
async function foundAnswering(position: RecruiterPosition): Promise<boolean> {
  const q = position.title.split(' ').at(-1)!;
  const response = await testClient(t.app).request({
    url: `/api/career/jobs?q=${q}&answeringPublishers=true`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { items, total } = response.json<{ items: { id: number }[]; total: number }>();
  expect(total).toBe(items.length);
  return items.some((item) => item.id === position.jobId);
}

const setStatus = (recruiter: RecruiterClient, applicationId: number, status: string) =>
  recruiter.request({ method: 'PUT', url: `/api/recruiter/applications/${applicationId}/status`, body: { status } });

describe('how a publisher answers applications', { timeout: 300_000 }, () => {
  it('is shown from 10 applications of the last 90 days to the organisation’s positions, from their status history', async () => {
    expect(PUBLISHER_ANSWERS).toEqual({ windowDays: 90, minApplications: 10, answeringShare: 0.5 });
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const other = await signedUpRecruiter(t, { kind: 'corporate' });
    const positions = [];
    for (let i = 0; i < 5; i++) positions.push(await publish(employer));
    const elsewhere = await publish(other);
    const [first, second] = [await member(), await member()];

    // Nine applications across the organisation's positions, and one to another organisation: not enough.
    const applications: number[] = [];
    for (const position of positions) applications.push(await apply(first, position.jobId));
    for (const position of positions.slice(0, 4)) applications.push(await apply(second, position.jobId));
    await apply(second, elsewhere.jobId);
    expect(await answers(positions[0]!.jobId)).toBeNull();

    // The tenth: every position of the organisation shows the same figures, nothing answered yet.
    const third = await member();
    applications.push(await apply(third, positions[4]!.jobId));
    const unanswered = await answers(positions[2]!.jobId);
    expect(unanswered).toEqual({ answeredShare: 0, medianFirstAnswerDays: null, basedOn: 10, windowDays: 90 });
    expect(await answers(positions[4]!.jobId)).toEqual(unanswered);
    expect(await answers(elsewhere.jobId)).toBeNull();

    // Four answered by the publisher; their first answers 1, 2, 4 and 10 days after the application.
    for (const [index, status] of [
      [0, 'in_review'],
      [1, 'declined'],
      [2, 'interview'],
      [3, 'in_review'],
    ] as const) {
      expect((await setStatus(employer, applications[index]!, status)).statusCode).toBe(200);
    }
    // A later change of the first one is not its first answer.
    expect((await setStatus(employer, applications[0]!, 'interview')).statusCode).toBe(200);
    await t.database.executeSql(
      `update job_applications set created_at = now() - interval '20 days' where id = any($1::bigint[])`,
      [applications],
    );
    const days = [1, 2, 4, 10];
    for (const [index, day] of days.entries()) {
      await t.database.executeSql(
        `update job_application_status_changes c set changed_at = a.created_at + make_interval(days => $2)
         from job_applications a where a.id = c.application_id and c.application_id = $1
           and c.id = (select min(id) from job_application_status_changes where application_id = $1)`,
        [applications[index], day],
      );
    }
    await t.database.executeSql(
      `update job_application_status_changes c set changed_at = a.created_at + interval '15 days'
       from job_applications a where a.id = c.application_id and c.application_id = $1
         and c.id = (select max(id) from job_application_status_changes where application_id = $1)`,
      [applications[0]],
    );
    expect(await answers(positions[1]!.jobId)).toEqual({
      answeredShare: 0.4,
      medianFirstAnswerDays: 3,
      basedOn: 10,
      windowDays: 90,
    });

    // The employer's company page shows the same figures: the company answers its own positions' applications.
    const detail = (
      await testClient(t.app).request({ url: `/api/career/jobs/${positions[1]!.jobId}` })
    ).json<JobDetail>();
    expect(detail.companyId).not.toBeNull();
    const company = await testClient(t.app).request({ url: `/api/career/companies/${detail.companyId}` });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json<CompanyPage>().answers).toEqual(await answers(positions[1]!.jobId));

    // "Publishers who answer" wants half of them answered: four of ten is not, five is.
    expect(await foundAnswering(positions[1]!)).toBe(false);
    expect((await setStatus(employer, applications[4]!, 'in_review')).statusCode).toBe(200);
    expect(await foundAnswering(positions[1]!)).toBe(true);
    expect(await foundAnswering(elsewhere)).toBe(false);
    // Without the filter the other organisation's position is found as before.
    const plain = await testClient(t.app).request({ url: `/api/career/jobs?q=${elsewhere.title.split(' ').at(-1)!}` });
    expect(plain.json<{ total: number }>().total).toBe(1);

    // An application older than 90 days no longer counts: nine left, not enough again.
    await t.database.executeSql(`update job_applications set created_at = now() - interval '91 days' where id = $1`, [
      applications[9],
    ]);
    expect(await answers(positions[1]!.jobId)).toBeNull();
  });

  it('is null for an imported position, whose applications do not reach its publisher', async () => {
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
    const jobId = Number(rows[0]!.id);
    for (let i = 0; i < 10; i++) await apply(await member(), jobId);
    expect(await answers(jobId)).toBeNull();
  });
});
