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
