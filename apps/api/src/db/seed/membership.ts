import { readFileSync } from 'node:fs';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { CURRENCIES, membershipPlans, subscriptionEvents, subscriptions, vatRates } from '../schema/membership.ts';
import { runSeed } from './run-seed.ts';

const plan = z
  .object({
    code: z.string().min(1).max(40),
    currency: z.enum(CURRENCIES),
    termMonths: z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]),
    trialDays: z.number().int().min(0).max(90),
    regularTotalMinor: z.number().int().positive(),
    firstPeriodDiscountMinor: z.number().int().min(0),
    noticePeriodDays: z.number().int().min(0).max(92),
  })
  .strict()
  .refine((p) => p.firstPeriodDiscountMinor < p.regularTotalMinor, 'the discount must stay below the price')
  .refine((p) => p.trialDays === 0 || p.firstPeriodDiscountMinor === 0, 'a trial has no discount');

/** The file's shape: VAT for every country version, and the plans per currency. */
export const membershipCatalogue = z
  .object({
    vatRatesBp: z
      .record(z.enum(COUNTRY_VERSION_CODES), z.number().int().min(0).max(5000))
      .refine((rates) => COUNTRY_VERSION_CODES.every((code) => code in rates), 'every country version needs a rate'),
    plans: z.array(plan).min(1),
  })
  .strict();
export type MembershipCatalogue = z.infer<typeof membershipCatalogue>;

const CATALOGUE_FILE = new URL('./membership-catalogue.json', import.meta.url);

/** Reads and checks `membership-catalogue.json`: a mistake there stops the start instead of selling a wrong price. */
export function readMembershipCatalogue(file: URL | string = CATALOGUE_FILE): MembershipCatalogue {
  return membershipCatalogue.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Plans and VAT rates as the catalogue file has them, on every start (a few rows, upserted by their code): prices
 * change by editing the file, not the code. A plan gone from the file is withdrawn from sale, never deleted, since
 * subscriptions point to it; what a member bought is copied onto their subscription, so no edit changes a contract.
 */
export async function seedMembershipCatalogue(db: Db, file: unknown = readMembershipCatalogue()): Promise<void> {
  const catalogue = membershipCatalogue.parse(file);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:membership-catalogue'))`);
    for (const [countryVersion, rateBp] of Object.entries(catalogue.vatRatesBp)) {
      await tx
        .insert(vatRates)
        .values({ countryVersion, rateBp })
        .onConflictDoUpdate({
          target: vatRates.countryVersion,
          set: { rateBp, updatedAt: sql`now()` },
          setWhere: sql`${vatRates.rateBp} <> ${rateBp}`,
        });
    }
    for (const [index, entry] of catalogue.plans.entries()) {
      const values = { ...entry, active: true, sortOrder: index };
      await tx
        .insert(membershipPlans)
        .values(values)
        .onConflictDoUpdate({
          target: membershipPlans.code,
          set: { ...values, updatedAt: sql`now()` },
          setWhere: sql`(${membershipPlans.currency}, ${membershipPlans.termMonths}, ${membershipPlans.trialDays},
            ${membershipPlans.regularTotalMinor}, ${membershipPlans.firstPeriodDiscountMinor},
            ${membershipPlans.noticePeriodDays}, ${membershipPlans.active}, ${membershipPlans.sortOrder})
            is distinct from (${entry.currency}, ${entry.termMonths}, ${entry.trialDays}, ${entry.regularTotalMinor},
            ${entry.firstPeriodDiscountMinor}, ${entry.noticePeriodDays}, true, ${index})`,
        });
    }
    await tx
      .update(membershipPlans)
      .set({ active: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(membershipPlans.active, true),
          notInArray(
            membershipPlans.code,
            catalogue.plans.map((p) => p.code),
          ),
        ),
      );
  });
}

export const DEMO_PREMIUM_PLAN = 'EUR-12';

/** The demo Premium member's membership: 12 months on the German version, renewing (DECISIONS, "demo"). */
export async function seedDemoSubscription(db: Db, email: string): Promise<boolean> {
  return runSeed(db, 'demo-subscription', 1, async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    const [planRow] = await tx.select().from(membershipPlans).where(eq(membershipPlans.code, DEMO_PREMIUM_PLAN));
    const [vat] = await tx.select().from(vatRates).where(eq(vatRates.countryVersion, 'deu'));
    if (!account || !planRow || !vat) return;
    const [created] = await tx
      .insert(subscriptions)
      .values({
        accountId: account.id,
        planId: planRow.id,
        status: 'active',
        countryVersion: 'deu',
        currency: planRow.currency,
        termMonths: planRow.termMonths,
        regularTotalMinor: planRow.regularTotalMinor,
        vatRateBp: vat.rateBp,
        noticePeriodDays: planRow.noticePeriodDays,
        currentPeriodStart: sql`now()`,
        currentPeriodEnd: sql`now() + make_interval(months => ${planRow.termMonths})`,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (!created) return;
    await tx.insert(subscriptionEvents).values({
      subscriptionId: created.id,
      accountId: account.id,
      type: 'started',
      toStatus: 'active',
      details: { plan: planRow.code, source: 'demo_seed' },
    });
  });
}
