import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { hashPassword } from '../../lib/password-hashing.ts';
import { runSeed } from './run-seed.ts';

export const DEMO_PASSWORD = 'laufbahn-demo';
export const DEMO_MEMBERS = [
  { email: 'basic@laufbahn.example', premium: false },
  { email: 'premium@laufbahn.example', premium: true },
] as const;

/**
 * The two demo members of development and test installations (never in production). `premium` says which one
 * gets a subscription (`seedDemoSubscription`); Premium itself is read from the subscription.
 */
export async function seedDemoMembers(db: Db): Promise<boolean> {
  return runSeed(db, 'demo-members', 1, async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const member of DEMO_MEMBERS) {
      await tx
        .insert(accounts)
        .values({
          email: member.email,
          passwordHash,
          language: 'DE',
          countryVersion: 'deu',
          termsAcceptedAt: sql`now()`,
          contactConsent: true,
          contactConsentAt: sql`now()`,
        })
        .onConflictDoNothing({ target: accounts.email });
    }
  });
}
