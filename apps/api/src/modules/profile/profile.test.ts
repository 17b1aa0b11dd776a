// Both engines: concurrent first reads create one profile (a unique index under concurrency).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { auditLog } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import {
  expectInvalid,
  expectInvalidBody,
  expectStatus,
  GERMANY,
  HAMBURG,
  MUNICH,
  MY_PROFILE,
  newMember,
  NEW_YORK,
  personalInformation,
  USA,
} from './profile-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const memberProfileRows = (accountId: number) =>
  t.database.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), eq(profiles.kind, 'member')));

describe('GET /api/career/my_profile', () => {
  it('answers a new member’s empty profile, created at sign-up, with the account’s email', async () => {
    const member = await newMember(t);
    expect(await memberProfileRows(member.accountId)).toHaveLength(1);
    const profile = await member.profile();
    const me = (await member.client.request({ url: '/api/career/me' })).json();
    expect(profile).toEqual({
      id: expect.any(Number),
      personalInformation: {
        genderId: null,
        name: null,
        lastName: null,
        city: null,
        countryId: null,
        dateOfBirth: null,
        geoCodeId: null,
      },
      contactDetails: { phoneNumber: null, email: me.email },
      professionalInformation: { currentSalaryRangeId: null, managementExperienceId: null, skills: [] },
      currentPosition: null,
      pastPositions: [],
      careerSteps: [],
      picture: null,
      visibility: 'anonymous',
    });
  });

  it('creates the profile on first need, once, also for two requests at the same time', async () => {
    const member = await newMember(t);
    await t.database.db.delete(profiles).where(eq(profiles.accountId, member.accountId));
    const [a, b] = await Promise.all([
      member.client.request({ url: MY_PROFILE }),
      member.client.request({ url: MY_PROFILE }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(await memberProfileRows(member.accountId)).toHaveLength(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, member.accountId));
    expect(audit.filter((row) => row.action === 'profile.created')).toHaveLength(1);
  });

  it('answers 401 to a visitor', async () => {
    expectStatus(await testClient(t.app).request({ url: MY_PROFILE }), 401, 'unauthenticated');
  });

  it.each([
    ['premium@laufbahn.example', 'Katharina', 'visible', 3],
    ['basic@laufbahn.example', 'Thomas', 'anonymous', 2],
  ])('shows the demo member %s a filled profile', async (email, name, visibility, pastCount) => {
    const client = testClient(t.app);
    expectStatus(
      await client.request({ method: 'POST', url: '/api/account/sign_in', body: { email, password: DEMO_PASSWORD } }),
      200,
    );
    const profile = (await client.request({ url: MY_PROFILE })).json();
    expect(profile.personalInformation).toMatchObject({ name, countryId: GERMANY, genderId: expect.any(Number) });
    expect([MUNICH, HAMBURG]).toContain(profile.personalInformation.geoCodeId);
    expect(profile.contactDetails.phoneNumber).toMatch(/^\+49\d+$/);
    expect(profile.professionalInformation.skills.length).toBeGreaterThan(2);
    expect(profile.professionalInformation.currentSalaryRangeId).toEqual(expect.any(Number));
    expect(profile.currentPosition).toMatchObject({ current: true, endDate: null, careerLevelId: expect.any(Number) });
    expect(profile.pastPositions).toHaveLength(pastCount);
    expect(profile.visibility).toBe(visibility);
  });
});

describe('PATCH /api/career/my_profile/personalinformation', () => {
  const url = `${MY_PROFILE}/personalinformation`;

  it('stores the section, answers the whole profile and records the change', async () => {
    const member = await newMember(t);
    const response = await member.client.request({
      method: 'PATCH',
      url,
      headers: { 'x-actor': 'web' },
      body: personalInformation(),
    });
    expectStatus(response, 200);
    expect(response.json().personalInformation).toEqual({
      genderId: 2,
      name: 'Katharina',
      lastName: 'Berger',
      city: 'München',
      countryId: GERMANY,
      dateOfBirth: { day: 8, month: 3, year: 1971 },
      geoCodeId: MUNICH,
    });
    const [row] = await memberProfileRows(member.accountId);
    expect(row!.dateOfBirth).toBe('1971-03-08');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, member.accountId));
    expect(audit.map((a) => [a.action, a.actor])).toContainEqual(['profile.personal_information_changed', 'web']);
  });

  it('fills an empty city from the chosen city, and accepts a profile without city or birth date', async () => {
    const member = await newMember(t);
    const filled = await member.client.request({ method: 'PATCH', url, body: personalInformation({ city: '' }) });
    expect(filled.json().personalInformation.city).toBe('Munich');
    const bare = await member.client.request({
      method: 'PATCH',
      url,
      body: personalInformation({ city: null, geoCodeId: null, dateOfBirth: null }),
    });
    expectStatus(bare, 200);
    expect(bare.json().personalInformation).toMatchObject({ city: null, geoCodeId: null, dateOfBirth: null });
  });

  it('answers 401 to a visitor, before reading the body', async () => {
    const visitor = testClient(t.app);
    expectStatus(await visitor.request({ method: 'PATCH', url, body: personalInformation() }), 401);
    expectStatus(await visitor.request({ method: 'PATCH', url, body: { nonsense: true } }), 401);
  });

  const now = new Date();
  const seventeen = { day: 1, month: 1, year: now.getUTCFullYear() - 17 };
  it.each([
    ['name', { name: 'Anna2' }, 'validation.nameDigits'],
    ['lastName', { lastName: 'Berger 3' }, 'validation.nameDigits'],
    ['name', { name: '   ' }, 'validation.required'],
    ['name', { name: 'x'.repeat(101) }, 'validation.tooLong'],
    ['city', { city: 'x'.repeat(101) }, 'validation.tooLong'],
    ['dateOfBirth', { dateOfBirth: seventeen }, 'validation.tooYoung'],
    ['dateOfBirth', { dateOfBirth: { day: 1, month: 1, year: now.getUTCFullYear() + 1 } }, 'validation.dateInFuture'],
    ['dateOfBirth', { dateOfBirth: { day: 31, month: 2, year: 1980 } }, 'validation.dateInvalid'],
    ['dateOfBirth.month', { dateOfBirth: { day: 1, month: 13, year: 1980 } }, 'validation.dateInvalid'],
    ['genderId', { genderId: 4 }, 'validation.invalidOption'],
    ['countryId', { countryId: 999_999 }, 'validation.invalidOption'],
    ['geoCodeId', { geoCodeId: 999_999_999 }, 'validation.invalidOption'],
    ['geoCodeId', { geoCodeId: NEW_YORK }, 'validation.invalidOption'],
  ])('refuses %s: %j', async (field, overrides, key) => {
    const member = await newMember(t);
    expectInvalid(
      await member.client.request({ method: 'PATCH', url, body: personalInformation(overrides) }),
      field,
      key,
    );
    expect((await member.profile()).personalInformation.name).toBeNull();
  });

  it('accepts a New York city with the United States', async () => {
    const member = await newMember(t);
    const body = personalInformation({ countryId: USA, geoCodeId: NEW_YORK, city: 'New York' });
    expectStatus(await member.client.request({ method: 'PATCH', url, body }), 200);
  });
});

