// Both engines: the credit is taken by one conditional update, raced here by two requests at once.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CandidateContact,
  EmployerBlocks,
  ReceivedContactRequests,
  RecruiterNetwork,
  SentContactRequest,
  SentContactRequests,
} from '@laufbahn/contracts/contact-requests';
import type { Candidate, CandidateSearchResult } from '@laufbahn/contracts/recruiter';
import type { Visibility } from '@laufbahn/contracts/profile';
import { accounts } from '../../db/schema/accounts.ts';
import { recruiterOrganisations } from '../../db/schema/recruiters.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { startSubscription } from '../membership/test-subscriptions.ts';
import { memberWithProfile, signedUpRecruiter, type RecruiterClient } from '../../test/recruiter-clients.ts';

const marker = () => `M${[...randomBytes(12)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
type Member = Awaited<ReturnType<typeof memberWithProfile>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
}, 60_000);
afterAll(() => t?.close());

const letter = { subject: 'CFO-Mandat in München', message: 'Guten Tag, ich betreue ein vertrauliches CFO-Mandat.' };

async function setVisibility(
  member: Member,
  headhunterVisibility: Visibility,
  recruiterVisibility = headhunterVisibility,
) {
  await t.database.db
    .update(accounts)
    .set({ headhunterVisibility, recruiterVisibility })
    .where(eq(accounts.id, member.accountId));
}

const send = (client: RecruiterClient, profileId: number | string, body: unknown = letter) =>
  client.request({ method: 'POST', url: `/api/recruiter/candidates/${profileId}/contact_requests`, body });
const inbox = async (member: Member) => {
  const response = await member.client.request({ url: '/api/career/contact_requests' });
  expect(response.statusCode).toBe(200);
  return response.json<ReceivedContactRequests>().requests;
};
const setCredits = (organisationId: number, monthlyContactCredits: number) =>
  t.database.db
    .update(recruiterOrganisations)
    .set({ monthlyContactCredits })
    .where(eq(recruiterOrganisations.id, organisationId));

describe('sending a contact request', { timeout: 300_000 }, () => {
  it('reaches a Premium member directly and a Basic member for a credit, and mails the member', async () => {
    const headhunter = await signedUpRecruiter(t, { kind: 'headhunter' });
    const basic = await memberWithProfile(t, marker());
    const premium = await memberWithProfile(t, marker());
    await startSubscription(t.database, premium.accountId);
    await setCredits(headhunter.organisationId, 5);

    const before = (
      await headhunter.request({ url: `/api/recruiter/candidates/${basic.profileId}/contact` })
    ).json<CandidateContact>();
    expect(before).toMatchObject({ latestRequest: null, contactDetails: null, costsCredit: true });
    expect(before.credits).toEqual({ monthlyAllowance: 5, remaining: 5 });

    const toPremium = await send(headhunter, premium.profileId);
    expect(toPremium.statusCode, toPremium.body).toBe(201);
    expect(toPremium.json<SentContactRequest>()).toMatchObject({ status: 'pending', creditUsed: false });
    const toBasic = await send(headhunter, basic.profileId, { ...letter, subject: `  ${letter.subject}  ` });
    expect(toBasic.statusCode).toBe(201);
    const sent = toBasic.json<SentContactRequest>();
    expect(sent).toMatchObject({
      status: 'pending',
      creditUsed: true,
      subject: letter.subject,
      candidateFindable: true,
      candidateName: null,
    });
    // The anonymous member stays anonymous to the sender.
    expect(toBasic.body).not.toContain(basic.marker);

    const list = (await headhunter.request({ url: '/api/recruiter/contact_requests' })).json<SentContactRequests>();
    expect(list.credits).toEqual({ monthlyAllowance: 5, remaining: 4 });
    expect(list.requests.map((r) => r.id)).toEqual([sent.id, toPremium.json<SentContactRequest>().id]);
    expect(JSON.stringify(list)).not.toContain(basic.marker);

    const received = await inbox(basic);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      id: sent.id,
      subject: letter.subject,
      message: letter.message,
      status: 'pending',
      recruiterName: 'Dana Berger',
      organisationKind: 'headhunter',
      organisationBlocked: false,
    });
    const [mail] = await outboxRepository(t.database.db).recent(1, basic.email);
    expect(mail?.template).toBe('contact-request-received');
    expect(mail?.textBody).toContain('/account/contact-requests');
    expect(mail?.textBody).toContain(letter.subject);

    // A second request while the first waits: 409, and no credit is spent on it.
    const again = await send(headhunter, basic.profileId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('contact_request_pending');
    expect(
      (await headhunter.request({ url: '/api/recruiter/contact_requests' })).json<SentContactRequests>().credits
        .remaining,
    ).toBe(4);
  });

  it('answers 402 when the month’s credits are used up, never going below zero', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const [first, second] = [await memberWithProfile(t, marker()), await memberWithProfile(t, marker())];
    await setCredits(employer.organisationId, 1);
    expect((await send(employer, first.profileId)).statusCode).toBe(201);
    const refused = await send(employer, second.profileId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe('contact_credits_exhausted');
    expect(await inbox(second)).toEqual([]);
    const { credits } = (
      await employer.request({ url: '/api/recruiter/contact_requests' })
    ).json<SentContactRequests>();
    expect(credits).toEqual({ monthlyAllowance: 1, remaining: 0 });
    // Premium members cost nothing: still reachable.
    await startSubscription(t.database, second.accountId);
    expect((await send(employer, second.profileId)).statusCode).toBe(201);
  });

  it('never spends one credit twice when two requests race for it', async () => {
    for (let round = 0; round < 3; round++) {
      const employer = await signedUpRecruiter(t, { kind: 'corporate' });
      const members = [await memberWithProfile(t, marker()), await memberWithProfile(t, marker())];
      await setCredits(employer.organisationId, 1);
      const answers = await Promise.all(members.map((member) => send(employer, member.profileId)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 402]);
      const { rows } = await t.database.executeSql(
        'select remaining from organisation_contact_credits where organisation_id = $1',
        [employer.organisationId],
      );
      expect(rows).toEqual([{ remaining: 0 }]);
      const { rows: stored } = await t.database.executeSql(
        'select count(*)::int as n from contact_requests where organisation_id = $1',
        [employer.organisationId],
      );
      expect(stored).toEqual([{ n: 1 }]);
    }
  });

  it('never reaches invisible members, unknown ids or members who block the organisation: 404', async () => {
    const headhunter = await signedUpRecruiter(t, { kind: 'headhunter' });
    const member = await memberWithProfile(t, marker());
    await setVisibility(member, 'invisible', 'visible');
    expect((await send(headhunter, member.profileId)).statusCode).toBe(404);
    expect(
      (await headhunter.request({ url: `/api/recruiter/candidates/${member.profileId}/contact` })).statusCode,
    ).toBe(404);
    expect((await send(headhunter, 2_000_000_000)).statusCode).toBe(404);
    await setVisibility(member, 'anonymous');
    expect(
      (
        await member.client.request({
          method: 'PUT',
          url: `/api/career/employer_blocks/${headhunter.organisationId}`,
        })
      ).statusCode,
    ).toBe(204);
    expect((await send(headhunter, member.profileId)).statusCode).toBe(404);
    expect((await headhunter.request({ url: `/api/recruiter/candidates/${member.profileId}` })).statusCode).toBe(404);
    const found = await headhunter.request({ url: `/api/recruiter/candidates?skill=Konzernrechnungslegung&page=1` });
    expect(found.json<CandidateSearchResult>().candidates.map((c) => c.id)).not.toContain(member.profileId);
    expect(await inbox(member)).toEqual([]);
    // Another organisation still reaches the member.
    const other = await signedUpRecruiter(t, { kind: 'headhunter' });
    expect((await send(other, member.profileId)).statusCode).toBe(201);
  });

  it('answers 401, 403 and 422 per field, and never a half-written request', async () => {
    const headhunter = await signedUpRecruiter(t, { kind: 'headhunter' });
    const member = await memberWithProfile(t, marker());
    expect((await send(testClient(t.app) as RecruiterClient, member.profileId)).statusCode).toBe(401);
    expect((await send(member.client as RecruiterClient, member.profileId)).statusCode).toBe(401);
    for (const url of ['/api/recruiter/contact_requests', `/api/recruiter/candidates/${member.profileId}/contact`]) {
      expect((await testClient(t.app).request({ url })).statusCode).toBe(401);
      expect((await member.client.request({ url })).statusCode).toBe(401);
    }
    const unverified = await signedUpRecruiter(t, { verified: false });
    const refused = await send(unverified, member.profileId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('organisation_unverified');
    expect((await unverified.request({ url: '/api/recruiter/contact_requests' })).statusCode).toBe(403);

    const cases: [unknown, string][] = [
      [{ message: letter.message }, 'subject'],
      [{ ...letter, subject: '   ' }, 'subject'],
      [{ ...letter, subject: 'x'.repeat(151) }, 'subject'],
      [{ ...letter, subject: 'a\u0000b' }, 'subject'],
      [{ ...letter, subject: 42 }, 'subject'],
      [{ subject: letter.subject }, 'message'],
      [{ ...letter, message: 'Zu kurz.' }, 'message'],
      [{ ...letter, message: 'x'.repeat(3001) }, 'message'],
      [{ ...letter, message: ['a'] }, 'message'],
      [{ ...letter, message: `${letter.message}\u0007` }, 'message'],
    ];
    for (const [body, field] of cases) {
      const response = await send(headhunter, member.profileId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    expect((await send(headhunter, member.profileId, { ...letter, positionId: 1, admin: true })).statusCode).toBe(422);
    expect((await send(headhunter, member.profileId, 'text')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await send(headhunter, 'abc')).statusCode).toBe(422);
    expect((await send(headhunter, '9'.repeat(30))).statusCode).toBe(422);
    expect(await inbox(member)).toEqual([]);
  });
});

describe('answering a contact request', { timeout: 300_000 }, () => {
  it('accepting reveals the anonymous member to that recruiter only and puts them into the network', async () => {
    const headhunter = await signedUpRecruiter(t, { kind: 'headhunter' });
    const colleague = await signedUpRecruiter(t, { kind: 'headhunter' });
    const member = await memberWithProfile(t, marker());
    const other = await memberWithProfile(t, marker());
    await setVisibility(member, 'anonymous');
    const { id } = (await send(headhunter, member.profileId)).json<SentContactRequest>();

    // Nobody else answers it.
    expect(
      (await other.client.request({ method: 'POST', url: `/api/career/contact_requests/${id}/accept` })).statusCode,
    ).toBe(404);
    expect(
      (await testClient(t.app).request({ method: 'POST', url: `/api/career/contact_requests/${id}/accept` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await headhunter.request({ method: 'POST', url: `/api/career/contact_requests/${id}/accept` })).statusCode,
    ).toBe(401);
    expect(await inbox(other)).toEqual([]);

    const accepted = await member.client.request({ method: 'POST', url: `/api/career/contact_requests/${id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id, status: 'accepted' });
    expect(accepted.json().answeredAt).toEqual(expect.any(String));

    const profile = (
      await headhunter.request({ url: `/api/recruiter/candidates/${member.profileId}` })
    ).json<Candidate>();
    expect(profile.view.name).toBe(`Vorname${member.marker} Nachname${member.marker}`);
    expect(profile.view.currentPosition?.companyName).toBe(`Arbeitgeber${member.marker} AG`);
    expect(profile.identityRevealed).toBe(true);
    const contact = (
      await headhunter.request({ url: `/api/recruiter/candidates/${member.profileId}/contact` })
    ).json<CandidateContact>();
    expect(contact.contactDetails?.email).toBe(member.email);
    expect(contact.latestRequest).toMatchObject({ id, status: 'accepted', candidateName: profile.view.name });
    // A colleague at another firm still sees an anonymous member.
    const forColleague = await colleague.request({ url: `/api/recruiter/candidates/${member.profileId}` });
    expect(forColleague.body).not.toContain(member.marker);

    const network = (await member.client.request({ url: '/api/career/recruiter_network' })).json<RecruiterNetwork>();
    expect(network.contacts).toEqual([
      expect.objectContaining({
        recruiterName: 'Dana Berger',
        recruiterEmail: headhunter.email,
        organisationKind: 'headhunter',
      }),
    ]);
    expect((await other.client.request({ url: '/api/career/recruiter_network' })).json()).toEqual({ contacts: [] });
    expect((await testClient(t.app).request({ url: '/api/career/recruiter_network' })).statusCode).toBe(401);

    const [mail] = await outboxRepository(t.database.db).recent(1, headhunter.email);
    expect(mail?.template).toBe('contact-request-accepted');
    expect(mail?.textBody).toContain(`/recruiting/candidates/${member.profileId}`);

    const twice = await member.client.request({ method: 'POST', url: `/api/career/contact_requests/${id}/accept` });
    expect(twice.statusCode).toBe(409);
    const declineAfter = await member.client.request({
      method: 'POST',
      url: `/api/career/contact_requests/${id}/decline`,
      body: { reason: 'not_a_fit' },
    });
    expect(declineAfter.statusCode).toBe(409);

    // Turning invisible hides the member again, acceptance or not.
    await setVisibility(member, 'invisible');
    expect((await headhunter.request({ url: `/api/recruiter/candidates/${member.profileId}` })).statusCode).toBe(404);
  });

  it('declining tells the recruiter the reason, not the member, and may block the organisation', async () => {
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const member = await memberWithProfile(t, marker());
    await setVisibility(member, 'anonymous');
    const { id } = (await send(employer, member.profileId)).json<SentContactRequest>();

    const odd: [unknown, string][] = [
      [{}, 'reason'],
      [{ reason: 'rude' }, 'reason'],
      [{ reason: 7 }, 'reason'],
      [{ reason: 'timing', blockOrganisation: 'yes' }, 'blockOrganisation'],
    ];
    for (const [body, field] of odd) {
      const response = await member.client.request({
        method: 'POST',
        url: `/api/career/contact_requests/${id}/decline`,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    expect(
      (
        await member.client.request({
          method: 'POST',
          url: `/api/career/contact_requests/${id}/decline`,
          body: { reason: 'timing', note: 'x' },
        })
      ).statusCode,
    ).toBe(422);
    expect((await inbox(member))[0]?.status).toBe('pending');

    const declined = await member.client.request({
      method: 'POST',
      url: `/api/career/contact_requests/${id}/decline`,
      body: { reason: 'not_looking', blockOrganisation: true },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      declineReason: 'not_looking',
      organisationBlocked: true,
    });
    const [mail] = await outboxRepository(t.database.db).recent(1, employer.email);
    expect(mail?.template).toBe('contact-request-declined');
    expect(mail?.textBody).not.toContain(member.marker);

    const sent = (await employer.request({ url: '/api/recruiter/contact_requests' })).json<SentContactRequests>();
    expect(sent.requests[0]).toMatchObject({
      id,
      status: 'declined',
      declineReason: 'not_looking',
      candidateFindable: false,
      candidateTitle: null,
    });
    expect((await employer.request({ url: `/api/recruiter/candidates/${member.profileId}` })).statusCode).toBe(404);
    expect((await send(employer, member.profileId)).statusCode).toBe(404);
    const blocks = (await member.client.request({ url: '/api/career/employer_blocks' })).json<EmployerBlocks>();
    expect(blocks.blocked.map((b) => b.id)).toEqual([employer.organisationId]);

    for (const url of [
      `/api/career/contact_requests/abc/accept`,
      `/api/career/contact_requests/${'9'.repeat(30)}/accept`,
    ]) {
      expect((await member.client.request({ method: 'POST', url })).statusCode).toBe(422);
    }
    expect(
      (await member.client.request({ method: 'POST', url: '/api/career/contact_requests/2000000000/accept' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await member.client.request({
          method: 'POST',
          url: '/api/career/contact_requests/2000000000/decline',
          body: { reason: 'other' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('employer blocks', { timeout: 300_000 }, () => {
  it('proposes the current employer, finds organisations by name, blocks and unblocks', async () => {
    const member = await memberWithProfile(t, marker());
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    await t.database.db
      .update(recruiterOrganisations)
      .set({ name: `Arbeitgeber${member.marker} GmbH` })
      .where(eq(recruiterOrganisations.id, employer.organisationId));

    const start = (await member.client.request({ url: '/api/career/employer_blocks' })).json<EmployerBlocks>();
    expect(start.blocked).toEqual([]);
    expect(start.suggested).toEqual([
      { id: employer.organisationId, name: `Arbeitgeber${member.marker} GmbH`, kind: 'corporate' },
    ]);

    const search = await member.client.request({
      url: `/api/career/employer_blocks/organisations?q=${encodeURIComponent(member.marker.slice(0, 8).toUpperCase())}`,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().organisations.map((o: { id: number }) => o.id)).toContain(employer.organisationId);
    expect(
      (await member.client.request({ url: '/api/career/employer_blocks/organisations?q=%25%25' })).json().organisations,
    ).toEqual([]);

    const put = (id: number | string) =>
      member.client.request({ method: 'PUT', url: `/api/career/employer_blocks/${id}` });
    const del = (id: number | string) =>
      member.client.request({ method: 'DELETE', url: `/api/career/employer_blocks/${id}` });
    expect((await put(employer.organisationId)).statusCode).toBe(204);
    expect((await put(employer.organisationId)).statusCode).toBe(204);
    const blocked = (await member.client.request({ url: '/api/career/employer_blocks' })).json<EmployerBlocks>();
    expect(blocked.blocked.map((b) => b.id)).toEqual([employer.organisationId]);
    expect(blocked.suggested).toEqual([]);
    expect((await employer.request({ url: `/api/recruiter/candidates/${member.profileId}` })).statusCode).toBe(404);

    expect((await del(employer.organisationId)).statusCode).toBe(204);
    expect((await del(employer.organisationId)).statusCode).toBe(404);
    expect((await employer.request({ url: `/api/recruiter/candidates/${member.profileId}` })).statusCode).toBe(200);

    expect((await put(2_000_000_000)).statusCode).toBe(404);
    expect((await put('abc')).statusCode).toBe(422);
    expect((await put('9'.repeat(30))).statusCode).toBe(422);
    const short = await member.client.request({ url: '/api/career/employer_blocks/organisations?q=a' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().error.fields)).toContain('q');
    expect((await member.client.request({ url: '/api/career/employer_blocks/organisations' })).statusCode).toBe(422);
    expect(
      (await member.client.request({ url: `/api/career/employer_blocks/organisations?q=${'x'.repeat(101)}` }))
        .statusCode,
    ).toBe(422);

    for (const [method, url] of [
      ['GET', '/api/career/employer_blocks'],
      ['GET', '/api/career/employer_blocks/organisations?q=ab'],
      ['PUT', `/api/career/employer_blocks/${employer.organisationId}`],
      ['DELETE', `/api/career/employer_blocks/${employer.organisationId}`],
      ['GET', '/api/career/contact_requests'],
    ] as const) {
      expect((await testClient(t.app).request({ method, url })).statusCode, url).toBe(401);
      expect((await employer.request({ method, url })).statusCode, url).toBe(401);
    }
    // The database holds one row per member and organisation.
    const { rows } = await t.database.executeSql(
      'select count(*)::int as n from employer_blocks where account_id = $1',
      [member.accountId],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
