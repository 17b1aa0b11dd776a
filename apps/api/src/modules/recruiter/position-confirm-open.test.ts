// Both engines: the confirmation restores a sunk search row and restarts the members' "filled" count.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail } from '@laufbahn/contracts/jobs';
import type { RecruiterPosition } from '@laufbahn/contracts/recruiter-positions';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedUpRecruiter, type RecruiterClient } from '../../test/recruiter-clients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
}, 60_000);
afterAll(() => t?.close());

const word = () => `Zq${[...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

const body = (title: string) => ({
  title: `Leiterin Einkauf ${title}`,
  description: 'Sie verantworten den strategischen Einkauf einer Gruppe mit zwölf Werken in Europa und Asien.',
  language: 'DE',
  careerLevelId: 5,
  functionId: 3,
  industryId: 6,
  geoCodeId: 2867714,
  workplaceType: 'onsite',
  salaryMin: 110_000,
  salaryMax: 140_000,
  currency: 'EUR',
});

async function published(client: RecruiterClient): Promise<RecruiterPosition> {
  const response = await client.request({ method: 'POST', url: '/api/recruiter/positions', body: body(word()) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RecruiterPosition>();
}

const confirm = (client: TestClient, id: number | string, payload?: unknown) =>
  client.request({ method: 'POST', url: `/api/recruiter/positions/${id}/confirm_open`, body: payload });
const detail = async (jobId: number) =>
  (await testClient(t.app).request({ url: `/api/career/jobs/${jobId}` })).json<JobDetail>();
const own = async (client: RecruiterClient, id: number) =>
  (await client.request({ url: `/api/recruiter/positions/${id}` })).json<RecruiterPosition>();

async function reportFilled(jobId: number): Promise<void> {
  const member = testClient(t.app);
  await member.signUp();
  const response = await member.request({
    method: 'POST',
    url: `/api/career/jobs/${jobId}/reports`,
    body: { reason: 'filled' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function searchRowDate(jobId: number): Promise<{ row: string; published: string }> {
  const { rows } = await t.database.executeSql(
    `select s.published_at as row, j.published_at as published from job_search s join jobs j on j.id = s.id
     where s.id = $1`,
    [jobId],
  );
  const row = rows[0] as { row: Date | string; published: Date | string };
  return { row: new Date(row.row).toISOString(), published: new Date(row.published).toISOString() };
}

describe('the publisher confirms a position still open', { timeout: 300_000 }, () => {
  it('clears the members’ “filled” reports, un-marks it and brings it back to its date', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const position = await published(employer);
    expect(position).toMatchObject({ confirmedOpenAt: null, filledReports: 0, possiblyFilled: false });

    for (let i = 0; i < 3; i++) await reportFilled(position.jobId);
    expect((await detail(position.jobId)).provenance.possiblyFilled).toBe(true);
    expect(await own(employer, position.id)).toMatchObject({ filledReports: 3, possiblyFilled: true });
    const sunk = await searchRowDate(position.jobId);
    expect(sunk.row < sunk.published).toBe(true);

    const before = Date.now();
    const confirmed = await confirm(employer, position.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('private, no-store');
    const answer = confirmed.json<RecruiterPosition>();
    expect(answer).toMatchObject({ state: 'open', filledReports: 0, possiblyFilled: false });
    expect(Date.parse(answer.confirmedOpenAt!)).toBeGreaterThanOrEqual(before - 1000);

    const job = await detail(position.jobId);
    expect(job.provenance.possiblyFilled).toBe(false);
    expect(Date.parse(job.provenance.lastConfirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    const restored = await searchRowDate(position.jobId);
    expect(restored.row).toBe(restored.published);

    // Reports count again from the confirmation on: one new report is one, not four.
    await reportFilled(position.jobId);
    expect(await own(employer, position.id)).toMatchObject({ filledReports: 1, possiblyFilled: false });

    // Confirming again (an empty object is no field) changes nothing but the time.
    const again = await confirm(employer, position.id, {});
    expect(again.statusCode).toBe(200);
    expect(again.json<RecruiterPosition>()).toMatchObject({ filledReports: 0, possiblyFilled: false });
  });

  it('refuses visitors, members, unverified recruiters and another organisation’s position', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const other = await signedUpRecruiter(t, { kind: 'headhunter' });
    const unverified = await signedUpRecruiter(t, { kind: 'corporate', verified: false });
    const position = await published(employer);
    const member = testClient(t.app);
    await member.signUp();

    expect((await confirm(testClient(t.app), position.id)).statusCode).toBe(401);
    expect((await confirm(member, position.id)).statusCode).toBe(401);
    expect((await confirm(unverified, position.id)).statusCode).toBe(403);
    expect((await confirm(other, position.id)).statusCode).toBe(404);
    expect((await confirm(employer, 2_000_000_000)).statusCode).toBe(404);
    expect((await own(employer, position.id)).confirmedOpenAt).toBeNull();
  });

  it('answers 422 for odd input and changes nothing', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const position = await published(employer);
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(30), '%00']) {
      expect((await confirm(employer, id)).statusCode, id).toBe(422);
    }
    for (const payload of [{ confirmed: true }, { x: 'y'.repeat(100_000) }, [1], JSON.stringify('open'), '5', 'true']) {
      const response = await confirm(employer, position.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
    }
    expect((await own(employer, position.id)).confirmedOpenAt).toBeNull();
  });

  it('answers 409 for a closed or expired position and changes nothing', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const closed = await published(employer);
    await employer.request({ method: 'POST', url: `/api/recruiter/positions/${closed.id}/close` });
    const refused = await confirm(employer, closed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('position_closed');
    expect((await own(employer, closed.id)).confirmedOpenAt).toBeNull();

    const expired = await published(employer);
    await t.database.executeSql(`update jobs set expires_at = now() - interval '1 hour' where id = $1`, [
      expired.jobId,
    ]);
    expect((await confirm(employer, expired.id)).statusCode).toBe(409);
    expect((await own(employer, expired.id)).confirmedOpenAt).toBeNull();
  });
});
