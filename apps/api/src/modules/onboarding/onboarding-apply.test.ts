import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import { accounts, auditLog } from '../../db/schema/accounts.ts';
import { careerSteps } from '../../db/schema/profiles.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { visitor } from '../cv/cv-test-helpers.ts';
import { expectInvalid, expectStatus, personalInformation } from '../profile/profile-test-helpers.ts';
import {
  APPLY,
  DRAFT,
  fullDraft,
  ONBOARDING_ACCOUNT,
  referenceIds,
  type ReferenceIds,
} from './onboarding-test-helpers.ts';

let t: TestApp;
let ref: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t);
});
afterAll(() => t.close());

const apply = (client: TestClient, draft: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: APPLY, body: { draft }, headers });
const profileOf = async (client: TestClient) => (await client.request({ url: '/api/career/my_profile' })).json();

/** A visitor with a stored draft who then signs in to an account they already had. */
async function returningMember(draft: Record<string, unknown>) {
  const client = visitor(t);
  expectStatus(await client.request({ method: 'PUT', url: DRAFT, body: draft }), 200);
  const { id } = await client.signUp();
  return { client, accountId: id };
}

describe('POST /api/onboarding/apply', () => {
  it('fills an empty profile, adds the goal and the support goal, and deletes the guest’s draft', async () => {
    const draft = fullDraft(ref);
    const { client, accountId } = await returningMember(draft);
    const response = await apply(client, draft, { 'x-actor': 'web' });
    expectStatus(response, 200);
    const result = response.json();
    expect(result).toEqual({ accountId, profileId: expect.any(Number), careerGoalId: expect.any(Number) });

    const profile = await profileOf(client);
    expect(profile.id).toBe(result.profileId);
    expect(profile.personalInformation).toMatchObject({
      genderId: 2,
      name: 'Katharina',
      lastName: 'Berger',
      countryId: 44,
    });
    expect(profile.contactDetails.phoneNumber).toBe('+498912345678');
    expect(profile.professionalInformation.currentSalaryRangeId).toBe(ref.salaryRanges[3]);
    expect(profile.careerSteps).toHaveLength(1);
    expect(profile.careerSteps[0]).toMatchObject({ id: result.careerGoalId, targetSalary: 180_000 });
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account!.supportGoal).toBe('new_position');
    expect((await client.request({ url: DRAFT })).json()).toEqual({ draft: {}, updatedAt: null });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(audit.find((a) => a.action === 'onboarding.applied')).toMatchObject({
      actor: 'web',
      details: {
        profileId: result.profileId,
        careerGoalId: result.careerGoalId,
        fields: expect.arrayContaining(['name', 'lastName', 'genderId', 'countryId', 'phoneNumber', 'supportGoal']),
      },
    });
  });

  it('never overwrites what the member has', async () => {
    const { client, accountId } = await returningMember({});
    const put = (url: string, body: unknown) => client.request({ method: 'PATCH', url, body });
    expectStatus(
      await put(
        '/api/career/my_profile/personalinformation',
        personalInformation({ name: 'Eva', lastName: 'Roth', genderId: 2 }),
      ),
      200,
    );
    expectStatus(await put('/api/career/my_profile/contactdetails', { phoneNumber: '+49 30 1234567' }), 200);
    expectStatus(
      await put('/api/career/my_profile/professionalinformation', { currentSalaryRangeId: ref.salaryRanges[1] }),
      200,
    );
    const first = await apply(client, { supportGoal: 'market_value' });
    expectStatus(first, 200);
    expect(first.json().careerGoalId).toBeNull();
    const before = await profileOf(client);

    expectStatus(
      await apply(client, fullDraft(ref, { name: 'Katharina', genderId: 1, supportGoal: 'stay_informed' })),
      200,
    );
    const after = await profileOf(client);
    expect(after.personalInformation).toEqual(before.personalInformation);
    expect(after.contactDetails).toEqual(before.contactDetails);
    expect(after.professionalInformation).toEqual(before.professionalInformation);
    expect(after.careerSteps).toHaveLength(1);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account!.supportGoal).toBe('market_value');
  });

  it('never adds the same goal twice, and stops at the goal limit', async () => {
    const draft = fullDraft(ref);
    const { client, accountId } = await returningMember(draft);
    const first = (await apply(client, draft)).json();
    // The same goal, its lists in another order.
    const reordered = { ...draft, careerLevelIds: [...(draft.careerLevelIds as number[])].reverse() };
    expect((await apply(client, reordered)).json().careerGoalId).toBe(first.careerGoalId);
    const count = async () =>
      (await t.database.db.select().from(careerSteps).where(eq(careerSteps.accountId, accountId))).length;
    expect(await count()).toBe(1);

    for (let i = 1; i < CAREER_GOAL_LIMITS.maxGoals; i++) {
      const other = await apply(client, { ...draft, targetSalary: 100_000 + i });
      expect(other.json().careerGoalId).not.toBe(first.careerGoalId);
    }
    expect(await count()).toBe(CAREER_GOAL_LIMITS.maxGoals);
    const beyond = await apply(client, { ...draft, targetSalary: 999_000 });
    expectStatus(beyond, 200);
    expect(beyond.json().careerGoalId).toBeNull();
    expect(await count()).toBe(CAREER_GOAL_LIMITS.maxGoals);
  });

  it('adds no goal without levels, functions and industries', async () => {
    const { client } = await returningMember({});
    const response = await apply(client, fullDraft(ref, { industryIds: [] }));
    expectStatus(response, 200);
    expect(response.json().careerGoalId).toBeNull();
    expect((await profileOf(client)).careerSteps).toEqual([]);
  });

  it('deletes only the caller’s own draft, and works without a guest cookie', async () => {
    const other = visitor(t);
    expectStatus(await other.request({ method: 'PUT', url: DRAFT, body: { supportGoal: 'market_value' } }), 200);
    const member = testClient(t.app);
    await member.signUp();
    expectStatus(await apply(member, { supportGoal: 'stay_informed' }), 200);
    const { client } = await returningMember({ name: 'Jonas' });
    expectStatus(await apply(client, { name: 'Jonas' }), 200);
    expect((await other.request({ url: DRAFT })).json().draft).toEqual({ supportGoal: 'market_value' });
    expect(client.cookies.get(GUEST_COOKIE)).not.toBe(other.cookies.get(GUEST_COOKIE));
  });

  it('answers 401 without a session, before reading the body', async () => {
    expectStatus(await apply(visitor(t), fullDraft(ref)), 401, 'unauthenticated');
    expectStatus(await visitor(t).request({ method: 'POST', url: APPLY, body: 'not json' }), 401, 'unauthenticated');
  });

  it('checks the draft like the other calls, on draft.<field>, and changes nothing then', async () => {
    const { client } = await returningMember({});
    expectInvalid(
      await apply(client, fullDraft(ref, { phoneNumber: '123' })),
      'draft.phoneNumber',
      'validation.phoneInvalid',
    );
    expectInvalid(
      await apply(client, fullDraft(ref, { locations: [{ geoCodeId: 1, radiusKm: 5 }] })),
      'draft.locations.0.geoCodeId',
      'validation.invalidOption',
    );
    expectInvalid(
      await apply(client, fullDraft(ref, { functionIds: [9999] })),
      'draft.functionIds',
      'validation.invalidOption',
    );
    expectInvalid(await apply(client, { name: 7 }), 'draft.name', 'validation.invalidType');
    expectInvalid(
      await client.request({ method: 'POST', url: APPLY, body: { draft: {}, extra: 1 } }),
      'extra',
      'validation.unknownField',
    );
    expectInvalid(await client.request({ method: 'POST', url: APPLY, body: {} }), 'draft', 'validation.required');
    const profile = await profileOf(client);
    expect(profile.personalInformation.name).toBeNull();
    expect(profile.careerSteps).toEqual([]);
  });
});

