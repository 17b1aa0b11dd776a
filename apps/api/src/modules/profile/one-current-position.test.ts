// Both engines: a partial unique index, and concurrent requests.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@laufbahn/contracts/profile';
import { auditLog } from '../../db/schema/accounts.ts';
import { positions } from '../../db/schema/profiles.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import {
  currentPosition,
  expectStatus,
  MY_PROFILE,
  newMember,
  pastPosition,
  type Member,
} from './profile-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentRows = (profileId: number) =>
  t.database.db
    .select()
    .from(positions)
    .where(and(eq(positions.profileId, profileId), eq(positions.current, true)));

const convertUrl = (profileId: number, positionId: number) =>
  `${MY_PROFILE}/${profileId}/pastpositions/${positionId}/convert`;

/** A member with a current position (from 7/2019) and a past one (1/2015–6/2019). */
async function memberWithPositions(): Promise<{ member: Member; profile: Profile; currentId: number; pastId: number }> {
  const member = await newMember(t);
  await member.client.request({ method: 'POST', url: `${MY_PROFILE}/pastpositions`, body: pastPosition() });
  const response = await member.client.request({
    method: 'PATCH',
    url: `${MY_PROFILE}/currentposition`,
    body: currentPosition(),
  });
  const profile = response.json<Profile>();
  return {
    member,
    profile,
    currentId: profile.currentPosition!.identifier,
    pastId: profile.pastPositions[0]!.identifier,
  };
}

describe('only one current position', () => {
  it.each([2, 6])('%i concurrent new current positions leave exactly one current', async (count) => {
    const member = await newMember(t);
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        member.client.request({
          method: 'PATCH',
          url: `${MY_PROFILE}/currentposition`,
          body: currentPosition({ title: `Position ${i}`, startDate: { month: 1 + i, year: 2020 } }),
        }),
      ),
    );
    // The profile's row lock makes them take turns: each one succeeds and ends the one before.
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const saved = responses.length;
    const profile = await member.profile();
    expect(await currentRows(profile.id)).toHaveLength(1);
    expect(profile.currentPosition).not.toBeNull();
    expect(profile.pastPositions).toHaveLength(saved - 1);
    expect(profile.pastPositions.every((p) => p.endDate !== null && !p.current)).toBe(true);
  });

  it('is held by the database: a second current position cannot be inserted directly', async () => {
    const { profile } = await memberWithPositions();
    const insert = t.database.db.insert(positions).values({
      profileId: profile.id,
      title: 'Zweite',
      companyName: 'Doppelt GmbH',
      startMonth: 1,
      startYear: 2021,
      current: true,
    });
    const error = await insert.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error, 'positions_one_current_per_profile')).toBe(true);
    expect(await currentRows(profile.id)).toHaveLength(1);
  });
});

describe('POST /api/career/my_profile/{id}/pastpositions/{positionId}/convert', () => {
  it('swaps current and past: the old current one ends when the converted one started, or at its own start', async () => {
    const { member, profile, currentId, pastId } = await memberWithPositions();
    const response = await member.client.request({ method: 'POST', url: convertUrl(profile.id, pastId) });
    expectStatus(response, 200);
    const after = response.json<Profile>();
    expect(after.currentPosition).toMatchObject({ identifier: pastId, current: true, endDate: null });
    // The converted one started 1/2015, before the old current one (7/2019): that one ends at its own start.
    expect(after.pastPositions).toEqual([
      expect.objectContaining({ identifier: currentId, current: false, endDate: { month: 7, year: 2019 } }),
    ]);
    expect(await currentRows(profile.id)).toHaveLength(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, member.accountId));
    expect(audit.filter((a) => a.action === 'position.converted')).toHaveLength(1);

    // And back: the old current one (7/2019) started after the converted one (1/2015).
    const back = (
      await member.client.request({ method: 'POST', url: convertUrl(profile.id, currentId) })
    ).json<Profile>();
    expect(back.currentPosition!.identifier).toBe(currentId);
    expect(back.pastPositions[0]).toMatchObject({ identifier: pastId, endDate: { month: 7, year: 2019 } });
  });

  it('makes a past position current when there is none', async () => {
    const member = await newMember(t);
    const profile = (
      await member.client.request({ method: 'POST', url: `${MY_PROFILE}/pastpositions`, body: pastPosition() })
    ).json<Profile>();
    const response = await member.client.request({
      method: 'POST',
      url: convertUrl(profile.id, profile.pastPositions[0]!.identifier),
    });
    expectStatus(response, 200);
    expect(response.json<Profile>()).toMatchObject({
      currentPosition: { current: true, endDate: null },
      pastPositions: [],
    });
  });

  it('answers 404 for another member’s profile or position, the current position and unknown ids; 401 to a visitor', async () => {
    const mine = await memberWithPositions();
    const theirs = await memberWithPositions();
    const convert = (profileId: number, positionId: number) =>
      mine.member.client.request({ method: 'POST', url: convertUrl(profileId, positionId) });
    expectStatus(await convert(theirs.profile.id, theirs.pastId), 404, 'not_found');
    expectStatus(await convert(theirs.profile.id, mine.pastId), 404, 'not_found');
    expectStatus(await convert(mine.profile.id, theirs.pastId), 404, 'not_found');
    expectStatus(await convert(mine.profile.id, mine.currentId), 404, 'not_found');
    expectStatus(await convert(mine.profile.id, 2_000_000_000), 404, 'not_found');
    expectStatus(
      await testClient(t.app).request({ method: 'POST', url: convertUrl(mine.profile.id, mine.pastId) }),
      401,
    );
    expect((await theirs.member.profile()).currentPosition!.identifier).toBe(theirs.currentId);
    expect((await mine.member.profile()).currentPosition!.identifier).toBe(mine.currentId);
  });

  it('runs in one transaction: when making the position current fails, the old one stays current', async () => {
    const { member, profile, currentId, pastId } = await memberWithPositions();
    const name = `refuse_current_${pastId}`;
    await t.database.db.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin if new.id = ${pastId} and new.current then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger ${name} before update on positions for each row execute function ${name}()`),
    );
    try {
      const response = await member.client.request({ method: 'POST', url: convertUrl(profile.id, pastId) });
      expectStatus(response, 500, 'internal');
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger ${name} on positions`));
      await t.database.db.execute(sql.raw(`drop function ${name}()`));
    }
    const after = await member.profile();
    expect(after.currentPosition).toMatchObject({ identifier: currentId, endDate: null });
    expect(after.pastPositions).toEqual([
      expect.objectContaining({ identifier: pastId, endDate: { month: 6, year: 2019 } }),
    ]);
  });

  it('refuses ids that cannot exist (422)', async () => {
    const member = await newMember(t);
    const response = await member.client.request({ method: 'POST', url: `${MY_PROFILE}/x/pastpositions/1/convert` });
    expectStatus(response, 422, 'validation_failed');
  });
});
