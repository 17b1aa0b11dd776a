import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@laufbahn/contracts/profile';
import { auditLog } from '../../db/schema/accounts.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import {
  currentPosition,
  expectInvalid,
  expectStatus,
  GERMANY,
  MUNICH,
  MY_PROFILE,
  newMember,
  NEW_YORK,
  pastPosition,
  type Member,
} from './profile-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CURRENT = `${MY_PROFILE}/currentposition`;
const PAST = `${MY_PROFILE}/pastpositions`;

const saveCurrent = (member: Member, body: Record<string, unknown>) =>
  member.client.request({ method: 'PATCH', url: CURRENT, body });
const addPast = (member: Member, body: Record<string, unknown>) =>
  member.client.request({ method: 'POST', url: PAST, body });

describe('PATCH /api/career/my_profile/currentposition', () => {
  it('creates the current position and answers the whole profile', async () => {
    const member = await newMember(t);
    const response = await saveCurrent(member, currentPosition({ city: '' }));
    expectStatus(response, 200);
    const profile = response.json<Profile>();
    expect(profile.currentPosition).toEqual({
      identifier: expect.any(Number),
      title: 'CFO',
      companyName: 'Beispiel AG',
      companyId: null,
      startDate: { month: 7, year: 2019 },
      endDate: null,
      current: true,
      geoCodeId: MUNICH,
      countryId: GERMANY,
      city: 'Munich',
      careerLevelId: 4,
      functionId: 3,
      industryId: 6,
      description: 'Planung und Berichtswesen.',
    });
    expect(profile.pastPositions).toEqual([]);
  });

  it('edits the current position when the body names it', async () => {
    const member = await newMember(t);
    const id = (await saveCurrent(member, currentPosition())).json<Profile>().currentPosition!.identifier;
    const response = await saveCurrent(member, currentPosition({ identifier: id, title: 'Finanzvorständin' }));
    expectStatus(response, 200);
    expect(response.json<Profile>().currentPosition).toMatchObject({ identifier: id, title: 'Finanzvorständin' });
    expect(response.json<Profile>().pastPositions).toEqual([]);
  });

  it('turns the previous current position into a past one ending when the new one starts', async () => {
    const member = await newMember(t);
    const first = (await saveCurrent(member, currentPosition({ startDate: { month: 3, year: 2018 } }))).json<Profile>();
    const response = await saveCurrent(member, currentPosition({ title: 'CEO', startDate: { month: 9, year: 2022 } }));
    const profile = response.json<Profile>();
    expect(profile.currentPosition).toMatchObject({ title: 'CEO', current: true, endDate: null });
    expect(profile.pastPositions).toEqual([
      expect.objectContaining({
        identifier: first.currentPosition!.identifier,
        current: false,
        startDate: { month: 3, year: 2018 },
        endDate: { month: 9, year: 2022 },
      }),
    ]);
  });

  it('ends the previous one at its own start when the new one started earlier', async () => {
    const member = await newMember(t);
    await saveCurrent(member, currentPosition({ startDate: { month: 3, year: 2020 } }));
    const profile = (
      await saveCurrent(member, currentPosition({ startDate: { month: 1, year: 2016 } }))
    ).json<Profile>();
    expect(profile.pastPositions[0]).toMatchObject({
      startDate: { month: 3, year: 2020 },
      endDate: { month: 3, year: 2020 },
    });
  });

  it('answers 404 for an identifier that is not the member’s current position', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const othersCurrent = (await saveCurrent(other, currentPosition())).json<Profile>().currentPosition!.identifier;
    const past = (await addPast(member, pastPosition())).json<Profile>().pastPositions[0]!.identifier;
    expectStatus(await saveCurrent(member, currentPosition({ identifier: othersCurrent })), 404, 'not_found');
    expectStatus(await saveCurrent(member, currentPosition({ identifier: past })), 404, 'not_found');
    expectStatus(await saveCurrent(member, currentPosition({ identifier: 2_000_000_000 })), 404, 'not_found');
    expect((await other.profile()).currentPosition!.title).toBe('CFO');
    expect((await member.profile()).currentPosition).toBeNull();
  });

  it('answers 401 to a visitor', async () => {
    expectStatus(await testClient(t.app).request({ method: 'PATCH', url: CURRENT, body: currentPosition() }), 401);
  });

  it('refuses an end date on the current position', async () => {
    const member = await newMember(t);
    expectInvalid(
      await saveCurrent(member, currentPosition({ endDate: { month: 1, year: 2020 } })),
      'endDate',
      'validation.invalid',
    );
  });
});

