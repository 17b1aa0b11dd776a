import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OnboardingDraft } from '@laufbahn/contracts/onboarding';

/** Days a wizard draft is kept after its last change; maintenance removes older ones. */
export const ONBOARDING_DRAFT_DAYS = 30;

/**
 * What a visitor has answered in the onboarding wizard before the account exists, keyed by the `lb_guest`
 * cookie. Replaced as a whole by every save; deleted when the answers become account data.
 */
export const onboardingDrafts = pgTable(
  'onboarding_drafts',
  {
    guestId: text('guest_id').primaryKey(),
    data: jsonb('data').$type<OnboardingDraft>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('onboarding_drafts_updated_idx').on(t.updatedAt)],
);
