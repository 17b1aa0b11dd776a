import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { profiles } from '../schema/profiles.ts';
import { recruiterOrganisations, recruiterProfileViews, recruiters } from '../schema/recruiters.ts';
import { hashPassword } from '../../lib/password-hashing.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo.ts';
import { runSeed } from './run-seed.ts';
import { isPremiumSql } from '../../modules/membership/access-policy.service.ts';

/**
 * The demo search firm and employer of the recruiter site (development and test installations only). Their logins
 * share the demo domain `laufbahn.example`; each organisation carries a made-up domain of its own, verified.
 */
export const DEMO_RECRUITERS = [
  {
    email: 'headhunter@laufbahn.example',
    name: 'Jonas Lindqvist',
    organisation: { name: 'Lindqvist Executive Search', kind: 'headhunter', emailDomain: 'lindqvist-search.example' },
  },
  {
    email: 'recruiter@laufbahn.example',
    name: 'Miriam Hoffmann',
    organisation: { name: 'Nordwerk Maschinenbau AG', kind: 'corporate', emailDomain: 'nordwerk.example' },
  },
] as const;

/** The demo recruiters, their verified organisations, and their visits to the demo members' profiles. */
export async function seedDemoRecruiters(db: Db): Promise<boolean> {
  return runSeed(db, 'demo-recruiters', 1, async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const recruiterIds: { recruiterId: number; organisationId: number }[] = [];
    for (const demo of DEMO_RECRUITERS) {
      const [organisation] = await tx
        .insert(recruiterOrganisations)
        .values({ ...demo.organisation, verifiedAt: sql`now()` })
        .onConflictDoUpdate({
          target: recruiterOrganisations.emailDomain,
          set: { verifiedAt: sql`coalesce(${recruiterOrganisations.verifiedAt}, now())` },
        })
        .returning({ id: recruiterOrganisations.id });
      const [recruiter] = await tx
        .insert(recruiters)
        .values({ organisationId: organisation!.id, email: demo.email, passwordHash, name: demo.name, language: 'DE' })
        .onConflictDoUpdate({ target: recruiters.email, set: { organisationId: organisation!.id } })
        .returning({ id: recruiters.id });
      recruiterIds.push({ recruiterId: recruiter!.id, organisationId: organisation!.id });
    }
    // Both demo members' profiles were opened by the search firm, the Premium member's also by the employer.
    const members = await tx
      .select({ profileId: profiles.id, premium: sql<boolean>`${isPremiumSql(accounts.id)}` })
      .from(accounts)
      .innerJoin(profiles, and(eq(profiles.accountId, accounts.id), eq(profiles.kind, 'member')))
      .where(
        inArray(
          accounts.email,
          DEMO_MEMBERS.map((member) => member.email),
        ),
      );
    const [firm, employer] = recruiterIds as [(typeof recruiterIds)[0], (typeof recruiterIds)[0]];
    for (const [index, member] of members.entries()) {
      const visits = member.premium ? [firm, employer] : [firm];
      for (const [order, visitor] of visits.entries()) {
        const daysAgo = 1 + index * 3 + order * 2;
        await tx
          .insert(recruiterProfileViews)
          .values({
            profileId: member.profileId,
            ...visitor,
            viewedOn: sql`current_date - ${daysAgo}::int`,
            viewedAt: sql`now() - make_interval(days => ${daysAgo})`,
          })
          .onConflictDoNothing();
      }
    }
  });
}
