import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_PAGE_SIZE, type CandidateSearchQuery } from '@laufbahn/contracts/recruiter';
import type { OrganisationKind } from '@laufbahn/contracts/recruiter-site';
import type { Visibility } from '@laufbahn/contracts/profile';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { premiumMemberCondition } from './member-premium.ts';

/**
 * The audience decides which of the member's settings applies: `headhunter_visibility` for search firms,
 * `recruiter_visibility` for employers (DECISIONS.md, "Headhunters and recruiters").
 */
export const visibilityColumn = (kind: OrganisationKind) =>
  kind === 'headhunter' ? accounts.headhunterVisibility : accounts.recruiterVisibility;

export interface CandidateRow {
  profileId: number;
  accountId: number;
  premium: boolean;
  visibility: Visibility;
}

/** Members a recruiter of `kind` may find: member profiles whose audience setting is not `invisible`. */
function findable(kind: OrganisationKind): SQL {
  return and(eq(profiles.kind, 'member'), sql`${visibilityColumn(kind)} <> 'invisible'`)!;
}

function filters(query: CandidateSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.countryId !== undefined) conditions.push(eq(profiles.countryId, query.countryId));
  if (query.skill) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${profiles.skills}) skill where lower(skill) = lower(${query.skill}))`,
    );
  }
  // The career goal's filters hold for one and the same goal.
  const goal: SQL[] = [];
  if (query.careerLevelId !== undefined) goal.push(sql`${query.careerLevelId} = any(goal.career_level_ids)`);
  if (query.functionId !== undefined) goal.push(sql`${query.functionId} = any(goal.function_ids)`);
  if (query.industryId !== undefined) goal.push(sql`${query.industryId} = any(goal.industry_ids)`);
  if (query.openToOtherLocations) goal.push(sql`goal.open_to_other_locations`);
  if (query.minTravel !== undefined) goal.push(sql`goal.willingness_to_travel >= ${query.minTravel}`);
  if (goal.length) {
    conditions.push(
      sql`exists (select 1 from career_steps goal where goal.account_id = ${accounts.id} and ${sql.join(goal, sql` and `)})`,
    );
  }
  return conditions;
}

export function candidateRepository(db: Db) {
  const columns = (kind: OrganisationKind) => ({
    profileId: profiles.id,
    accountId: accounts.id,
    premium: premiumMemberCondition(accounts.id),
    visibility: visibilityColumn(kind),
  });

  return {
    /** One page of findable members, Premium first, then the most recently updated profiles. */
    async search(
      kind: OrganisationKind,
      query: CandidateSearchQuery,
    ): Promise<{ rows: CandidateRow[]; total: number }> {
      const where = and(findable(kind), ...filters(query));
      const page = query.page ?? 1;
      const [rows, [count]] = await Promise.all([
        db
          .select(columns(kind))
          .from(profiles)
          .innerJoin(accounts, eq(accounts.id, profiles.accountId))
          .where(where)
          .orderBy(desc(premiumMemberCondition(accounts.id)), desc(profiles.updatedAt), desc(profiles.id))
          .limit(CANDIDATE_PAGE_SIZE)
          .offset((page - 1) * CANDIDATE_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(profiles)
          .innerJoin(accounts, eq(accounts.id, profiles.accountId))
          .where(where),
      ]);
      return { rows: rows as CandidateRow[], total: count?.total ?? 0 };
    },

    /** A findable member by profile id; undefined when there is none or they are invisible to this audience. */
    async byId(kind: OrganisationKind, profileId: number): Promise<CandidateRow | undefined> {
      const [row] = await db
        .select(columns(kind))
        .from(profiles)
        .innerJoin(accounts, eq(accounts.id, profiles.accountId))
        .where(and(findable(kind), eq(profiles.id, profileId)));
      return row as CandidateRow | undefined;
    },
  };
}
