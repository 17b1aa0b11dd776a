// Both engines: the verification link expires and is spent once, in SQL; domains are unique by constraint.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITER_SESSION_COOKIE } from '@laufbahn/contracts/recruiter-site';
import { organisationVerificationTokens, recruiterOrganisations } from '../../db/schema/recruiters.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { createTestApp, DEFAULT_PASSWORD, testClient, type TestApp } from '../../test/test-app.ts';
import {
  RECRUITER_HOST,
  recruiterSignUpBody,
  signedUpRecruiter,
  uniqueWorkEmail,
  verificationTokenFor,
} from '../../test/recruiter-clients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (body: unknown, headers: Record<string, string> = { host: RECRUITER_HOST }) =>
  testClient(t.app).request({ method: 'POST', url: '/api/recruiter/account', body, headers });

describe('recruiter sign-up', () => {
  it('creates the organisation at the address’s domain, a session of its own and mails the verification link', async () => {
    const client = testClient(t.app);
    const email = uniqueWorkEmail();
    const response = await client.request({
      method: 'POST',
      url: '/api/recruiter/account',
      headers: { host: RECRUITER_HOST },
      body: { ...recruiterSignUpBody(email.toUpperCase(), 'corporate'), language: 'EN_GB' },
    });
    expect(response.statusCode).toBe(201);
    const details = response.json<{
      email: string;
      organisation: { kind: string; emailDomain: string; verified: boolean };
    }>();
    expect(details.email).toBe(email);
    expect(details.organisation).toMatchObject({
      kind: 'corporate',
      emailDomain: email.split('@')[1],
      verified: false,
    });
    expect(client.cookies.has(RECRUITER_SESSION_COOKIE)).toBe(true);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const [mail] = await outboxRepository(t.database.db).recent(1, email);
    expect(mail!.subject).toMatch(/^Please verify Berger Executive Search/);
    expect(mail!.textBody).toContain(`http://${RECRUITER_HOST}/recruiting/verify?token=`);
    expect(mail!.textBody).toContain('72 hours');

    const me = await client.request({ url: '/api/recruiter/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(response.json());
  });

  it('refuses free-mail addresses, a domain that has an organisation and a taken address, writing nothing', async () => {
    const free = await signUp(recruiterSignUpBody('someone@gmail.com'));
    expect(free.statusCode).toBe(422);
    expect(free.json().error.fields).toEqual({ email: ['validation.businessEmailRequired'] });

    const first = uniqueWorkEmail('first');
    expect((await signUp(recruiterSignUpBody(first))).statusCode).toBe(201);
    const colleague = await signUp(recruiterSignUpBody(`colleague@${first.split('@')[1]}`));
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().error.fields).toEqual({ email: ['validation.organisationDomainTaken'] });
    const organisations = await t.database.db
      .select()
      .from(recruiterOrganisations)
      .where(eq(recruiterOrganisations.emailDomain, first.split('@')[1]!));
    expect(organisations).toHaveLength(1);
  });

  it('answers 422 with the field for each rule and for odd input', async () => {
    const base = recruiterSignUpBody();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, name: '' }, 'name', 'validation.required'],
      [{ ...base, name: 'x'.repeat(121) }, 'name', 'validation.tooLong'],
      [{ ...base, email: 'not-an-address' }, 'email', 'validation.emailInvalid'],
      [{ ...base, password: 'abc', passwordConfirmation: 'abc' }, 'password', 'validation.passwordTooShort'],
      [{ ...base, passwordConfirmation: 'something-else' }, 'passwordConfirmation', 'validation.passwordMismatch'],
      [{ ...base, organisationName: '   ' }, 'organisationName', 'validation.required'],
      [{ ...base, organisationKind: 'agency' }, 'organisationKind', 'validation.invalidOption'],
      [{ ...base, termsAccepted: false }, 'termsAccepted', 'validation.termsRequired'],
      [{ ...base, name: 42 }, 'name', 'validation.invalidType'],
      [{ ...base, organisationName: 'a\u0000b' }, 'organisationName', 'validation.invalid'],
    ];
    for (const [body, field, key] of cases) {
      const response = await signUp(body);
      expect(response.statusCode, `${field} ${key}`).toBe(422);
      expect(response.json().error.fields[field], `${field}`).toContain(key);
    }
    const unknown = await signUp({ ...base, premium: true });
    expect(unknown.statusCode).toBe(422);
    const common = await signUp({ ...base, password: 'password', passwordConfirmation: 'password' });
    expect(common.json().error.fields).toEqual({ password: ['validation.passwordTooCommon'] });
  });
});