describe('odd input to POST /api/onboarding/apply', () => {
  /** Everything an apply could change: the profile, the account's support goal and the stored draft. */
  async function state(client: TestClient, accountId: number) {
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    return {
      profile: await profileOf(client),
      supportGoal: account!.supportGoal,
      draft: (await client.request({ url: DRAFT })).json(),
    };
  }

  it.each([
    ['a draft that is text', () => 'Katharina', { draft: ['validation.invalidType'] }],
    ['a draft that is an array', () => [fullDraft(ref)], { draft: ['validation.invalidType'] }],
    ['a null draft', () => null, { draft: ['validation.invalidType'] }],
    [
      'an unknown draft field',
      () => fullDraft(ref, { isAdmin: true }),
      { 'draft.isAdmin': ['validation.unknownField'] },
    ],
    [
      'levels as text',
      () => fullDraft(ref, { careerLevelIds: 'all' }),
      { 'draft.careerLevelIds': ['validation.invalidType'] },
    ],
    [
      'a salary as text',
      () => fullDraft(ref, { targetSalary: '180000' }),
      { 'draft.targetSalary': ['validation.invalidType'] },
    ],
    ['a salutation as text', () => fullDraft(ref, { genderId: '2' }), { 'draft.genderId': ['validation.invalidType'] }],
    [
      'a consent as text',
      () => fullDraft(ref, { contactConsent: 'yes' }),
      { 'draft.contactConsent': ['validation.invalidType'] },
    ],
    [
      'locations as text',
      () => fullDraft(ref, { locations: 'München' }),
      { 'draft.locations': ['validation.invalidType'] },
    ],
    [
      'an unknown location field',
      () => fullDraft(ref, { locations: [{ geoCodeId: ref.cities[0]!.geoCodeId, radiusKm: 5, x: 1 }] }),
      { 'draft.locations.0.x': ['validation.unknownField'] },
    ],
    ['an email of the wrong type', () => fullDraft(ref, { email: 7 }), { 'draft.email': ['validation.required'] }],
    [
      'a 20 KB last name',
      () => fullDraft(ref, { lastName: 'b'.repeat(20_000) }),
      { 'draft.lastName': ['validation.tooLong'] },
    ],
    ['NUL in a name', () => fullDraft(ref, { name: 'Katha\u0000rina' }), { 'draft.name': ['validation.invalid'] }],
    [
      'an unknown step',
      () => fullDraft(ref, { skippedSteps: ['password'] }),
      { 'draft.skippedSteps.0': ['validation.invalidOption'] },
    ],
  ])('refuses %s with 422 on the field, changing nothing', async (_label, draft, fields) => {
    const stored = fullDraft(ref);
    const { client, accountId } = await returningMember(stored);
    const before = await state(client, accountId);
    const response = await apply(client, draft());
    expectStatus(response, 422, 'validation_failed');
    expect(response.json().error.fields).toEqual(fields);
    expect(await state(client, accountId)).toEqual(before);
    expect(before.draft.draft).toEqual(stored);
  });

  it('refuses bodies that are not an object (422), broken JSON (400), other media types (415)', async () => {
    const { client, accountId } = await returningMember(fullDraft(ref));
    const before = await state(client, accountId);
    const send = (body: string, headers: Record<string, string> = {}) =>
      client.request({ method: 'POST', url: APPLY, body, headers });
    for (const body of ['null', '[]', '"draft"', '42']) {
      const response = await send(body);
      expectStatus(response, 422, 'validation_failed');
      expect(response.json().error.fields).toEqual({ body: ['validation.invalidType'] });
    }
    expectStatus(await send('{"draft": '), 400, 'malformed_request');
    expectStatus(await send(''), 400, 'malformed_request');
    expectStatus(
      await send(JSON.stringify({ draft: fullDraft(ref) }), { 'content-type': 'text/plain' }),
      415,
      'unsupported_media_type',
    );
    expect(await state(client, accountId)).toEqual(before);
  });

  it('answers 413 to a body over 32 KiB, changing nothing; 401 first without a session', async () => {
    const { client, accountId } = await returningMember(fullDraft(ref));
    const before = await state(client, accountId);
    const huge = fullDraft(ref, { name: 'a'.repeat(40 * 1024) });
    expectStatus(await apply(client, huge), 413, 'payload_too_large');
    expectStatus(await apply(client, { ...fullDraft(ref), lastName: 'b'.repeat(1_100_000) }), 413, 'payload_too_large');
    expect(await state(client, accountId)).toEqual(before);
    // Just under the limit the body is read and refused on the field.
    const underLimit = await apply(client, fullDraft(ref, { name: 'a'.repeat(30 * 1024) }));
    expectInvalid(underLimit, 'draft.name', 'validation.tooLong');
    expectStatus(await apply(visitor(t), huge), 401, 'unauthenticated');
    expect(await state(client, accountId)).toEqual(before);
  });
});

describe('the account call and the apply call agree', () => {
  it('gives the same profile from the same draft', async () => {
    const draft = fullDraft(ref);
    const created = testClient(t.app);
    expectStatus(
      await created.request({
        method: 'POST',
        url: ONBOARDING_ACCOUNT,
        body: { draft, password: 'geheim-genug', passwordConfirmation: 'geheim-genug', termsAccepted: true },
      }),
      201,
    );
    const { client } = await returningMember({});
    expectStatus(await apply(client, draft), 200);
    const strip = (p: {
      personalInformation: unknown;
      contactDetails: { phoneNumber: unknown };
      professionalInformation: unknown;
    }) => ({
      personalInformation: p.personalInformation,
      phone: p.contactDetails.phoneNumber,
      professionalInformation: p.professionalInformation,
    });
    expect(strip(await profileOf(client))).toEqual(strip(await profileOf(created)));
  });
});
