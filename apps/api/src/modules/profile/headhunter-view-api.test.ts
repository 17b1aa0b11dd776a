import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import {
  currentPosition,
  expectStatus,
  MUNICH,
  MY_PROFILE,
  newMember,
  pastPosition,
  personalInformation,
  type Member,
} from './profile-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VIEW = '/api/career/my_profile/headhunter_view';

async function filledMember(): Promise<Member> {
  const member = await newMember(t);
  const patch = (url: string, body: unknown) => member.client.request({ method: 'PATCH', url, body });
  expectStatus(await patch(`${MY_PROFILE}/personalinformation`, personalInformation()), 200);
  expectStatus(await patch(`${MY_PROFILE}/contactdetails`, { phoneNumber: '+49 89 1234567' }), 200);
  expectStatus(await patch(`${MY_PROFILE}/professionalinformation`, { skills: ['Controlling'] }), 200);
  expectStatus(await patch(`${MY_PROFILE}/currentposition`, currentPosition({ companyName: 'Vertraulich GmbH' })), 200);
  expectStatus(
    await member.client.request({ method: 'POST', url: `${MY_PROFILE}/pastpositions`, body: pastPosition() }),
    201,
  );
  const goal = {
    careerLevelIds: [6],
    functionIds: [3],
    industryIds: [6],
    locations: [{ geoCodeId: MUNICH, radiusKm: 50 }],
  };
  expectStatus(await member.client.request({ method: 'POST', url: '/api/career/next_career_steps', body: goal }), 201);
  return member;
}

const setVisibility = (member: Member, value: string) =>
  member.client.request({
    method: 'PATCH',
    url: `/api/career/accounts/${member.accountId}/privacy`,
    body: { headhunter_visibility: value },
  });

describe('GET /api/career/my_profile/headhunter_view', () => {
  it('answers 401 to a visitor', async () => {
    expectStatus(await testClient(t.app).request({ url: VIEW }), 401, 'unauthenticated');
  });

  it('shows a new member anonymous, by default', async () => {
    const member = await newMember(t);
    const response = await member.client.request({ url: VIEW });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      visibility: 'anonymous',
      name: null,
      currentPosition: null,
      careerGoal: null,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('follows the headhunter visibility: visible, anonymous, invisible', async () => {
    const member = await filledMember();
    expectStatus(await setVisibility(member, 'visible'), 200);
    const visible = (await member.client.request({ url: VIEW })).json();
    expect(visible).toMatchObject({
      visibility: 'visible',
      name: 'Katharina Berger',
      pictureUrl: null,
      city: 'München',
      countryId: 44,
      currentPosition: { title: 'CFO', companyName: 'Vertraulich GmbH', since: { month: 7, year: 2019 } },
      pastPositions: [{ title: 'Leiterin Controlling', companyName: 'Beispiel AG' }],
      skills: ['Controlling'],
      careerGoal: { careerLevelIds: [6], functionIds: [3], industryIds: [6], locations: [expect.any(String)] },
    });
    expect(visible.yearsOfExperience).toBeGreaterThanOrEqual(new Date().getUTCFullYear() - 2016);

    expectStatus(await setVisibility(member, 'anonymous'), 200);
    const anonymous = (await member.client.request({ url: VIEW })).json();
    expect(anonymous).toMatchObject({
      visibility: 'anonymous',
      name: null,
      pictureUrl: null,
      currentPosition: { title: 'CFO', companyName: null },
      pastPositions: [{ companyName: 'Beispiel AG' }],
      careerGoal: { locations: [expect.any(String)] },
    });
    expect(JSON.stringify(anonymous)).not.toMatch(/Katharina|Berger|Vertraulich|\+49/);

    expectStatus(await setVisibility(member, 'invisible'), 200);
    expect((await member.client.request({ url: VIEW })).json()).toEqual({
      visibility: 'invisible',
      name: null,
      pictureUrl: null,
      city: null,
      countryId: null,
      currentPosition: null,
      pastPositions: [],
      skills: [],
      yearsOfExperience: null,
      careerGoal: null,
    });
  });

  it('shows each member only their own profile', async () => {
    const member = await filledMember();
    expectStatus(await setVisibility(member, 'visible'), 200);
    const other = await newMember(t);
    expectStatus(await setVisibility(other, 'visible'), 200);
    const view = (await other.client.request({ url: VIEW })).json();
    expect(view).toMatchObject({ name: null, currentPosition: null, pastPositions: [] });
  });
});
