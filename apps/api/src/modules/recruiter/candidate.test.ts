// Both engines: the search filters in SQL (arrays, jsonb skills) and orders Premium first.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, CandidateSearchResult } from '@laufbahn/contracts/recruiter';
import type { Visibility } from '@laufbahn/contracts/profile';
import { accounts } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { HAMBURG, MUNICH } from '../profile/profile-test-helpers.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { memberWithProfile, signedUpRecruiter, type RecruiterClient } from '../../test/recruiter-clients.ts';
import { endSubscription, startSubscription } from '../membership/test-subscriptions.ts';

const AUGSBURG = 2954172;
const letters = (n: number) => [...randomBytes(n)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

let t: TestApp;
let headhunter: RecruiterClient;
let employer: RecruiterClient;
type Member = Awaited<ReturnType<typeof memberWithProfile>>;
let members: Member[];

async function setVisibility(member: Member, headhunterVisibility: Visibility, recruiterVisibility: Visibility) {
  await t.database.db
    .update(accounts)
    .set({ headhunterVisibility, recruiterVisibility })
    .where(eq(accounts.id, member.accountId));
}

const search = async (client: RecruiterClient, query = '') => {
  const response = await client.request({ url: `/api/recruiter/candidates${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const ours = (result: CandidateSearchResult) =>
  result.candidates.filter((c) => members.some((member) => member.profileId === c.id));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
  headhunter = await signedUpRecruiter(t, { kind: 'headhunter' });
  employer = await signedUpRecruiter(t, { kind: 'corporate' });
  // A skill of their own, so that the search finds these members and no one else's.
  const skill = `Fach${letters(10)}`;
  members = [];
  for (let i = 0; i < 4; i++) members.push(await memberWithProfile(t, `M${letters(12)}`, { skills: [skill] }));
  (t as TestApp & { skill?: string }).skill = skill;
}, 120_000);
afterAll(() => t?.close());

const skillQuery = () => `?skill=${encodeURIComponent((t as TestApp & { skill?: string }).skill!)}`;

describe('candidate search and profile, per audience', () => {
  it('lists visible members with their identity, anonymous ones without it, invisible ones never', async () => {
    const [visible, anonymous, invisible, employerOnly] = members as [Member, Member, Member, Member];
    await setVisibility(visible, 'visible', 'visible');
    await setVisibility(anonymous, 'anonymous', 'anonymous');
    await setVisibility(invisible, 'invisible', 'invisible');
    await setVisibility(employerOnly, 'invisible', 'visible');

    const forHeadhunter = await search(headhunter, skillQuery());
    const found = ours(forHeadhunter.json<CandidateSearchResult>());
    expect(found.map((c) => c.id).sort()).toEqual([visible.profileId, anonymous.profileId].sort());
    const shownVisible = found.find((c) => c.id === visible.profileId)!;
    expect(shownVisible.view.name).toBe(`Vorname${visible.marker} Nachname${visible.marker}`);
    expect(shownVisible.view.currentPosition?.companyName).toBe(`Arbeitgeber${visible.marker} AG`);
    const shownAnonymous = found.find((c) => c.id === anonymous.profileId)!;
    expect(shownAnonymous.view).toMatchObject({ name: null, pictureUrl: null, visibility: 'anonymous' });
    expect(shownAnonymous.view.currentPosition).toMatchObject({ title: 'CFO', companyName: null });
    expect(forHeadhunter.body).not.toContain(anonymous.marker);
    expect(forHeadhunter.body).not.toContain(invisible.marker);
    expect(forHeadhunter.body).not.toContain(employerOnly.marker);
    expect(forHeadhunter.body).not.toContain('1971');

    // Employers go by `recruiter_visibility`.
    const forEmployer = ours((await search(employer, skillQuery())).json<CandidateSearchResult>());
    expect(forEmployer.map((c) => c.id).sort()).toEqual(
      [visible.profileId, anonymous.profileId, employerOnly.profileId].sort(),
    );

    // By id: an invisible member is not found, as one that does not exist.
    const byId = (client: RecruiterClient, id: number) => client.request({ url: `/api/recruiter/candidates/${id}` });
    expect((await byId(headhunter, invisible.profileId)).statusCode).toBe(404);
    expect((await byId(headhunter, employerOnly.profileId)).statusCode).toBe(404);
    expect((await byId(employer, employerOnly.profileId)).statusCode).toBe(200);
    expect((await byId(headhunter, 2_000_000_000)).statusCode).toBe(404);
    const anonymousProfile = await byId(headhunter, anonymous.profileId);
    expect(anonymousProfile.statusCode).toBe(200);
    expect(anonymousProfile.body).not.toContain(anonymous.marker);
  });

  it('shows a recruiter exactly what the member’s own “how headhunters see me” shows', async () => {
    const [visible, anonymous] = members as [Member, Member];
    for (const member of [visible, anonymous]) {
      const preview = (await member.client.request({ url: '/api/career/my_profile/headhunter_view' })).json();
      const seen = (
        await headhunter.request({ url: `/api/recruiter/candidates/${member.profileId}` })
      ).json<Candidate>();
      expect(seen.view).toEqual({ ...preview, pictureUrl: null });
    }
  });

  it('lists Premium members first and filters by career goal, skill and country', async () => {
    const [first, second] = members as [Member, Member];
    await setVisibility(first, 'visible', 'visible');
    await setVisibility(second, 'visible', 'visible');
    await endSubscription(t.database, first.accountId);
    await startSubscription(t.database, second.accountId);
    const listed = ours((await search(headhunter, skillQuery())).json<CandidateSearchResult>());
    expect(listed[0]).toMatchObject({ id: second.profileId, premium: true });
    await endSubscription(t.database, second.accountId);

    const level = ours((await search(headhunter, `${skillQuery()}&careerLevelId=6`)).json<CandidateSearchResult>());
    expect(level.length).toBeGreaterThan(0);
    expect(ours((await search(headhunter, `${skillQuery()}&careerLevelId=2`)).json<CandidateSearchResult>())).toEqual(
      [],
    );
    expect(ours((await search(headhunter, `${skillQuery()}&countryId=235`)).json<CandidateSearchResult>())).toEqual([]);
    expect(
      ours((await search(headhunter, `${skillQuery().toUpperCase().replace('?SKILL', '?skill')}`)).json()).length,
    ).toBe(level.length);
    expect(ours((await search(headhunter, `${skillQuery()}&functionId=3&industryId=6`)).json()).length).toBe(
      level.length,
    );
  });

  it('finds members around a city: where they live, or where their career goal wants to work', async () => {
    const [munich, hamburg, movingSouth, alsoMunich] = members as [Member, Member, Member, Member];
    for (const member of members) await setVisibility(member, 'visible', 'visible');
    const livesIn = (member: Member, geoCodeId: number) =>
      t.database.db.update(profiles).set({ geoCodeId }).where(eq(profiles.id, member.profileId));
    await livesIn(hamburg, HAMBURG);
    await livesIn(movingSouth, HAMBURG);
    // Lives in Hamburg, wants to work in Augsburg (57 km from Munich) itself, as the member's goal says.
    const [goal] = (await movingSouth.client.request({ url: '/api/career/next_career_steps' })).json<
      { id: number }[]
    >();
    const changed = await movingSouth.client.request({
      method: 'PATCH',
      url: `/api/career/next_career_steps/${goal!.id}`,
      body: {
        careerLevelIds: [6],
        functionIds: [3],
        industryIds: [6],
        locations: [{ geoCodeId: AUGSBURG, radiusKm: 0 }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const around = async (geoCodeId: number, radiusKm?: number) =>
      ours(
        (
          await search(
            headhunter,
            `${skillQuery()}&geoCodeId=${geoCodeId}${radiusKm === undefined ? '' : `&radiusKm=${radiusKm}`}`,
          )
        ).json<CandidateSearchResult>(),
      )
        .map((candidate) => candidate.id)
        .sort((a, b) => a - b);
    const ids = (...list: Member[]) => list.map((member) => member.profileId).sort((a, b) => a - b);
    try {
      expect(await around(MUNICH)).toEqual(ids(munich, alsoMunich));
      expect(await around(MUNICH, 25)).toEqual(ids(munich, alsoMunich));
      expect(await around(MUNICH, 100)).toEqual(ids(munich, movingSouth, alsoMunich));
      expect(await around(HAMBURG, 25)).toEqual(ids(hamburg, movingSouth));
      expect(await around(AUGSBURG, 0)).toEqual(ids(movingSouth));
    } finally {
      await livesIn(hamburg, MUNICH);
      await livesIn(movingSouth, MUNICH);
    }
  });

  it('refuses a radius without a city, an unknown city and an odd radius with 422 naming the field', async () => {
    for (const [query, field] of [
      ['radiusKm=50', 'geoCodeId'],
      ['geoCodeId=999999999', 'geoCodeId'],
      [`geoCodeId=${MUNICH}&radiusKm=7000`, 'radiusKm'],
      [`geoCodeId=${MUNICH}&radiusKm=-5`, 'radiusKm'],
      [`geoCodeId=${MUNICH}&radiusKm=abc`, 'radiusKm'],
      ['geoCodeId=München', 'geoCodeId'],
    ] as const) {
      const response = await headhunter.request({ url: `/api/recruiter/candidates?${query}` });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ error: { fields?: object } }>().error.fields ?? {}), query).toContain(field);
    }
  });

  it('answers 401 to visitors and members, 403 to an unverified organisation, 422 for odd queries', async () => {
    const member = members[0]!;
    for (const url of ['/api/recruiter/candidates', `/api/recruiter/candidates/${member.profileId}`]) {
      expect((await testClient(t.app).request({ url })).statusCode).toBe(401);
      expect((await member.client.request({ url })).statusCode).toBe(401);
    }
    const unverified = await signedUpRecruiter(t, { verified: false });
    const refused = await unverified.request({ url: '/api/recruiter/candidates' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('organisation_unverified');
    expect((await unverified.request({ url: `/api/recruiter/candidates/${member.profileId}` })).statusCode).toBe(403);

    const odd: [string, string][] = [
      ['careerLevelId=abc', 'careerLevelId'],
      ['careerLevelId=-1', 'careerLevelId'],
      ['page=0', 'page'],
      ['minTravel=9', 'minTravel'],
      ['openToOtherLocations=yes', 'openToOtherLocations'],
      [`skill=${'x'.repeat(101)}`, 'skill'],
    ];
    for (const [query, field] of odd) {
      const response = await headhunter.request({ url: `/api/recruiter/candidates?${query}` });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().error.fields), query).toContain(field);
    }
    expect((await headhunter.request({ url: '/api/recruiter/candidates?unknown=1' })).statusCode).toBe(422);
    expect((await headhunter.request({ url: '/api/recruiter/candidates/abc' })).statusCode).toBe(422);
    expect((await headhunter.request({ url: `/api/recruiter/candidates/${'9'.repeat(30)}` })).statusCode).toBe(422);
  });
});

describe('visibility as a property', () => {
  const visibility = fc.constantFrom<Visibility>('visible', 'anonymous', 'invisible');

  it('never shows a recruiter an invisible member, a member blocking its organisation, nor an anonymous member’s identifying fields', async () => {
    const setBlock = async (member: Member, blocks: boolean) => {
      const url = `/api/career/employer_blocks/${employer.organisationId}`;
      const answer = await member.client.request({ method: blocks ? 'PUT' : 'DELETE', url });
      expect([204, 404], answer.body).toContain(answer.statusCode);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(visibility, visibility, fc.boolean()), {
          minLength: members.length,
          maxLength: members.length,
        }),
        async (settings) => {
          for (const [i, [forHeadhunters, forEmployers, blocksEmployer]] of settings.entries()) {
            await setVisibility(members[i]!, forHeadhunters, forEmployers);
            await setBlock(members[i]!, blocksEmployer);
          }
          for (const [client, audience] of [
            [headhunter, 0],
            [employer, 1],
          ] as const) {
            const listing = await search(client, skillQuery());
            const listed = ours(listing.json<CandidateSearchResult>());
            for (const [i, member] of members.entries()) {
              const setting = settings[i]![audience];
              // A block keeps the member from the blocked organisation only (here the employer).
              const blocked = audience === 1 && settings[i]![2];
              const single = await client.request({ url: `/api/recruiter/candidates/${member.profileId}` });
              const contact = await client.request({ url: `/api/recruiter/candidates/${member.profileId}/contact` });
              const shown = listed.find((c) => c.id === member.profileId);
              if (setting === 'invisible' || blocked) {
                expect(shown).toBeUndefined();
                expect(single.statusCode).toBe(404);
                expect(contact.statusCode).toBe(404);
              } else {
                expect(shown?.view.visibility).toBe(setting);
                expect(single.statusCode).toBe(200);
                expect(contact.statusCode).toBe(200);
              }
              if (setting !== 'visible' || blocked) {
                // Name, employer, e-mail and date of birth all carry the marker or the birth year.
                for (const body of [listing.body, single.body, contact.body]) {
                  expect(body).not.toContain(member.marker);
                  expect(body).not.toContain(member.marker.toLowerCase());
                }
              }
            }
            expect(listing.body).not.toContain('1971');
            expect(listing.body).not.toContain('@example.com');
          }
        },
      ),
      { numRuns: 12, seed: 17 },
    );
  }, 240_000);
});
