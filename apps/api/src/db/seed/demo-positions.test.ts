// Both engines: the demo organisations' positions go through the job search's import like a recruiter's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationsList } from '@laufbahn/contracts/jobs';
import type { PositionApplications, RecruiterPositions } from '@laufbahn/contracts/recruiter-positions';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedDemoPositions } from './demo-positions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const signedIn = async (url: string, email: string) => {
  const client = testClient(t.app);
  const response = await client.request({ method: 'POST', url, body: { email, password: DEMO_PASSWORD } });
  expect(response.statusCode).toBeLessThan(300);
  return client;
};

describe('demo positions', () => {
  it('show both sides: published positions, each with an answered application from a demo member', async () => {
    expect(await seedDemoPositions(t.database)).toBe(true);
    expect(await seedDemoPositions(t.database)).toBe(false);

    const expected = [
      ['recruiter@laufbahn.example', 'basic@laufbahn.example', 'in_review', 1],
      ['headhunter@laufbahn.example', 'premium@laufbahn.example', 'interview', 2],
    ] as const;
    for (const [recruiterEmail, memberEmail, status, changes] of expected) {
      const recruiter = await signedIn('/api/recruiter/sign_in', recruiterEmail);
      const { items } = (await recruiter.request({ url: '/api/recruiter/positions' })).json<RecruiterPositions>();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ state: 'open', applications: { total: 1, unanswered: 0 } });
      const applications = (
        await recruiter.request({ url: `/api/recruiter/positions/${items[0]!.id}/applications` })
      ).json<PositionApplications>();
      expect(applications.items.map((item) => [item.status, item.history.length])).toEqual([[status, changes]]);
      expect(applications.items[0]!.snapshot?.contactDetails.email).toBe(memberEmail);

      const member = await signedIn('/api/account/sign_in', memberEmail);
      const mine = (await member.request({ url: '/api/career/applications' })).json<ApplicationsList>();
      const entry = mine.items.find((item) => item.id === items[0]!.jobId);
      expect(entry?.application).toMatchObject({ forwarded: true, status, unanswered: false });
    }
  });
});
