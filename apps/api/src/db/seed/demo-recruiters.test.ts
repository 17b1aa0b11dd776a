// Both engines: checks what the seeds left in each database, and that the demo logins work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReceivedContactRequests,
  RecruiterNetwork,
  SentContactRequests,
} from '@laufbahn/contracts/contact-requests';
import type { ProfileViews } from '@laufbahn/contracts/network';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo.ts';
import { seedDemoContactRequests } from './demo-contact-requests.ts';
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

describe('demo contact requests', () => {
  it('show both sides: the Premium member in the search firm’s network, open requests, one credit spent', async () => {
    const member = async (email: string) => {
      const client = testClient(t.app);
      await client.request({ method: 'POST', url: '/api/account/sign_in', body: { email, password: DEMO_PASSWORD } });
      return client;
    };
    const premium = await member('premium@laufbahn.example');
    const inbox = (await premium.request({ url: '/api/career/contact_requests' })).json<ReceivedContactRequests>();
    expect(inbox.requests.map((r) => [r.organisationName, r.status])).toEqual([
      ['Nordwerk Maschinenbau AG', 'pending'],
      ['Lindqvist Executive Search', 'accepted'],
    ]);
    const network = (await premium.request({ url: '/api/career/recruiter_network' })).json<RecruiterNetwork>();
    expect(network.contacts.map((c) => c.recruiterEmail)).toEqual(['headhunter@laufbahn.example']);
    const basic = await member('basic@laufbahn.example');
    const basicInbox = (await basic.request({ url: '/api/career/contact_requests' })).json<ReceivedContactRequests>();
    expect(basicInbox.requests.map((r) => r.status)).toEqual(['pending']);

    const firm = testClient(t.app);
    await firm.request({
      method: 'POST',
      url: '/api/recruiter/sign_in',
      body: { email: 'headhunter@laufbahn.example', password: DEMO_PASSWORD },
    });
    const sent = (await firm.request({ url: '/api/recruiter/contact_requests' })).json<SentContactRequests>();
    expect(sent.requests.map((r) => [r.status, r.creditUsed])).toEqual([
      ['pending', true],
      ['accepted', false],
    ]);
    expect(sent.credits.remaining).toBe(sent.credits.monthlyAllowance - 1);
    // The accepted request names the Premium member; the anonymous Basic member stays unnamed.
    expect(sent.requests[1]!.candidateName).not.toBeNull();
    expect(sent.requests[0]!.candidateName).toBeNull();
    expect(await seedDemoContactRequests(t.database.db)).toBe(false);
  });
});
