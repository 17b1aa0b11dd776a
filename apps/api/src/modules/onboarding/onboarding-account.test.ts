// Both engines: a failing insert rolls the whole transaction back (a trigger makes it fail).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { accounts, auditLog, rateLimitCounters, sessions } from '../../db/schema/accounts.ts';
import { accountUploads } from '../../db/schema/cv.ts';
import { onboardingDrafts } from '../../db/schema/onboarding.ts';
import { careerStepLocations, careerSteps, profiles } from '../../db/schema/profiles.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { createTestApp, DEFAULT_PASSWORD, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { encodeFirstTouch, firstTouchFromUrl } from '../../platform/attribution/first-touch.ts';
import { upload, visitor } from '../cv/cv-test-helpers.ts';
import { expectInvalid, expectStatus } from '../profile/profile-test-helpers.ts';
import { DRAFT, fullDraft, ONBOARDING_ACCOUNT, referenceIds, type ReferenceIds } from './onboarding-test-helpers.ts';

let t: TestApp;
let ref: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t);
});
afterAll(() => t.close());

const body = (draft: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  draft,
  password: DEFAULT_PASSWORD,
  passwordConfirmation: DEFAULT_PASSWORD,
  termsAccepted: true,
  ...extra,
});
const createAccount = (client: TestClient, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: ONBOARDING_ACCOUNT, body: payload, headers });

const accountByEmail = async (email: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())))[0];

