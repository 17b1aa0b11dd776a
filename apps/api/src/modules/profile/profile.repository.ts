import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | 'genderId'
    | 'name'
    | 'lastName'
    | 'city'
    | 'countryId'
    | 'dateOfBirth'
    | 'geoCodeId'
    | 'phoneNumber'
    | 'currentSalaryRangeId'
    | 'managementExperienceId'
    | 'skills'
  >
>;

/** What a profile shows of the account it belongs to. */
export interface ProfileOwner {
  accountId: number;
  email: string;
  language: string;
  headhunterVisibility: 'visible' | 'anonymous' | 'invisible';
  recruiterVisibility: 'visible' | 'anonymous' | 'invisible';
  partnerNetworksVisibility: 'visible' | 'anonymous' | 'invisible';
}

export function profileRepository(db: Db) {
  return {
    /**
     * The member's own profile id, created on first need. The partial unique index
     * `profiles_member_account_key` keeps it one per account, also when two requests create it at once.
     */
    async ensureMemberProfile(accountId: number): Promise<{ id: number; created: boolean }> {
      const inserted = await db
        .insert(profiles)
        .values({ kind: 'member', accountId })
        .onConflictDoNothing()
        .returning({ id: profiles.id });
      if (inserted[0]) return { id: inserted[0].id, created: true };
      const existing = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.accountId, accountId), eq(profiles.kind, 'member')));
      return { id: existing[0]!.id, created: false };
    },

    async byId(profileId: number): Promise<ProfileRow | undefined> {
      return (await db.select().from(profiles).where(eq(profiles.id, profileId)))[0];
    },

    async update(profileId: number, changes: ProfileChanges): Promise<void> {
      await db
        .update(profiles)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(profiles.id, profileId));
    },

    async owner(accountId: number): Promise<ProfileOwner | undefined> {
      const rows = await db
        .select({
          accountId: accounts.id,
          email: accounts.email,
          language: accounts.language,
          headhunterVisibility: accounts.headhunterVisibility,
          recruiterVisibility: accounts.recruiterVisibility,
          partnerNetworksVisibility: accounts.partnerNetworksVisibility,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return rows[0];
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
