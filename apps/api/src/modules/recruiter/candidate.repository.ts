import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_PAGE_SIZE, type CandidateSearchQuery } from '@laufbahn/contracts/recruiter';
import type { OrganisationKind } from '@laufbahn/contracts/recruiter-site';
import type { SessionRecruiter } from './recruiter-session.ts';
import type { Visibility } from '@laufbahn/contracts/profile';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { cities } from '../../db/schema/reference.ts';
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
  /** The member accepted a contact request of this recruiter: the identity is theirs to see. */
  revealed: boolean;
}

/** Who searches: the audience (the organisation's kind), the organisation (blocks) and the recruiter (acceptances). */
export type Searcher = Pick<SessionRecruiter, 'organisationKind' | 'organisationId' | 'recruiterId'>;

/**
 * Members a recruiter may find: member profiles whose audience setting is not `invisible` and who have not
 * blocked the recruiter's organisation (docs/decisions/0045-employer-blocks.md).
 */
export function findable(searcher: Searcher): SQL {
  return and(
    eq(profiles.kind, 'member'),
    sql`${visibilityColumn(searcher.organisationKind)} <> 'invisible'`,
    sql`not exists (select 1 from employer_blocks block where block.account_id = ${accounts.id} and block.organisation_id = ${searcher.organisationId})`,
  )!;
}

/** Great-circle distance in km between two `cities` rows, by their aliases. */
const distanceKm = (a: string, b: string) =>
  sql.raw(
    `12742 * asin(sqrt(power(sin(radians(${a}.latitude - ${b}.latitude) / 2), 2) + cos(radians(${a}.latitude)) * ` +
      `cos(radians(${b}.latitude)) * power(sin(radians(${a}.longitude - ${b}.longitude) / 2), 2)))`,
  );

/**
 * Members who live within the radius of the city, or whose career goal names a place whose own radius (the member's
 * "within … km of") reaches into it.
 */
function near(geoCodeId: number, radiusKm: number): SQL {
  return sql`exists (select 1 from cities center where center.geo_code_id = ${geoCodeId} and (
    exists (select 1 from cities home where home.geo_code_id = ${profiles.geoCodeId}
      and ${distanceKm('home', 'center')} <= ${radiusKm})
    or exists (select 1 from career_steps goal
      join career_step_locations place on place.career_step_id = goal.id
      join cities wish on wish.geo_code_id = place.geo_code_id
      where goal.account_id = ${accounts.id} and ${distanceKm('wish', 'center')} <= ${radiusKm} + place.radius_km)))`;
}

function filters(query: CandidateSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.countryId !== undefined) conditions.push(eq(profiles.countryId, query.countryId));
  if (query.geoCodeId !== undefined) conditions.push(near(query.geoCodeId, query.radiusKm ?? 0));
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
  const columns = (searcher: Searcher) => ({
    profileId: profiles.id,
    accountId: accounts.id,
    premium: premiumMemberCondition(accounts.id),
    visibility: visibilityColumn(searcher.organisationKind),
    revealed: sql<boolean>`exists (select 1 from contact_requests accepted where accepted.profile_id = ${profiles.id} and accepted.recruiter_id = ${searcher.recruiterId} and accepted.status = 'accepted')`,
  });

  return {
    async cityExists(geoCodeId: number): Promise<boolean> {
      const rows = await db.select({ id: cities.geoCodeId }).from(cities).where(eq(cities.geoCodeId, geoCodeId));
      return rows.length > 0;
    },

    /** One page of findable members, Premium first, then the most recently updated profiles. */
    async search(searcher: Searcher, query: CandidateSearchQuery): Promise<{ rows: CandidateRow[]; total: number }> {
      const where = and(findable(searcher), ...filters(query));
      const page = query.page ?? 1;
      const [rows, [count]] = await Promise.all([
        db
          .select(columns(searcher))
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

    /**
     * A findable member by profile id; undefined when there is none, they are invisible to this audience or they
     * blocked the recruiter's organisation.
     */
    async byId(searcher: Searcher, profileId: number): Promise<CandidateRow | undefined> {
      const [row] = await db
        .select(columns(searcher))
        .from(profiles)
        .innerJoin(accounts, eq(accounts.id, profiles.accountId))
        .where(and(findable(searcher), eq(profiles.id, profileId)));
      return row as CandidateRow | undefined;
    },
  };
}
