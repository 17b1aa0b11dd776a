// Both engines: the marks live in jsonb and a past position without an end date passes the database's check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import type { Position, Profile } from '@laufbahn/contracts/profile';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { MY_PROFILE, newMember, pastPosition } from '../../profile/profile-test-helpers.ts';
import { fixture } from '../cv-test-documents.ts';
import { cvFile, expectError, GENERATED, generated, withToken } from '../cv-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A French two-column CV (holdout set) with every kind of mark: a second current role ("Présidente", held beside
 * the main job), dates given by the year alone, and a role whose employer comes from the company heading above it.
 */
async function frenchCanva(client?: TestClient) {
  const owner = client ?? (await newMember(t)).client;
  const { profile, headers, upload } = await generated(t, owner, [
    cvFile(fixture('../holdout/fr-canva-01.pdf'), 'cv-girard.pdf'),
  ]);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', section: string, body?: unknown) =>
    owner.request({ method, url: `${GENERATED}/${profile.id}${section}`, body, headers });
  return { owner, profile, headers, upload, call };
}

const positionsOf = (profile: Pick<Profile, 'currentPosition' | 'pastPositions'>) =>
  [profile.currentPosition, ...profile.pastPositions].filter((p): p is Position => p !== null);
const titled = (profile: GeneratedProfile, title: string) =>
  positionsOf(profile).find((p) => p.title.toLowerCase() === title.toLowerCase())!;
const checksOf = (profile: GeneratedProfile, position: Position) => profile.positionChecks[String(position.identifier)];