describe('organisation verification', () => {
  it('verifies the organisation once with the mailed link; a used, unknown or expired link is refused', async () => {
    const recruiter = await signedUpRecruiter(t, { verified: false });
    const token = await verificationTokenFor(t, recruiter.email);
    const anyone = testClient(t.app);
    expect(
      (await anyone.request({ method: 'POST', url: '/api/recruiter/verification', body: { token } })).statusCode,
    ).toBe(204);
    const me = await recruiter.request({ url: '/api/recruiter/me' });
    expect(me.json().organisation.verified).toBe(true);

    const again = await anyone.request({ method: 'POST', url: '/api/recruiter/verification', body: { token } });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ token: ['validation.resetTokenInvalid'] });
    const unknown = await anyone.request({ method: 'POST', url: '/api/recruiter/verification', body: { token: 'x' } });
    expect(unknown.statusCode).toBe(422);
    const wrongType = await anyone.request({ method: 'POST', url: '/api/recruiter/verification', body: { token: 7 } });
    expect(wrongType.statusCode).toBe(422);

    const late = await signedUpRecruiter(t, { verified: false });
    const lateToken = await verificationTokenFor(t, late.email);
    await t.database.db
      .update(organisationVerificationTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(organisationVerificationTokens.organisationId, late.organisationId));
    const expired = await anyone.request({
      method: 'POST',
      url: '/api/recruiter/verification',
      body: { token: lateToken },
    });
    expect(expired.statusCode).toBe(422);
    expect((await late.request({ url: '/api/recruiter/me' })).json().organisation.verified).toBe(false);
  });

  it('mails the link again to an unverified organisation only, and only to a signed-in recruiter', async () => {
    const unverified = await signedUpRecruiter(t, { verified: false });
    const resend = await unverified.request({ method: 'POST', url: '/api/recruiter/verification/mail' });
    expect(resend.statusCode).toBe(202);
    expect(await outboxRepository(t.database.db).recent(5, unverified.email)).toHaveLength(2);

    const verified = await signedUpRecruiter(t);
    expect((await verified.request({ method: 'POST', url: '/api/recruiter/verification/mail' })).statusCode).toBe(409);
    expect(
      (await testClient(t.app).request({ method: 'POST', url: '/api/recruiter/verification/mail' })).statusCode,
    ).toBe(401);
  });
});

describe('recruiter sign-in and session', () => {
  it('signs in with the password, signs out, and keeps recruiters and members apart', async () => {
    const recruiter = await signedUpRecruiter(t);
    const client = testClient(t.app);
    const wrong = await client.request({
      method: 'POST',
      url: '/api/recruiter/sign_in',
      body: { email: recruiter.email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const signIn = await client.request({
      method: 'POST',
      url: '/api/recruiter/sign_in',
      body: { email: recruiter.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().id).toBe(recruiter.recruiterId);
    expect(signIn.headers['cache-control']).toBe('no-store');

    // The recruiter's session is no member's: member routes do not know it.
    expect((await client.request({ url: '/api/career/me' })).statusCode).toBe(401);
    // A member's session is no recruiter's, and a member's password does not open the recruiter site.
    const member = testClient(t.app);
    const { email } = await member.signUp();
    expect((await member.request({ url: '/api/recruiter/me' })).statusCode).toBe(401);
    const asMember = await testClient(t.app).request({
      method: 'POST',
      url: '/api/recruiter/sign_in',
      body: { email, password: DEFAULT_PASSWORD },
    });
    expect(asMember.statusCode).toBe(401);

    expect((await client.request({ method: 'DELETE', url: '/api/recruiter/sign_out' })).statusCode).toBe(204);
    expect((await client.request({ url: '/api/recruiter/me' })).statusCode).toBe(401);
    expect((await testClient(t.app).request({ method: 'DELETE', url: '/api/recruiter/sign_out' })).statusCode).toBe(
      401,
    );
  });

  it('answers 422 for sign-in bodies of the wrong shape and 401 for a made-up cookie', async () => {
    const client = testClient(t.app);
    for (const body of [
      {},
      { email: 'a@b.example' },
      { email: 1, password: 2 },
      { email: 'a@b.example', password: 'x', extra: 1 },
    ]) {
      expect((await client.request({ method: 'POST', url: '/api/recruiter/sign_in', body })).statusCode).toBe(422);
    }
    client.cookies.set(RECRUITER_SESSION_COOKIE, 'made-up');
    expect((await client.request({ url: '/api/recruiter/me' })).statusCode).toBe(401);
    client.cookies.set(RECRUITER_SESSION_COOKIE, 'x'.repeat(500));
    expect((await client.request({ url: '/api/recruiter/me' })).statusCode).toBe(401);
  });
});
