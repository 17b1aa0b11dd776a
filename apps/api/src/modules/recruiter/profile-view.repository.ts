import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { PROFILE_VIEWS_KEPT_MONTHS, type ProfileView } from '@laufbahn/contracts/network';
import type { Db } from '../../db/client.ts';
import { recruiterOrganisations, recruiterProfileViews, recruiters } from '../../db/schema/recruiters.ts';

const SHOWN = 200;

/** The cut-off of "recruiters on my profile": views older than 12 months are deleted. */
export const profileViewCutoff = (now: Date) => {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PROFILE_VIEWS_KEPT_MONTHS);
  return cutoff;
};

export function profileViewRepository(db: Db) {
  return {
    /** A recruiter opened a member's profile; recorded once a day per recruiter and profile. */
    async record(profileId: number, recruiterId: number, organisationId: number) {
      await db
        .insert(recruiterProfileViews)
        .values({ profileId, recruiterId, organisationId })
        .onConflictDoUpdate({
          target: [recruiterProfileViews.profileId, recruiterProfileViews.recruiterId, recruiterProfileViews.viewedOn],
          set: { viewedAt: sql`now()` },
        });
    },

    /** The member's views of the last 12 months, newest first. */
    async forProfile(profileId: number, now = new Date()): Promise<ProfileView[]> {
      const rows = await db
        .select({
          recruiterName: recruiters.name,
          organisationName: recruiterOrganisations.name,
          organisationKind: recruiterOrganisations.kind,
          viewedAt: recruiterProfileViews.viewedAt,
        })
        .from(recruiterProfileViews)
        .innerJoin(recruiters, eq(recruiters.id, recruiterProfileViews.recruiterId))
        .innerJoin(recruiterOrganisations, eq(recruiterOrganisations.id, recruiterProfileViews.organisationId))
        .where(
          and(
            eq(recruiterProfileViews.profileId, profileId),
            gt(recruiterProfileViews.viewedAt, profileViewCutoff(now)),
          ),
        )
        .orderBy(desc(recruiterProfileViews.viewedAt))
        .limit(SHOWN);
      return rows.map((row) => ({ ...row, viewedAt: row.viewedAt.toISOString() }));
    },

    async deleteOlderThan(cutoff: Date) {
      await db.delete(recruiterProfileViews).where(lt(recruiterProfileViews.viewedAt, cutoff));
    },
  };
}