// Each test reads a two-page PDF through the queue; on a loaded machine that takes a while.
describe('position fields to check, in the generated profile', { timeout: 180_000 }, () => {
  it('carries each kind of mark with its reason, and keeps a second current role without an end date', async () => {
    const { profile } = await frenchCanva();
    expect(profile.status).toBe('ready');

    const main = profile.currentPosition!;
    expect(main.title.toLowerCase()).toBe('directeur des opérations');
    expect(checksOf(profile, main)).toEqual([{ field: 'startDate', reason: 'yearOnly' }]);

    const beside = titled(profile, 'Présidente');
    expect(beside).toMatchObject({ current: false, endDate: null, startDate: { month: 1, year: 2010 } });
    expect(checksOf(profile, beside)).toEqual([
      { field: 'startDate', reason: 'yearOnly' },
      { field: 'endDate', reason: 'secondCurrentRole' },
    ]);

    const underHeading = titled(profile, 'Directrice marketing');
    expect(underHeading.companyName).toBe('Solenne Cosmétiques SA');
    expect(checksOf(profile, underHeading)).toEqual([
      { field: 'companyName', reason: 'companyFromHeading' },
      { field: 'startDate', reason: 'yearOnly' },
      { field: 'endDate', reason: 'yearOnly' },
    ]);
    expect(underHeading.endDate).toEqual({ month: 12, year: 2017 });

    // Every marked identifier is a position of the profile; unmarked ones have no entry.
    const ids = new Set(positionsOf(profile).map((p) => String(p.identifier)));
    for (const [id, checks] of Object.entries(profile.positionChecks)) {
      expect(ids.has(id)).toBe(true);
      expect(checks.length).toBeGreaterThan(0);
    }
  });

  it('a CV without such cases has no marks', async () => {
    const member = await newMember(t);
    const { profile } = await generated(t, member.client, [cvFile(fixture('de-onecol-01.pdf'), 'cv.pdf')]);
    expect(profile.positionChecks).toEqual({});
  });

  it('DELETE …/positions/{positionId}/checks keeps the fields as they are and drops the marks', async () => {
    const { profile, call } = await frenchCanva();
    const beside = titled(profile, 'Présidente');
    const response = await call('DELETE', `/positions/${beside.identifier}/checks`);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<GeneratedProfile>();
    expect(checksOf(after, beside)).toBeUndefined();
    expect(titled(after, 'Présidente')).toEqual(beside);
    // The other positions keep theirs.
    expect(checksOf(after, titled(after, 'Directrice marketing'))).toHaveLength(3);
    // Again: nothing left to drop, still fine.
    expect((await call('DELETE', `/positions/${beside.identifier}/checks`)).statusCode).toBe(200);
    const read = (await call('GET', '')).json<GeneratedProfile>();
    expect(checksOf(read, beside)).toBeUndefined();
  });

  it('saving a position, or making it the current one, drops its marks', async () => {
    const { profile, call } = await frenchCanva();
    const underHeading = titled(profile, 'Directrice marketing');
    const edited = await call(
      'PATCH',
      `/pastpositions/${underHeading.identifier}`,
      pastPosition({
        title: 'Directrice marketing',
        companyName: 'Solenne Cosmétiques SA',
        startDate: { month: 3, year: 2013 },
        endDate: { month: 8, year: 2017 },
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(checksOf(edited.json<GeneratedProfile>(), underHeading)).toBeUndefined();

    const main = profile.currentPosition!;
    const savedMain = await call('PATCH', '/currentposition', {
      identifier: main.identifier,
      title: main.title,
      companyName: main.companyName,
      startDate: { month: 2, year: 2017 },
    });
    expect(savedMain.statusCode, savedMain.body).toBe(200);
    expect(checksOf(savedMain.json<GeneratedProfile>(), main)).toBeUndefined();

    const beside = titled(profile, 'Présidente');
    const converted = await call('POST', `/pastpositions/${beside.identifier}/convert`);
    expect(converted.statusCode, converted.body).toBe(200);
    const after = converted.json<GeneratedProfile>();
    expect(after.currentPosition!.identifier).toBe(beside.identifier);
    expect(checksOf(after, beside)).toBeUndefined();
  });

  it('a refused edit leaves the marks: the open end must be given to save the form', async () => {
    const { profile, call } = await frenchCanva();
    const beside = titled(profile, 'Présidente');
    const { endDate: _end, ...withoutEnd } = pastPosition({ title: beside.title, companyName: beside.companyName });
    expectError(await call('PATCH', `/pastpositions/${beside.identifier}`, withoutEnd), 422, 'validation_failed', {
      endDate: ['validation.endDateRequired'],
    });
    expect(checksOf((await call('GET', '')).json<GeneratedProfile>(), beside)).toHaveLength(2);
  });

  it('answers 404 for a position not of this profile, 404 to others, 401 without proof, 409 once confirmed', async () => {
    const { owner, profile, upload, call } = await frenchCanva();
    const beside = titled(profile, 'Présidente');
    const path = `${GENERATED}/${profile.id}/positions/${beside.identifier}/checks`;

    // Another profile's position, the member's own included.
    const own = (
      await owner.request({ method: 'POST', url: `${MY_PROFILE}/pastpositions`, body: pastPosition() })
    ).json<Profile>();
    expectError(await call('DELETE', `/positions/${own.pastPositions[0]!.identifier}/checks`), 404, 'not_found');
    expectError(await call('DELETE', '/positions/2147483646/checks'), 404, 'not_found');
    for (const odd of ['abc', '-1', '0', '1.5', '9'.repeat(400)]) {
      const response = await call('DELETE', `/positions/${odd}/checks`);
      expect([404, 422], response.body).toContain(response.statusCode);
      expect(response.statusCode).not.toBe(500);
    }

    const other = await newMember(t);
    expectError(await other.client.request({ method: 'DELETE', url: path }), 404, 'not_found');
    expectError(
      await other.client.request({ method: 'DELETE', url: path, headers: withToken(upload.token) }),
      404,
      'not_found',
    );
    expectError(await testClient(t.app).request({ method: 'DELETE', url: path }), 401, 'unauthenticated');
    // None of that changed anything.
    expect(checksOf((await call('GET', '')).json<GeneratedProfile>(), beside)).toHaveLength(2);

    // Confirmed: the open-ended role goes into the member's profile as it is, and the marks can no longer change.
    expect((await call('POST', '')).statusCode).toBe(200);
    expectError(await call('DELETE', `/positions/${beside.identifier}/checks`), 409, 'conflict');
    const mine = (await owner.request({ url: MY_PROFILE })).json<Profile>();
    expect(mine.currentPosition!.title.toLowerCase()).toBe('directeur des opérations');
    expect(mine.pastPositions.find((p) => p.title.toLowerCase() === 'présidente')).toMatchObject({
      current: false,
      endDate: null,
    });
  });
});