describe('POST /api/onboarding/account', () => {
  it('creates account, profile, career goal and session from the draft, and deletes the stored draft', async () => {
    const guest = visitor(t);
    const touch = firstTouchFromUrl('/jobs/cfo/4711?affiliate=partner-9', new Date(Date.now() - 60_000));
    guest.cookies.set('lb_first_touch', encodeFirstTouch(touch));
    const draft = fullDraft(ref);
    expectStatus(await guest.request({ method: 'PUT', url: DRAFT, body: draft }), 200);

    const response = await createAccount(guest, body(draft, { language: 'EN_GB' }), { 'x-actor': 'web' });
    expectStatus(response, 201);
    const result = response.json();
    expect(result).toEqual({
      accountId: expect.any(Number),
      profileId: expect.any(Number),
      careerGoalId: expect.any(Number),
    });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(response.cookies.find((c) => c.name === 'lb_lang')?.value).toBe('EN_GB');

    // Signed in: the session is the new account's.
    const me = await guest.request({ url: '/api/career/me' });
    expectStatus(me, 200);
    expect(me.json()).toMatchObject({ id: result.accountId, email: draft.email, language: { code: 'EN_GB' } });

    const account = (await accountByEmail(draft.email as string))!;
    expect(account).toMatchObject({
      id: result.accountId,
      countryVersion: 'deu',
      language: 'EN_GB',
      contactConsent: true,
      supportGoal: 'new_position',
      guestId: guest.cookies.get(GUEST_COOKIE),
      firstTouchUrl: '/jobs/cfo/4711?affiliate=partner-9',
      firstTouchJobId: 4711,
      affiliate: 'partner-9',
    });
    expect(account.termsAcceptedAt).toBeInstanceOf(Date);
    expect(account.contactConsentAt).toBeInstanceOf(Date);

    const profile = await guest.request({ url: '/api/career/my_profile' });
    expectStatus(profile, 200);
    expect(profile.json()).toMatchObject({
      id: result.profileId,
      personalInformation: { genderId: 2, name: 'Katharina', lastName: 'Berger', countryId: 44, city: null },
      contactDetails: { phoneNumber: '+498912345678', email: draft.email },
      professionalInformation: { currentSalaryRangeId: ref.salaryRanges[3], managementExperienceId: null },
      careerSteps: [
        {
          id: result.careerGoalId,
          careerLevelIds: draft.careerLevelIds,
          functionIds: draft.functionIds,
          industryIds: draft.industryIds,
          locations: [
            { geoCodeId: ref.cities[1]!.geoCodeId, radiusKm: 50, name: ref.cities[1]!.name },
            { geoCodeId: ref.cities[0]!.geoCodeId, radiusKm: 0, name: ref.cities[0]!.name },
          ],
          openToOtherLocations: false,
          willingnessToTravel: null,
          workplacePreference: 'any',
          targetSalary: 180_000,
          currency: 'EUR',
        },
      ],
    });

    const stored = await t.database.db
      .select()
      .from(onboardingDrafts)
      .where(eq(onboardingDrafts.guestId, guest.cookies.get(GUEST_COOKIE)!));
    expect(stored).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, result.accountId));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['account.created', 'career_step.created', 'onboarding.account_created']),
    );
    expect(audit.every((a) => a.actor === 'web')).toBe(true);
  });

  it('claims the visitor’s CV uploads as sign-up does', async () => {
    const guest = visitor(t);
    const uploaded = await upload(t, guest);
    expectStatus(uploaded, 201);
    const response = await createAccount(guest, body(fullDraft(ref)));
    expectStatus(response, 201);
    const [row] = await t.database.db.select().from(accountUploads).where(eq(accountUploads.id, uploaded.json().id));
    expect(row!.accountId).toBe(response.json().accountId);
  });

  it('stores only what was answered: a partial name, no goal without functions, no consent', async () => {
    const draft = { email: 'partial.answers@example.com', name: 'Jonas', careerLevelIds: [ref.levels[2]] };
    const client = testClient(t.app);
    const response = await createAccount(client, body(draft));
    expectStatus(response, 201);
    expect(response.json().careerGoalId).toBeNull();
    const profile = (await client.request({ url: '/api/career/my_profile' })).json();
    expect(profile.personalInformation).toMatchObject({
      genderId: null,
      name: 'Jonas',
      lastName: null,
      countryId: null,
    });
    expect(profile.contactDetails.phoneNumber).toBeNull();
    expect(profile.careerSteps).toEqual([]);
    const account = (await accountByEmail(draft.email))!;
    expect(account).toMatchObject({ contactConsent: false, contactConsentAt: null, supportGoal: null, guestId: null });
  });

  it('takes the country version from the body: its currency, country and phone rules', async () => {
    const draft = fullDraft(ref, { phoneNumber: '(212) 555-0123' });
    const client = testClient(t.app);
    expectInvalid(
      await createAccount(client, body(fullDraft(ref, { phoneNumber: '089 12345678' }), { countryVersion: 'usa' })),
      'draft.phoneNumber',
      'validation.phoneInvalid',
    );
    const response = await createAccount(client, body(draft, { countryVersion: 'usa' }));
    expectStatus(response, 201);
    const profile = (await client.request({ url: '/api/career/my_profile' })).json();
    expect(profile.personalInformation.countryId).toBe(235);
    expect(profile.contactDetails.phoneNumber).toBe('+12125550123');
    expect(profile.careerSteps[0].currency).toBe('USD');
    expect((await accountByEmail(draft.email as string))!.countryVersion).toBe('usa');
  });

  it('answers 409 with emailTaken on draft.email for a taken address, whatever its case', async () => {
    const { email } = await testClient(t.app).signUp();
    const response = await createAccount(testClient(t.app), body(fullDraft(ref, { email: email.toUpperCase() })));
    expectStatus(response, 409, 'email_taken');
    expect(response.json().error.fields).toEqual({ 'draft.email': ['validation.emailTaken'] });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers 403 to a signed-in caller, before reading the body', async () => {
    const member = testClient(t.app);
    await member.signUp();
    expectStatus(await createAccount(member, body(fullDraft(ref))), 403, 'forbidden');
    expectStatus(await createAccount(member, 'not json'), 403, 'forbidden');
  });

  it.each([
    ['a missing email', body({ name: 'Jonas' }), 'draft.email', 'validation.requiredInformationMissing'],
    ['an invalid email', body({ email: 'nope' }), 'draft.email', 'validation.emailInvalid'],
    [
      'a short password',
      body({ email: 'a@example.com' }, { password: 'abc', passwordConfirmation: 'abc' }),
      'password',
      'validation.passwordTooShort',
    ],
    [
      'different passwords',
      body({ email: 'a@example.com' }, { passwordConfirmation: 'anders' }),
      'passwordConfirmation',
      'validation.passwordMismatch',
    ],
    [
      'terms not accepted',
      body({ email: 'a@example.com' }, { termsAccepted: false }),
      'termsAccepted',
      'validation.termsRequired',
    ],
    [
      'an unknown language',
      body({ email: 'a@example.com' }, { language: 'XX' }),
      'language',
      'validation.invalidOption',
    ],
    ['an unknown field', body({ email: 'a@example.com' }, { premium: true }), 'premium', 'validation.unknownField'],
    [
      'an unknown draft field',
      body({ email: 'a@example.com', role: 'admin' }),
      'draft.role',
      'validation.unknownField',
    ],
    ['a draft of the wrong type', body('everything' as never), 'draft', 'validation.invalidType'],
    [
      'a long name',
      body({ email: 'a@example.com', lastName: 'x'.repeat(101) }),
      'draft.lastName',
      'validation.tooLong',
    ],
  ])('refuses %s with 422 on the field', async (_label, payload, field, key) => {
    expectInvalid(await createAccount(testClient(t.app), payload), field, key);
  });

  it.each([
    ['careerLevelIds', { careerLevelIds: [9999] }, 'draft.careerLevelIds'],
    ['functionIds', { functionIds: [9999] }, 'draft.functionIds'],
    ['industryIds', { industryIds: [9999] }, 'draft.industryIds'],
    ['currentSalaryRangeId', { currentSalaryRangeId: 999 }, 'draft.currentSalaryRangeId'],
    ['locations', { locations: [{ geoCodeId: 1, radiusKm: 5 }] }, 'draft.locations.0.geoCodeId'],
    ['phoneNumber', { phoneNumber: '0' }, 'draft.phoneNumber'],
  ])('refuses a draft whose %s the account could not take, creating nothing', async (_label, change, field) => {
    const draft = fullDraft(ref, change);
    const response = await createAccount(testClient(t.app), body(draft));
    expectStatus(response, 422, 'validation_failed');
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    expect(await accountByEmail(draft.email as string)).toBeUndefined();
  });

  it('answers 400 to malformed JSON and 413 to a huge body', async () => {
    expectStatus(await createAccount(testClient(t.app), '{"draft":'), 400, 'malformed_request');
    const huge = body({ email: 'huge@example.com', name: 'a'.repeat(40 * 1024) });
    expectStatus(await createAccount(testClient(t.app), huge), 413, 'payload_too_large');
  });

  it('shares the sign-up rate limit per address', async () => {
    const client = testClient(t.app);
    await t.database.db
      .insert(rateLimitCounters)
      .values({ key: `signUpPerIp:${client.ip}`, windowStart: sql`now()`, count: 10 });
    const draft = fullDraft(ref);
    expectStatus(await createAccount(client, body(draft)), 429, 'rate_limited');
    expect(await accountByEmail(draft.email as string)).toBeUndefined();
  });

  it('leaves nothing behind when a write fails half-way (one transaction)', async () => {
    // The database refuses this one career goal after account, profile and session rows were written.
    const db = t.database.db;
    await db.execute(sql`
      create or replace function onboarding_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.target_salary = 9876543 then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger onboarding_test_refuse before insert on career_steps
      for each row execute function onboarding_test_refuse()`);
    try {
      const guest = visitor(t);
      const uploaded = await upload(t, guest);
      const draft = fullDraft(ref, { targetSalary: 9_876_543 });
      expectStatus(await guest.request({ method: 'PUT', url: DRAFT, body: draft }), 200);
      const response = await createAccount(guest, body(draft));
      expectStatus(response, 500, 'internal');
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

      expect(await accountByEmail(draft.email as string)).toBeUndefined();
      const [upload_] = await db.select().from(accountUploads).where(eq(accountUploads.id, uploaded.json().id));
      expect(upload_!.accountId).toBeNull();
      expect((await guest.request({ url: DRAFT })).json().draft).toEqual(draft);
      const orphans = await db
        .select({ id: profiles.id })
        .from(profiles)
        .leftJoin(accounts, eq(accounts.id, profiles.accountId))
        .where(sql`${profiles.kind} = 'member' and ${accounts.id} is null`);
      expect(orphans).toEqual([]);
      const strayGoals = await db.select().from(careerSteps).where(eq(careerSteps.targetSalary, 9_876_543));
      expect(strayGoals).toEqual([]);

      // The same answers go through once the database takes them.
      const again = await createAccount(guest, body({ ...draft, targetSalary: 190_000 }));
      expectStatus(again, 201);
      const [goal] = await db.select().from(careerSteps).where(eq(careerSteps.id, again.json().careerGoalId));
      expect(goal!.targetSalary).toBe(190_000);
      expect(
        await db.select().from(careerStepLocations).where(eq(careerStepLocations.careerStepId, goal!.id)),
      ).toHaveLength(2);
      expect(await db.select().from(sessions).where(eq(sessions.accountId, again.json().accountId))).toHaveLength(1);
    } finally {
      await db.execute(sql`drop trigger if exists onboarding_test_refuse on career_steps`);
      await db.execute(sql`drop function if exists onboarding_test_refuse()`);
    }
  });
});