describe('past positions', () => {
  it('adds past positions (201) and lists them newest first: start date, then id', async () => {
    const member = await newMember(t);
    const add = async (title: string, start: [number, number]) => {
      const response = await addPast(member, pastPosition({ title, startDate: { month: start[0], year: start[1] } }));
      expectStatus(response, 201);
      return response.json<Profile>();
    };
    await add('B', [3, 2012]);
    await add('A', [1, 2010]);
    await add('D', [5, 2014]);
    await add('C1', [3, 2012]);
    const profile = await add('E', [12, 2012]);
    expect(profile.pastPositions.map((p) => p.title)).toEqual(['D', 'E', 'C1', 'B', 'A']);
    expect(profile.pastPositions.every((p) => !p.current && p.endDate !== null)).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, member.accountId));
    expect(audit.filter((a) => a.action === 'position.created')).toHaveLength(5);
  });

  it('edits a past position; the current one and other members’ positions are 404', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const id = (await addPast(member, pastPosition())).json<Profile>().pastPositions[0]!.identifier;
    const current = (await saveCurrent(member, currentPosition())).json<Profile>().currentPosition!.identifier;
    const othersPast = (await addPast(other, pastPosition())).json<Profile>().pastPositions[0]!.identifier;
    const edit = (positionId: number, body = pastPosition({ title: 'Neu' })) =>
      member.client.request({ method: 'PATCH', url: `${PAST}/${positionId}`, body });

    const response = await edit(id, pastPosition({ title: 'Neu', endDate: { month: 12, year: 2020 } }));
    expectStatus(response, 200);
    expect(response.json<Profile>().pastPositions[0]).toMatchObject({
      identifier: id,
      title: 'Neu',
      endDate: { month: 12, year: 2020 },
    });
    expectStatus(await edit(current), 404, 'not_found');
    expectStatus(await edit(othersPast), 404, 'not_found');
    expect((await other.profile()).pastPositions[0]!.title).toBe('Leiterin Controlling');
    expectStatus(await testClient(t.app).request({ method: 'PATCH', url: `${PAST}/${id}`, body: pastPosition() }), 401);
    expectInvalid(await edit(id, pastPosition({ endDate: null })), 'endDate', 'validation.endDateRequired');
  });

  it('deletes any own position, the current one included (204); others’ are 404', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const past = (await addPast(member, pastPosition())).json<Profile>().pastPositions[0]!.identifier;
    const current = (await saveCurrent(member, currentPosition())).json<Profile>().currentPosition!.identifier;
    const othersPast = (await addPast(other, pastPosition())).json<Profile>().pastPositions[0]!.identifier;
    const remove = (client: Member['client'], id: number) => client.request({ method: 'DELETE', url: `${PAST}/${id}` });

    expectStatus(await remove(testClient(t.app), past), 401);
    expectStatus(await remove(member.client, othersPast), 404, 'not_found');
    expect((await other.profile()).pastPositions).toHaveLength(1);
    const deleted = await remove(member.client, past);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expectStatus(await remove(member.client, past), 404, 'not_found');
    expect((await remove(member.client, current)).statusCode).toBe(204);
    const profile = await member.profile();
    expect(profile.currentPosition).toBeNull();
    expect(profile.pastPositions).toEqual([]);
  });

  it('refuses ids that cannot exist in the path (422)', async () => {
    const member = await newMember(t);
    expectInvalid(
      await member.client.request({ method: 'DELETE', url: `${PAST}/abc` }),
      'id',
      'validation.invalidType',
    );
    expectInvalid(
      await member.client.request({ method: 'DELETE', url: `${PAST}/99999999999` }),
      'id',
      'validation.invalid',
    );
  });
});