describe('PATCH /api/career/my_profile/contactdetails', () => {
  const url = `${MY_PROFILE}/contactdetails`;
  const setPhone = (member: Awaited<ReturnType<typeof newMember>>, phoneNumber: unknown, host?: string) =>
    member.client.request({ method: 'PATCH', url, body: { phoneNumber }, headers: host ? { host } : {} });

  it('stores a national number of the country version as E.164', async () => {
    const member = await newMember(t);
    const response = await setPhone(member, '0151 234 567 89');
    expectStatus(response, 200);
    expect(response.json().contactDetails).toEqual({ phoneNumber: '+4915123456789', email: expect.any(String) });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, member.accountId));
    expect(audit.map((a) => a.action)).toContain('profile.contact_details_changed');
  });

  it('refuses a number invalid in Germany but takes any valid international one', async () => {
    const member = await newMember(t);
    expectInvalid(await setPhone(member, '0151 23'), 'phoneNumber', 'validation.phoneInvalid');
    expectInvalid(await setPhone(member, '020 7946 0958'), 'phoneNumber', 'validation.phoneInvalid');
    expectInvalid(await setPhone(member, '+1 212'), 'phoneNumber', 'validation.phoneInvalid');
    expectInvalid(await setPhone(member, 'call me'), 'phoneNumber', 'validation.phoneInvalid');
    expectInvalid(await setPhone(member, ''), 'phoneNumber', 'validation.required');
    expect((await setPhone(member, '+44 20 7946 0958')).json().contactDetails.phoneNumber).toBe('+442079460958');
    const response = await setPhone(member, '+1 212 555 0123');
    expectStatus(response, 200);
    expect(response.json().contactDetails.phoneNumber).toBe('+12125550123');
  });

  it('reads national numbers in the profile’s country before the country version’s', async () => {
    const member = await newMember(t);
    const body = personalInformation({ countryId: USA, geoCodeId: NEW_YORK, city: 'New York' });
    expectStatus(await member.client.request({ method: 'PATCH', url: `${MY_PROFILE}/personalinformation`, body }), 200);
    expect((await setPhone(member, '(212) 555-0123')).json().contactDetails.phoneNumber).toBe('+12125550123');
    expectInvalid(await setPhone(member, '030 901820'), 'phoneNumber', 'validation.phoneInvalid');
  });

  it('reads national numbers in the country version’s country when the profile has none', async () => {
    const member = await newMember(t);
    expectStatus(await setPhone(member, '020 7946 0958', 'gbr.localhost'), 200);
    expectInvalid(await setPhone(member, '020 7946 0958', 'deu.localhost'), 'phoneNumber', 'validation.phoneInvalid');
    // The European version has no country: only international numbers.
    expectInvalid(await setPhone(member, '030 901820', 'eur.localhost'), 'phoneNumber', 'validation.phoneInvalid');
    expectStatus(await setPhone(member, '+49 30 901820', 'eur.localhost'), 200);
  });

  it('answers 401 to a visitor and 422 to odd input', async () => {
    expectStatus(
      await testClient(t.app).request({ method: 'PATCH', url, body: { phoneNumber: '+49 30 901820' } }),
      401,
    );
    const member = await newMember(t);
    expectInvalid(await setPhone(member, 4930901820), 'phoneNumber', 'validation.invalidType');
    expectInvalid(await setPhone(member, 'x'.repeat(5000)), 'phoneNumber', 'validation.tooLong');
    expectInvalid(
      await member.client.request({ method: 'PATCH', url, body: {} }),
      'phoneNumber',
      'validation.required',
    );
    expectInvalid(
      await member.client.request({ method: 'PATCH', url, body: { phoneNumber: '+49 30 901820', email: 'x@y.z' } }),
      'email',
      'validation.unknownField',
    );
    expectInvalidBody(await member.client.request({ method: 'PATCH', url, body: ['+49 30 901820'] }));
    expectInvalidBody(await member.client.request({ method: 'PATCH', url, body: 'null' }));
    expect((await member.profile()).contactDetails.phoneNumber).toBeNull();
  });
});
