import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import type { Profile } from '@laufbahn/contracts/profile';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import {
  currentPosition,
  GERMANY,
  HAMBURG,
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

/** A member (or visitor) with a ready generated profile, and a request function bound to it. */
async function ready(client?: TestClient) {
  const owner = client ?? (await newMember(t)).client;
  const { profile, headers } = await generated(t, owner);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', section: string, body?: unknown) =>
    owner.request({ method, url: `${GENERATED}/${profile.id}${section}`, body, headers });
  return { owner, profile, headers, call };
}

const jpeg = async (width = 400, height = 600) =>
  (
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
const FULL = { x: 0, y: 0, width: 1000, height: 1000 };

describe('the generated profile’s twins of the profile calls', () => {
  it('PATCH personalinformation', async () => {
    const { call } = await ready();
    const response = await call('PATCH', '/personalinformation', personalInformation({ city: '' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GeneratedProfile>()).toMatchObject({
      status: 'ready',
      personalInformation: { name: 'Katharina', lastName: 'Berger', city: 'Munich', genderId: 2 },
    });
    const tooYoung = await call(
      'PATCH',
      '/personalinformation',
      personalInformation({ dateOfBirth: { day: 1, month: 1, year: 2020 } }),
    );
    expect(tooYoung.json().error.fields).toEqual({ dateOfBirth: ['validation.tooYoung'] });
  });

  it('PATCH contactdetails (national numbers in the profile’s country)', async () => {
    const { call } = await ready();
    const response = await call('PATCH', '/contactdetails', { phoneNumber: '089 1234567' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GeneratedProfile>().contactDetails).toEqual({
      phoneNumber: '+49891234567',
      email: 'katharina.berger@example.de',
    });
    const invalid = await call('PATCH', '/contactdetails', { phoneNumber: '12' });
    expect(invalid.json().error.fields).toEqual({ phoneNumber: ['validation.phoneInvalid'] });
    const unknown = await call('PATCH', '/contactdetails', { phoneNumber: '+49 89 1234567', fax: '1' });
    expect(unknown.json().error.fields).toEqual({ fax: ['validation.unknownField'] });
  });

  it('PATCH professionalinformation', async () => {
    const { call } = await ready();
    const response = await call('PATCH', '/professionalinformation', {
      currentSalaryRangeId: 9,
      managementExperienceId: 4,
      skills: ['Controlling'],
    });
    expect(response.json<GeneratedProfile>().professionalInformation).toEqual({
      currentSalaryRangeId: 9,
      managementExperienceId: 4,
      skills: ['Controlling'],
    });
    const invalid = await call('PATCH', '/professionalinformation', { currentSalaryRangeId: 999, skills: ['a', 'A'] });
    expect(invalid.json().error.fields).toEqual({ skills: ['validation.duplicateItems'] });
  });

  it('PATCH currentposition: a new current one turns the previous into a past one', async () => {
    const { call, profile } = await ready();
    const previous = profile.currentPosition!;
    const response = await call(
      'PATCH',
      '/currentposition',
      currentPosition({ title: 'CFO', startDate: { month: 1, year: 2024 } }),
    );
    const body = response.json<GeneratedProfile>();
    expect(body.currentPosition).toMatchObject({ title: 'CFO', current: true });
    expect(body.pastPositions[0]).toMatchObject({ identifier: previous.identifier, endDate: { month: 1, year: 2024 } });
    const future = await call('PATCH', '/currentposition', currentPosition({ startDate: { month: 1, year: 2100 } }));
    expect(future.json().error.fields).toEqual({ startDate: ['validation.dateInFuture'] });
  });

  it('POST, PATCH and DELETE pastpositions, and convert', async () => {
    const { call, profile } = await ready();
    const added = await call('POST', '/pastpositions', pastPosition({ geoCodeId: HAMBURG, city: 'Hamburg' }));
    expect(added.statusCode, added.body).toBe(201);
    const past = added
      .json<GeneratedProfile>()
      .pastPositions.find((p) => p.title === 'Leiterin Controlling' && p.city === 'Hamburg')!;
    expect(past).toMatchObject({ countryId: GERMANY, geoCodeId: HAMBURG });

    const edited = await call(
      'PATCH',
      `/pastpositions/${past.identifier}`,
      pastPosition({ title: 'Bereichsleiterin' }),
    );
    expect(edited.json<GeneratedProfile>().pastPositions.map((p) => p.title)).toContain('Bereichsleiterin');
    const backwards = await call(
      'PATCH',
      `/pastpositions/${past.identifier}`,
      pastPosition({ endDate: { month: 1, year: 2010 } }),
    );
    expect(backwards.json().error.fields).toEqual({
      startDate: ['validation.startAfterEnd'],
      endDate: ['validation.endBeforeStart'],
    });

    const converted = await call('POST', `/pastpositions/${past.identifier}/convert`);
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json<GeneratedProfile>().currentPosition!.identifier).toBe(past.identifier);

    const removed = await call('DELETE', `/pastpositions/${profile.currentPosition!.identifier}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<GeneratedProfile>().pastPositions.map((p) => p.identifier)).not.toContain(
      profile.currentPosition!.identifier,
    );
    expectError(await call('DELETE', `/pastpositions/${profile.currentPosition!.identifier}`), 404, 'not_found');
  });

  it('never touches another profile’s positions, the member’s own included', async () => {
    const member = await newMember(t);
    const own = (
      await member.client.request({ method: 'PATCH', url: `${MY_PROFILE}/currentposition`, body: currentPosition() })
    ).json<Profile>();
    const { call } = await ready(member.client);
    const ownId = own.currentPosition!.identifier;
    expectError(await call('PATCH', `/pastpositions/${ownId}`, pastPosition()), 404, 'not_found');
    expectError(await call('DELETE', `/pastpositions/${ownId}`), 404, 'not_found');
    expectError(await call('POST', `/pastpositions/${ownId}/convert`), 404, 'not_found');
    expect((await member.profile()).currentPosition!.identifier).toBe(ownId);
  });

  it('GET, POST, PATCH and DELETE generated_profile_picture, and its image', async () => {
    const { call, profile, owner, headers } = await ready(visitor(t));
    expectError(await call('GET', '/generated_profile_picture'), 404, 'not_found');
    const posted = await call('POST', '/generated_profile_picture', { picture: await jpeg(), dimensions: FULL });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().url).toMatch(
      new RegExp(`^/api/career/generated_profiles/${profile.id}/generated_profile_picture/image\\?v=\\d+$`),
    );
    const view = (await call('GET', '')).json<GeneratedProfile>();
    expect(view.picture).toEqual({ url: posted.json().url, dimensions: FULL });

    // An <img> sends the guest cookie, and the token in the address.
    const image = await owner.request({ url: `${view.picture!.url}&token=${headers['x-upload-token']}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expectError(await owner.request({ url: view.picture!.url }), 401, 'unauthenticated');
    expectError(
      await visitor(t).request({ url: `${view.picture!.url}&token=${headers['x-upload-token']}` }),
      404,
      'not_found',
    );

    const recropped = await call('PATCH', '/generated_profile_picture', {
      dimensions: { x: 0, y: 0, width: 1000, height: 500 },
    });
    expect(recropped.statusCode, recropped.body).toBe(200);
    const tooSmall = await call('POST', '/generated_profile_picture', {
      picture: await jpeg(100, 100),
      dimensions: FULL,
    });
    expect(tooSmall.json().error.fields).toEqual({ picture: ['validation.imageTooSmall'] });
    expect((await call('GET', '/generated_profile_picture')).json().mimeType).toBe('image/jpeg');
    expect((await call('DELETE', '/generated_profile_picture')).statusCode).toBe(204);
    expect((await call('GET', '')).json().picture).toBeNull();
  });

  it('carries the picture into the member’s profile on confirmation', async () => {
    const member = await newMember(t);
    const { call, profile } = await ready(member.client);
    await call('POST', '/generated_profile_picture', { picture: await jpeg(), dimensions: FULL });
    const confirmed = await member.client.request({ method: 'POST', url: `${GENERATED}/${profile.id}` });
    const picture = confirmed.json<Profile>().picture!;
    expect(picture.url).toMatch(/^\/api\/career\/my_profile\/profile_picture\/image\?v=\d+$/);
    expect((await member.client.request({ url: picture.url })).statusCode).toBe(200);
    // The generated profile keeps its own files.
    expect((await member.client.request({ url: (await call('GET', '')).json().picture.url })).statusCode).toBe(200);
  });

  it('answers 409 while processing and after confirmation, 404 to others, 401 without proof', async () => {
    const member = await newMember(t);
    const up = await uploaded(t, member.client);
    const id = (await member.client.request({ method: 'POST', url: GENERATED, body: { identifier: up.id } })).json().id;
    const patch = (client: TestClient, headers: Record<string, string> = {}) =>
      client.request({
        method: 'PATCH',
        url: `${GENERATED}/${id}/personalinformation`,
        body: personalInformation(),
        headers,
      });
    expectError(await patch(member.client), 409, 'conflict');
    await t.app.cvProcessing.runDue();
    const other = await newMember(t);
    expectError(await patch(other.client), 404, 'not_found');
    expectError(await patch(other.client, withToken(up.token)), 404, 'not_found');
    expectError(await patch(testClient(t.app)), 401, 'unauthenticated');
    // Ownership before the body: a stranger with a bad body still gets 404.
    const strangerBadBody = await other.client.request({
      method: 'PATCH',
      url: `${GENERATED}/${id}/personalinformation`,
      body: { x: 1 },
    });
    expectError(strangerBadBody, 404, 'not_found');
    expect((await patch(member.client)).statusCode).toBe(200);
    await member.client.request({ method: 'POST', url: `${GENERATED}/${id}` });
    expectError(await patch(member.client), 409, 'conflict');
    expectError(
      await member.client.request({
        method: 'POST',
        url: `${GENERATED}/${id}/generated_profile_picture`,
        body: { picture: await jpeg(), dimensions: FULL },
      }),
      409,
      'conflict',
    );
  });
});
