import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { OnboardingDraft } from '@laufbahn/contracts/onboarding';
import type { Db } from '../../db/client.ts';
import { ONBOARDING_DRAFT_DAYS, onboardingDrafts } from '../../db/schema/onboarding.ts';

export interface StoredDraft {
  draft: OnboardingDraft;
  updatedAt: Date;
}

const expiry = sql`now() - make_interval(days => ${ONBOARDING_DRAFT_DAYS})`;

/** Works on the database or inside a transaction (pass the transaction as `db`). */
export function onboardingDraftRepository(db: Db) {
  return {
    /** The visitor's draft; an expired one that maintenance has not removed yet counts as gone. */
    async get(guestId: string): Promise<StoredDraft | undefined> {
      const rows = await db
        .select({ draft: onboardingDrafts.data, updatedAt: onboardingDrafts.updatedAt })
        .from(onboardingDrafts)
        .where(and(eq(onboardingDrafts.guestId, guestId), gt(onboardingDrafts.updatedAt, expiry)));
      return rows[0];
    },

    /** Replaces the visitor's draft as a whole. */
    async put(guestId: string, draft: OnboardingDraft): Promise<StoredDraft> {
      const rows = await db
        .insert(onboardingDrafts)
        .values({ guestId, data: draft })
        .onConflictDoUpdate({ target: onboardingDrafts.guestId, set: { data: draft, updatedAt: sql`now()` } })
        .returning({ draft: onboardingDrafts.data, updatedAt: onboardingDrafts.updatedAt });
      return rows[0]!;
    },

    async delete(guestId: string): Promise<void> {
      await db.delete(onboardingDrafts).where(eq(onboardingDrafts.guestId, guestId));
    },

    /** Maintenance: drafts untouched for `ONBOARDING_DRAFT_DAYS` days. */
    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(onboardingDrafts)
        .where(lt(onboardingDrafts.updatedAt, expiry))
        .returning({ guestId: onboardingDrafts.guestId });
      return rows.length;
    },
  };
}
export type OnboardingDraftRepository = ReturnType<typeof onboardingDraftRepository>;
