import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import type { Profile } from '@laufbahn/contracts/profile';
import { auditLog } from '../../../db/schema/accounts.ts';
import { createTestApp, DEFAULT_PASSWORD, testClient, type TestApp } from '../../../test/test-app.ts';
import {
  currentPosition,
  MY_PROFILE,
  newMember,
  pastPosition,
  personalInformation,
} from '../../profile/profile-test-helpers.ts';
import { expectError, GENERATED, generated, uploaded, visitor, withToken } from '../cv-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (client: ReturnType<typeof testClient>, identifier: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: GENERATED, body: { identifier }, headers });

describe('POST /api/career/generated_profiles', () => {
  it('creates the profile and queues it once: 201, then 200 with the same profile', async () => {
    const member = await newMember(t);
    const up = await uploaded(t, member.client);
    const first = await start(member.client, up.id);
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<GeneratedProfile>();
    expect(body).toMatchObject({
      status: 'uploading',
      uploadId: up.id,
      fileName: up.fileName,
      currentPosition: null,
      pastPositions: [],
      careerSteps: [],
      salaryEvaluation: null,
      confirmedAt: null,
      reviewRequest: null,
    });
    const second = await start(member.client, up.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(body.id);
    expect(await t.app.cvProcessing.runDue()).toBe(1);
    expect(await t.app.cvProcessing.runDue()).toBe(0);
    expect((await start(member.client, up.id)).json()).toMatchObject({ id: body.id, status: 'ready' });
  });

  it('answers 401 without session or token, 404 for another’s upload, 422 for a bad identifier', async () => {
    const member = await newMember(t);
    const up = await uploaded(t, member.client);
    expectError(await start(testClient(t.app), up.id), 401, 'unauthenticated');
    const other = await newMember(t);
    expectError(await start(other.client, up.id), 404, 'not_found');
    expectError(await start(other.client, up.id, withToken(up.token)), 404, 'not_found');
    expectError(await start(member.client, 999_999_999), 404, 'not_found');
    for (const [body, field, key] of [
      [{}, 'identifier', 'validation.invalidType'],
      [{ identifier: 'abc' }, 'identifier', 'validation.invalidType'],
      [{ identifier: -1 }, 'identifier', 'validation.invalidType'],
      [{ identifier: 1e12 }, 'identifier', 'validation.invalid'],
      [{ identifier: up.id, extra: true }, 'extra', 'validation.unknownField'],
    ] as const) {
      const response = await member.client.request({ method: 'POST', url: GENERATED, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.fields[field]).toContain(key);
    }
    expect((await member.client.request({ method: 'POST', url: GENERATED, body: '[1' })).statusCode).toBe(400);
  });
});

describe('GET /api/career/generated_profiles/{id} and /status', () => {
  it('answers the owner only', async () => {
    const member = await newMember(t);
    const { profile } = await generated(t, member.client);
    const status = await member.client.request({ url: `${GENERATED}/${profile.id}/status` });
    expect(status.json()).toMatchObject({ id: profile.id, status: 'ready' });
    const other = await newMember(t);
    for (const url of [`${GENERATED}/${profile.id}`, `${GENERATED}/${profile.id}/status`]) {
      expectError(await other.client.request({ url }), 404, 'not_found');
      expectError(await testClient(t.app).request({ url }), 401, 'unauthenticated');
    }
    expect((await member.client.request({ url: `${GENERATED}/abc` })).statusCode).toBe(422);
    expectError(await member.client.request({ url: `${GENERATED}/999999999/status` }), 404, 'not_found');
  });

  it('does not show a member’s own profile as a generated one', async () => {
    const member = await newMember(t);
    const own = await member.profile();
    expectError(await member.client.request({ url: `${GENERATED}/${own.id}` }), 404, 'not_found');
  });
});

describe('POST /api/career/generated_profiles/{id} (confirm)', () => {
  it('replaces the member’s sections and positions in one go, keeping career goals and visibility', async () => {
    const member = await newMember(t);
    await member.client.request({
      method: 'PATCH',
      url: `${MY_PROFILE}/personalinformation`,
      body: personalInformation(),
    });
    await member.client.request({
      method: 'PATCH',
      url: `${MY_PROFILE}/contactdetails`,
      body: { phoneNumber: '+49 89 1234567' },
    });
    await member.client.request({ method: 'PATCH', url: `${MY_PROFILE}/currentposition`, body: currentPosition() });
    await member.client.request({ method: 'POST', url: `${MY_PROFILE}/pastpositions`, body: pastPosition() });
    const goal = await member.client.request({
      method: 'POST',
      url: '/api/career/next_career_steps',
      body: { careerLevelIds: [5], functionIds: [3], industryIds: [6] },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const before = await member.profile();

    const { profile } = await generated(t, member.client);
    const response = await member.client.request({ method: 'POST', url: `${GENERATED}/${profile.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<Profile>();
    expect(after.id).toBe(before.id);
    expect(after.personalInformation).toEqual(profile.personalInformation);
    expect(after.contactDetails).toEqual({ phoneNumber: '+491701234567', email: before.contactDetails.email });
    expect(after.professionalInformation).toEqual(profile.professionalInformation);
    expect(after.currentPosition).toMatchObject({ title: 'Leiterin Controlling', companyName: 'Beispiel AG' });
    expect(after.currentPosition!.identifier).not.toBe(profile.currentPosition!.identifier);
    expect(after.pastPositions.map((p) => p.title)).toEqual(profile.pastPositions.map((p) => p.title));
    expect(after.careerSteps).toEqual(before.careerSteps);
    expect(after.visibility).toBe(before.visibility);
    expect(await member.profile()).toEqual(after);

    const confirmed = (await member.client.request({ url: `${GENERATED}/${profile.id}` })).json<GeneratedProfile>();
    expect(confirmed.confirmedAt).not.toBeNull();
    expectError(await member.client.request({ method: 'POST', url: `${GENERATED}/${profile.id}` }), 409, 'conflict');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, member.accountId), eq(auditLog.action, 'generated_profile.confirmed')));
    expect(audit).toHaveLength(1);
  });

  it('answers 409 before the profile is ready or after it failed, 401 to visitors, 404 to others', async () => {
    const member = await newMember(t);
    const up = await uploaded(t, member.client);
    const id = (await start(member.client, up.id)).json().id;
    expectError(await member.client.request({ method: 'POST', url: `${GENERATED}/${id}` }), 409, 'conflict');
    await t.app.cvProcessing.runDue();
    const other = await newMember(t);
    expectError(await other.client.request({ method: 'POST', url: `${GENERATED}/${id}` }), 404, 'not_found');
    expectError(
      await testClient(t.app).request({ method: 'POST', url: `${GENERATED}/${id}`, headers: withToken(up.token) }),
      401,
      'unauthenticated',
    );
    const odd = await member.client.request({ method: 'POST', url: `${GENERATED}/${id}`, body: { force: true } });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().error.fields).toEqual({ force: ['validation.unknownField'] });
  });
});

describe('POST /api/career/generated_profiles/{id}/privacy', () => {
  it('makes a member visible or anonymous to all three audiences', async () => {
    const member = await newMember(t);
    const { profile } = await generated(t, member.client);
    const privacy = (makeVisible: unknown) =>
      member.client.request({
        method: 'POST',
        url: `${GENERATED}/${profile.id}/privacy`,
        body: { make_visible: makeVisible },
      });
    expect((await privacy(true)).json()).toEqual({ visibility: 'visible' });
    const settings = await member.client.request({ url: `/api/career/accounts/${member.accountId}/privacy` });
    expect(settings.json()).toEqual({
      headhunter_visibility: 'visible',
      recruiter_visibility: 'visible',
      partner_networks_visibility: 'visible',
      visibility: 'visible',
    });
    expect((await privacy(false)).json()).toEqual({ visibility: 'anonymous' });
    expect((await member.profile()).visibility).toBe('anonymous');
    for (const [value, key] of [
      [undefined, 'validation.required'],
      ['yes', 'validation.invalidType'],
      [1, 'validation.invalidType'],
    ] as const) {
      const response = await privacy(value);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields.make_visible).toEqual([key]);
    }
    const other = await newMember(t);
    const foreign = await other.client.request({
      method: 'POST',
      url: `${GENERATED}/${profile.id}/privacy`,
      body: { make_visible: true },
    });
    expectError(foreign, 404, 'not_found');
  });
});

describe('a visitor’s CV', () => {
  it('is processed with the guest cookie and token, and claimed with the visibility choice at sign-up', async () => {
    const guest = visitor(t);
    const { profile, headers, upload } = await generated(t, guest);
    expect(profile).toMatchObject({ status: 'ready', visibility: 'anonymous' });
    const privacy = await guest.request({
      method: 'POST',
      url: `${GENERATED}/${profile.id}/privacy`,
      body: { make_visible: true },
      headers,
    });
    expect(privacy.json()).toEqual({ visibility: 'visible' });
    expect((await guest.request({ url: `${GENERATED}/${profile.id}`, headers })).json().visibility).toBe('visible');
    // Without the token, or with another visitor's cookie, nothing.
    expectError(await guest.request({ url: `${GENERATED}/${profile.id}` }), 401, 'unauthenticated');
    expectError(await visitor(t).request({ url: `${GENERATED}/${profile.id}`, headers }), 404, 'not_found');
    // A visitor cannot confirm.
    expectError(
      await guest.request({ method: 'POST', url: `${GENERATED}/${profile.id}`, headers }),
      401,
      'unauthenticated',
    );

    const { id: accountId } = await guest.signUp();
    const mine = await guest.request({ url: `${GENERATED}/${profile.id}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().visibility).toBe('visible');
    const settings = (await guest.request({ url: `/api/career/accounts/${accountId}/privacy` })).json();
    expect(settings.visibility).toBe('visible');
    expect((await guest.request({ url: `/api/career/account_uploads/${upload.id}` })).statusCode).toBe(200);
    // Once claimed, the token alone no longer opens it.
    await guest.request({ method: 'DELETE', url: '/api/account/sign_out' });
    expectError(await guest.request({ url: `${GENERATED}/${profile.id}`, headers }), 404, 'not_found');
  });

  it('is claimed at sign-in by an existing member with the same guest cookie', async () => {
    const member = await newMember(t);
    const email = (await member.client.request({ url: '/api/career/me' })).json().email;
    const guest = visitor(t);
    const { profile } = await generated(t, guest);
    const signIn = await guest.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email, password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const response = await guest.request({ method: 'POST', url: `${GENERATED}/${profile.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Profile>().personalInformation.name).toBe('Katharina');
    // The member's other browser sees it too, by session.
    expect((await member.client.request({ url: `${GENERATED}/${profile.id}` })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every CV route with a tag and a summary, the upload as multipart', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    const cv = Object.entries<Record<string, { tags?: string[]; summary?: string }>>(paths).filter(
      ([path]) => path.startsWith('/api/career/account_uploads') || path.startsWith('/api/career/generated_profiles'),
    );
    const operations = cv.flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    expect(operations).toHaveLength(23);
    for (const { op } of operations) {
      expect(op.tags?.length).toBeGreaterThan(0);
      expect(op.summary).toBeTruthy();
    }
    const body = paths['/api/career/account_uploads'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.upload_file).toMatchObject({ type: 'string', format: 'binary' });
  });
});