describe('position validation (both endpoints)', () => {
  const future = (() => {
    const now = new Date();
    return now.getUTCMonth() === 11
      ? { month: 1, year: now.getUTCFullYear() + 1 }
      : { month: now.getUTCMonth() + 2, year: now.getUTCFullYear() };
  })();
  const cases: [string, Record<string, unknown>, string][] = [
    ['startDate', { startDate: future }, 'validation.dateInFuture'],
    ['startDate.month', { startDate: { month: 13, year: 2010 } }, 'validation.dateInvalid'],
    ['startDate', { startDate: null }, 'validation.required'],
    ['title', { title: 'x'.repeat(101) }, 'validation.tooLong'],
    ['title', { title: '' }, 'validation.required'],
    ['companyName', { companyName: 'x'.repeat(101) }, 'validation.tooLong'],
    ['city', { city: 'x'.repeat(101) }, 'validation.tooLong'],
    ['description', { description: 'x'.repeat(1001) }, 'validation.tooLong'],
    ['description', { description: 'a\u0000b' }, 'validation.invalid'],
    ['careerLevelId', { careerLevelId: 8 }, 'validation.invalidOption'],
    ['functionId', { functionId: 999 }, 'validation.invalidOption'],
    ['industryId', { industryId: 999 }, 'validation.invalidOption'],
    ['countryId', { countryId: 999 }, 'validation.invalidOption'],
    ['geoCodeId', { geoCodeId: 1 }, 'validation.invalidOption'],
    ['geoCodeId', { geoCodeId: NEW_YORK }, 'validation.invalidOption'],
  ];

  it.each(cases)('refuses %s: %j', async (field, overrides, key) => {
    const member = await newMember(t);
    expectInvalid(await saveCurrent(member, currentPosition(overrides)), field, key);
    expectInvalid(await addPast(member, pastPosition(overrides)), field, key);
    const profile = await member.profile();
    expect([profile.currentPosition, profile.pastPositions]).toEqual([null, []]);
  });

  it('refuses a past position without end date, in the future or ending before it starts', async () => {
    const member = await newMember(t);
    expectInvalid(await addPast(member, pastPosition({ endDate: undefined })), 'endDate', 'validation.endDateRequired');
    expectInvalid(await addPast(member, pastPosition({ endDate: future })), 'endDate', 'validation.dateInFuture');
    const reversed = await addPast(
      member,
      pastPosition({ startDate: { month: 5, year: 2020 }, endDate: { month: 4, year: 2020 } }),
    );
    expectInvalid(reversed, 'startDate', 'validation.startAfterEnd');
    expectInvalid(reversed, 'endDate', 'validation.endBeforeStart');
    expectStatus(
      await addPast(member, pastPosition({ startDate: { month: 5, year: 2020 }, endDate: { month: 5, year: 2020 } })),
      201,
    );
  });

  it('keeps a role held alongside the current position without an end date, and closes it later', async () => {
    const member = await newMember(t);
    const current = (await saveCurrent(member, currentPosition())).json<Profile>().currentPosition!.identifier;
    const board = pastPosition({ title: 'Beirätin', endDate: undefined, alongside: true });
    const added = await addPast(member, board);
    expectStatus(added, 201);
    const profile = added.json<Profile>();
    expect(profile.currentPosition!.identifier).toBe(current);
    const role = profile.pastPositions.find((position) => position.title === 'Beirätin')!;
    expect(role).toMatchObject({ current: false, endDate: null });
    // Closed later: an end date and no more `alongside`.
    const closed = await member.client.request({
      method: 'PATCH',
      url: `${PAST}/${role.identifier}`,
      body: pastPosition({ title: 'Beirätin', endDate: { month: 3, year: 2024 } }),
    });
    expectStatus(closed, 200);
    expect(closed.json<Profile>().pastPositions[0]).toMatchObject({ endDate: { month: 3, year: 2024 } });
    // And opened again.
    const reopened = await member.client.request({
      method: 'PATCH',
      url: `${PAST}/${role.identifier}`,
      body: board,
    });
    expectStatus(reopened, 200);
    expect(reopened.json<Profile>()).toMatchObject({
      currentPosition: { identifier: current },
      pastPositions: [{ identifier: role.identifier, endDate: null, current: false }],
    });
  });

  it('refuses an end date on a role held alongside, and odd values for `alongside`', async () => {
    const member = await newMember(t);
    const withEnd = pastPosition({ alongside: true, endDate: { month: 1, year: 2021 } });
    expectInvalid(await addPast(member, withEnd), 'endDate', 'validation.invalid');
    expectInvalid(await addPast(member, pastPosition({ alongside: 'yes' })), 'alongside', 'validation.invalidType');
    expectInvalid(await addPast(member, pastPosition({ alongside: null })), 'alongside', 'validation.invalidType');
    expectInvalid(
      await addPast(member, pastPosition({ alongside: false, endDate: undefined })),
      'endDate',
      'validation.endDateRequired',
    );
    // The current position never takes it.
    expectInvalid(
      await saveCurrent(member, currentPosition({ alongside: true })),
      'alongside',
      'validation.unknownField',
    );
    expect((await member.profile()).pastPositions).toEqual([]);
  });

  it('accepts a position with only the required fields', async () => {
    const member = await newMember(t);
    const body = { title: 'Beraterin', companyName: 'Selbstständig', startDate: { month: 1, year: 2000 } };
    const response = await saveCurrent(member, body);
    expectStatus(response, 200);
    expect(response.json<Profile>().currentPosition).toMatchObject({ city: null, countryId: null, description: null });
  });
});
