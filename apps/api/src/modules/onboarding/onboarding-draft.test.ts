// Both engines: drafts expire by date arithmetic in SQL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import { rateLimitCounters } from '../../db/schema/accounts.ts';
import { onboardingDrafts } from '../../db/schema/onboarding.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { visitor } from '../cv/cv-test-helpers.ts';
import { expectInvalid, expectStatus } from '../profile/profile-test-helpers.ts';
import { onboardingDraftRepository } from './onboarding-draft.repository.ts';
import { DRAFT, fullDraft, referenceIds, type ReferenceIds } from './onboarding-test-helpers.ts';

let t: TestApp;
let ref: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t);
});
afterAll(() => t.close());

const save = (client: TestClient, body: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'PUT', url: DRAFT, body, headers });
const load = (client: TestClient) => client.request({ url: DRAFT });

describe('GET and PUT /api/onboarding/draft', () => {
  it('answers an empty draft before anything is saved', async () => {
    const response = await load(visitor(t));
    expectStatus(response, 200);
    expect(response.json()).toEqual({ draft: {}, updatedAt: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('stores the draft against the guest id and replaces it as a whole', async () => {
    const guest = visitor(t);
    const draft = fullDraft(ref, { name: '  Katharina  ' });
    const saved = await save(guest, draft);
    expectStatus(saved, 200);
    expect(saved.json()).toEqual({ draft: { ...draft, name: 'Katharina' }, updatedAt: expect.any(String) });
    expect(Date.now() - Date.parse(saved.json().updatedAt)).toBeLessThan(60_000);
    expect((await load(guest)).json()).toEqual(saved.json());

    const replaced = await save(guest, { supportGoal: 'market_value', skippedSteps: ['salary', 'name'] });
    expectStatus(replaced, 200);
    expect((await load(guest)).json().draft).toEqual({ supportGoal: 'market_value', skippedSteps: ['salary', 'name'] });
    const rows = await t.database.db
      .select()
      .from(onboardingDrafts)
      .where(eq(onboardingDrafts.guestId, guest.cookies.get(GUEST_COOKIE)!));
    expect(rows).toHaveLength(1);
  });

  it('accepts an empty draft and nulls for skipped answers', async () => {
    const guest = visitor(t);
    expectStatus(await save(guest, {}), 200);
    const nulls = {
      supportGoal: null,
      currentSalaryRangeId: null,
      targetSalary: null,
      genderId: null,
      name: null,
      lastName: null,
      email: null,
      phoneNumber: null,
    };
    expectStatus(await save(guest, nulls), 200);
    expect((await load(guest)).json().draft).toEqual(nulls);
    expectStatus(await save(guest, { phoneNumber: '', name: '' }), 200);
  });

  it('answers 401 without the guest cookie, also to a signed-in member, and for a forged one', async () => {
    expectStatus(await load(testClient(t.app)), 401, 'unauthenticated');
    expectStatus(await save(testClient(t.app), { supportGoal: 'market_value' }), 401, 'unauthenticated');
    const member = testClient(t.app);
    await member.signUp();
    expectStatus(await load(member), 401, 'unauthenticated');
    expectStatus(await save(member, {}), 401, 'unauthenticated');
    for (const forged of ['not-a-uuid', `${randomUUID()}0`, "' or 1=1 --"]) {
      const client = testClient(t.app);
      client.cookies.set(GUEST_COOKIE, forged);
      expectStatus(await load(client), 401, 'unauthenticated');
      // Refused before the body is looked at.
      expectStatus(await save(client, 'not json'), 401, 'unauthenticated');
    }
  });

  it('lets a signed-in member with the guest cookie keep a draft too', async () => {
    const member = visitor(t);
    await member.signUp();
    expectStatus(await save(member, { supportGoal: 'stay_informed' }), 200);
    expect((await load(member)).json().draft).toEqual({ supportGoal: 'stay_informed' });
  });

  it('never shows one visitor another visitor’s draft', async () => {
    const first = visitor(t);
    const second = visitor(t);
    await save(first, fullDraft(ref));
    expect((await load(second)).json()).toEqual({ draft: {}, updatedAt: null });
    await save(second, { supportGoal: 'market_value' });
    expect((await load(first)).json().draft.name).toBe('Katharina');
    expect((await load(first)).json().draft.supportGoal).toBe('new_position');
  });
});

describe('PUT /api/onboarding/draft checks every answer it holds', () => {
  it.each([
    ['careerLevelIds', { careerLevelIds: [9999] }, 'careerLevelIds'],
    ['functionIds', { functionIds: [32_767, 1] }, 'functionIds'],
    ['industryIds', { industryIds: [2_000_000_000] }, 'industryIds'],
    ['currentSalaryRangeId', { currentSalaryRangeId: 999 }, 'currentSalaryRangeId'],
  ])('refuses ids that do not exist: %s', async (_label, body, field) => {
    expectInvalid(await save(visitor(t), body), field, 'validation.invalidOption');
  });

  it('names the location that does not exist by its index', async () => {
    const response = await save(visitor(t), {
      locations: [
        { geoCodeId: ref.cities[0]!.geoCodeId, radiusKm: 10 },
        { geoCodeId: 1, radiusKm: 10 },
      ],
    });
    expectInvalid(response, 'locations.1.geoCodeId', 'validation.invalidOption');
    expect(Object.keys(response.json().error.fields)).toEqual(['locations.1.geoCodeId']);
  });

  it('checks the phone number for the country version’s country', async () => {
    const deu = visitor(t);
    expectStatus(await save(deu, { phoneNumber: '089 12345678' }), 200);
    expectStatus(await save(deu, { phoneNumber: '+1 212 555 0123' }), 200);
    expectInvalid(await save(deu, { phoneNumber: '12345' }), 'phoneNumber', 'validation.phoneInvalid');
    expectInvalid(await save(deu, { phoneNumber: 'call me' }), 'phoneNumber', 'validation.phoneInvalid');
    const usa = visitor(t);
    const host = { host: 'usa.localhost:3000' };
    expectStatus(await save(usa, { phoneNumber: '(212) 555-0123' }, host), 200);
    expectInvalid(await save(usa, { phoneNumber: '089 12345678' }, host), 'phoneNumber', 'validation.phoneInvalid');
    // The European version has no country: only international numbers.
    const eur = { host: 'eur.localhost:3000' };
    expectStatus(await save(usa, { phoneNumber: '+49 89 12345678' }, eur), 200);
    expectInvalid(await save(usa, { phoneNumber: '089 12345678' }, eur), 'phoneNumber', 'validation.phoneInvalid');
  });

  it.each([
    ['a wrong type', { careerLevelIds: 'all' }, 'careerLevelIds', 'validation.invalidType'],
    ['a text id', { currentSalaryRangeId: 'x' }, 'currentSalaryRangeId', 'validation.invalidType'],
    ['a negative id', { functionIds: [-1] }, 'functionIds.0', 'validation.invalidType'],
    ['a fractional salary', { targetSalary: 1.5 }, 'targetSalary', 'validation.invalidType'],
    ['a huge salary', { targetSalary: 1e12 }, 'targetSalary', 'validation.invalid'],
    ['a long name', { name: 'a'.repeat(101) }, 'name', 'validation.tooLong'],
    ['a huge name', { lastName: 'b'.repeat(20_000) }, 'lastName', 'validation.tooLong'],
    ['digits in a name', { name: 'K4tharina' }, 'name', 'validation.nameDigits'],
    ['a control character', { lastName: 'Ber\u0000ger' }, 'lastName', 'validation.invalid'],
    ['a salutation that does not exist', { genderId: 4 }, 'genderId', 'validation.invalidOption'],
    ['an unknown support goal', { supportGoal: 'everything' }, 'supportGoal', 'validation.invalidOption'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'validation.emailInvalid'],
    ['a long phone', { phoneNumber: '1'.repeat(41) }, 'phoneNumber', 'validation.tooLong'],
    ['a consent that is not a boolean', { contactConsent: 'yes' }, 'contactConsent', 'validation.invalidType'],
    ['duplicate ids', { industryIds: [1, 1] }, 'industryIds', 'validation.duplicateItems'],
    [
      'too many ids',
      { careerLevelIds: Array.from({ length: CAREER_GOAL_LIMITS.maxChoices + 1 }, (_, i) => i + 1) },
      'careerLevelIds',
      'validation.tooManyItems',
    ],
    [
      'a radius too large',
      { locations: [{ geoCodeId: 1, radiusKm: 501 }] },
      'locations.0.radiusKm',
      'validation.invalid',
    ],
    [
      'an unknown location field',
      { locations: [{ geoCodeId: 1, radiusKm: 5, x: 1 }] },
      'locations.0.x',
      'validation.unknownField',
    ],
    ['an unknown step', { skippedSteps: ['password'] }, 'skippedSteps.0', 'validation.invalidOption'],
    ['an unknown field', { isAdmin: true }, 'isAdmin', 'validation.unknownField'],
  ])('refuses %s with 422 on the field', async (_label, body, field, key) => {
    expectInvalid(await save(visitor(t), body), field, key);
  });

  it('refuses bodies that are not a draft', async () => {
    const guest = visitor(t);
    expectStatus(await save(guest, '{"supportGoal":'), 400, 'malformed_request');
    expectStatus(await save(guest, [1, 2]), 422, 'validation_failed');
    expectStatus(await save(guest, 'null'), 422, 'validation_failed');
    const huge = await save(guest, { name: 'a'.repeat(40 * 1024) });
    expectStatus(huge, 413, 'payload_too_large');
    expect((await load(guest)).json()).toEqual({ draft: {}, updatedAt: null });
  });

  it('limits saves per visitor (429 with Retry-After)', async () => {
    const guest = visitor(t);
    await t.database.db.insert(rateLimitCounters).values({
      key: `onboardingDraftPerGuest:${guest.cookies.get(GUEST_COOKIE)}`,
      windowStart: sql`now()`,
      count: 200,
    });
    const limited = await save(guest, {});
    expectStatus(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Reading is not limited.
    expectStatus(await load(guest), 200);
  });
});

describe('stored drafts', () => {
  it('answers a stored draft of an older shape as none', async () => {
    const guest = visitor(t);
    await t.database.db
      .insert(onboardingDrafts)
      .values({ guestId: guest.cookies.get(GUEST_COOKIE)!, data: { retiredField: 1 } as never });
    expect((await load(guest)).json()).toEqual({ draft: {}, updatedAt: null });
    expectStatus(await save(guest, { supportGoal: 'market_value' }), 200);
    expect((await load(guest)).json().draft).toEqual({ supportGoal: 'market_value' });
  });

  it('treats a draft untouched for 30 days as gone, and maintenance deletes it', async () => {
    const old = visitor(t);
    const fresh = visitor(t);
    await save(old, { supportGoal: 'market_value' });
    await save(fresh, { supportGoal: 'market_value' });
    const oldId = old.cookies.get(GUEST_COOKIE)!;
    await t.database.db
      .update(onboardingDrafts)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(onboardingDrafts.guestId, oldId));
    expect((await load(old)).json()).toEqual({ draft: {}, updatedAt: null });

    expect(await onboardingDraftRepository(t.database.db).deleteExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ id: onboardingDrafts.guestId }).from(onboardingDrafts);
    expect(left.map((row) => row.id)).not.toContain(oldId);
    expect(left.map((row) => row.id)).toContain(fresh.cookies.get(GUEST_COOKIE));
    expect((await load(fresh)).json().draft).toEqual({ supportGoal: 'market_value' });
  });
});
