// Both engines: one row a day by a unique constraint on a date column; retention by date arithmetic.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileViews } from '@laufbahn/contracts/network';
import { recruiterProfileViews } from '../../db/schema/recruiters.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { profileViewCutoff, profileViewRepository } from './profile-view.repository.ts';
import { memberWithProfile, signedUpRecruiter } from '../../test/recruiter-clients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
});
afterAll(() => t.close());

const marker = () => `M${[...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

describe('recruiters on my profile', () => {
  it('records who opened the profile once a day, shows it to the member only, and forgets it after 12 months', async () => {
    const member = await memberWithProfile(t, marker());
    const other = await memberWithProfile(t, marker());
    const headhunter = await signedUpRecruiter(t, { kind: 'headhunter' });

    // A search lists the member but is no visit.
    await headhunter.request({ url: '/api/recruiter/candidates' });
    const before = await member.client.request({ url: '/api/career/profile_views' });
    expect(before.statusCode).toBe(200);
    expect(before.json<ProfileViews>()).toEqual({ views: [], keptMonths: 12 });

    for (let i = 0; i < 2; i++) {
      expect((await headhunter.request({ url: `/api/recruiter/candidates/${member.profileId}` })).statusCode).toBe(200);
    }
    const views = (await member.client.request({ url: '/api/career/profile_views' })).json<ProfileViews>().views;
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      recruiterName: 'Dana Berger',
      organisationName: expect.stringMatching(/^Berger Executive Search/),
      organisationKind: 'headhunter',
    });
    expect((await other.client.request({ url: '/api/career/profile_views' })).json<ProfileViews>().views).toEqual([]);
    expect((await testClient(t.app).request({ url: '/api/career/profile_views' })).statusCode).toBe(401);
    // A recruiter's session is no member's.
    expect((await headhunter.request({ url: '/api/career/profile_views' })).statusCode).toBe(401);

    await t.database.db
      .update(recruiterProfileViews)
      .set({ viewedAt: sql`now() - interval '13 months'`, viewedOn: sql`current_date - 400` })
      .where(eq(recruiterProfileViews.profileId, member.profileId));
    expect((await member.client.request({ url: '/api/career/profile_views' })).json<ProfileViews>().views).toEqual([]);
    await profileViewRepository(t.database.db).deleteOlderThan(profileViewCutoff(new Date()));
    const left = await t.database.db
      .select()
      .from(recruiterProfileViews)
      .where(eq(recruiterProfileViews.profileId, member.profileId));
    expect(left).toEqual([]);
  });
});
