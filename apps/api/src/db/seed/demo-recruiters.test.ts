// Both engines: checks what the seeds left in each database, and that the demo logins work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileViews } from '@laufbahn/contracts/network';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo.ts';
import { DEMO_RECRUITERS, seedDemoRecruiters } from './demo-recruiters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo recruiters', () => {
  it('sign in at the recruiter site with verified organisations and find the demo members', async () => {
    for (const demo of DEMO_RECRUITERS) {
      const client = testClient(t.app);
      const signIn = await client.request({
        method: 'POST',
        url: '/api/recruiter/sign_in',
        body: { email: demo.email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().organisation).toMatchObject({ name: demo.organisation.name, verified: true });
      const search = await client.request({ url: '/api/recruiter/candidates' });
      expect(search.statusCode).toBe(200);
    }
  });

  it('leave visits on the demo members’ profiles: both for the Premium member, one for the Basic member', async () => {
    const counts: Record<string, number> = {};
    for (const member of DEMO_MEMBERS) {
      const client = testClient(t.app);
      await client.request({
        method: 'POST',
        url: '/api/account/sign_in',
        body: { email: member.email, password: DEMO_PASSWORD },
      });
      const views = (await client.request({ url: '/api/career/profile_views' })).json<ProfileViews>().views;
      counts[member.email] = views.length;
      expect(views.every((view) => DEMO_RECRUITERS.some((r) => r.organisation.name === view.organisationName))).toBe(
        true,
      );
    }
    expect(counts).toEqual({ 'basic@laufbahn.example': 1, 'premium@laufbahn.example': 2 });
    // Seeding again changes nothing.
    expect(await seedDemoRecruiters(t.database.db)).toBe(false);
  });
});
