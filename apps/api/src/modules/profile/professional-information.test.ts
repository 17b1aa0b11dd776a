import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SKILLS_MAX } from '@laufbahn/contracts/profile';
import { auditLog } from '../../db/schema/accounts.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import {
  currentPosition,
  expectInvalid,
  expectInvalidBody,
  expectStatus,
  MY_PROFILE,
  newMember,
  pastPosition,
  personalInformation,
} from './profile-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = `${MY_PROFILE}/professionalinformation`;
const body = (overrides: Record<string, unknown> = {}) => ({
  currentSalaryRangeId: 9,
  managementExperienceId: 5,
  skills: ['Finanzstrategie', 'M&A', 'IFRS'],
  ...overrides,
});

describe('PATCH /api/career/my_profile/professionalinformation', () => {
  it('stores the section and answers the whole profile', async () => {
    const member = await newMember(t);
    const response = await member.client.request({ method: 'PATCH', url, body: body({ skills: [' IFRS ', 'M&A'] }) });
    expectStatus(response, 200);
    expect(response.json().professionalInformation).toEqual({
      currentSalaryRangeId: 9,
      managementExperienceId: 5,
      skills: ['IFRS', 'M&A'],
    });
    const cleared = await member.client.request({
      method: 'PATCH',
      url,
      body: { currentSalaryRangeId: null, managementExperienceId: null },
    });
    expect(cleared.json().professionalInformation).toEqual({
      currentSalaryRangeId: null,
      managementExperienceId: null,
      skills: [],
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, member.accountId));
    expect(audit.filter((a) => a.action === 'profile.professional_information_changed')).toHaveLength(2);
  });

  it('answers 401 to a visitor', async () => {
    expectStatus(await testClient(t.app).request({ method: 'PATCH', url, body: body() }), 401, 'unauthenticated');
  });

  it.each([
    ['currentSalaryRangeId', { currentSalaryRangeId: 999 }, 'validation.invalidOption'],
    ['managementExperienceId', { managementExperienceId: 6 }, 'validation.invalidOption'],
    ['managementExperienceId', { managementExperienceId: 'viel' }, 'validation.invalidType'],
    ['skills', { skills: ['IFRS', 'ifrs'] }, 'validation.duplicateItems'],
    [
      'skills',
      { skills: Array.from({ length: PROFILE_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`) },
      'validation.tooManyItems',
    ],
    ['skills.0', { skills: ['x'.repeat(101)] }, 'validation.tooLong'],
    ['skills.1', { skills: ['IFRS', ''] }, 'validation.required'],
    ['skills', { skills: 'IFRS' }, 'validation.invalidType'],
  ])('refuses %s: %j', async (field, overrides, key) => {
    const member = await newMember(t);
    expectInvalid(await member.client.request({ method: 'PATCH', url, body: body(overrides) }), field, key);
    expect((await member.profile()).professionalInformation.currentSalaryRangeId).toBeNull();
  });
});

describe('odd input to every profile write', () => {
  const writes: [string, 'PATCH' | 'POST', Record<string, unknown>][] = [
    [`${MY_PROFILE}/personalinformation`, 'PATCH', personalInformation()],
    [`${MY_PROFILE}/contactdetails`, 'PATCH', { phoneNumber: '+49 30 901820' }],
    [url, 'PATCH', body()],
    [`${MY_PROFILE}/currentposition`, 'PATCH', currentPosition()],
    [`${MY_PROFILE}/pastpositions`, 'POST', pastPosition()],
  ];

  it.each(writes)(
    '%s refuses unknown fields, wrong types, arrays, null and broken JSON',
    async (path, method, valid) => {
      const member = await newMember(t);
      const send = (payload: unknown) => member.client.request({ method, url: path, body: payload });
      expectInvalid(await send({ ...valid, isAdmin: true }), 'isAdmin', 'validation.unknownField');
      expectInvalidBody(await send([valid]));
      expectInvalidBody(await send('null'));
      expectInvalidBody(await send('"text"'));
      expectStatus(await send('{"broken": '), 400, 'malformed_request');
      expectStatus(await send(''), 400, 'malformed_request');
      const [first] = Object.keys(valid);
      expectInvalid(await send({ ...valid, [first!]: { nested: true } }), first!, 'validation.invalidType');
      // Larger than the body limit (1 MB) and a huge value inside it.
      expectStatus(await send({ ...valid, [first!]: 'x'.repeat(1_100_000) }), 413, 'payload_too_large');
      const huge = await send({ ...valid, [first!]: 'x'.repeat(500_000) });
      expect(huge.statusCode).toBe(422);
      // Nothing was written.
      const profile = await member.profile();
      expect(profile.personalInformation.name).toBeNull();
      expect(profile.contactDetails.phoneNumber).toBeNull();
      expect(profile.currentPosition).toBeNull();
      expect(profile.pastPositions).toEqual([]);
    },
  );

  it('refuses a body sent as another media type (415)', async () => {
    const member = await newMember(t);
    const response = await member.client.request({
      method: 'PATCH',
      url,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(body()),
    });
    expectStatus(response, 415, 'unsupported_media_type');
  });
});
