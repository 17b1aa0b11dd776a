import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { vatIncluded } from '@laufbahn/contracts/membership';
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

/**
 * The demo Premium member's membership: 12 months on the German version, renewing (DECISIONS, "demo"), bought as the
 * payment page buys it — a card payment at the sandbox provider (test card 4242, its payment method and intent), our
 * payment record, the subscription with its first event, and an invoice with the year's next number. Version 2 adds
 * the payment and the invoice to a subscription that version 1 seeded.
 */
export async function seedDemoSubscription(db: Db, email: string): Promise<boolean> {
  return runSeed(db, 'demo-subscription', 2, async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    const [planRow] = await tx.select().from(membershipPlans).where(eq(membershipPlans.code, DEMO_PREMIUM_PLAN));
    const [vat] = await tx.select().from(vatRates).where(eq(vatRates.countryVersion, 'deu'));
    if (!account || !planRow || !vat) return;
    const card = { type: 'card', brand: 'visa', last4: '4242' } as const;
    let [live] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.accountId, account.id), sql`${subscriptions.status} <> 'ended'`));
    if (!live) {
      [live] = await tx
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
        .returning();
      await tx.insert(subscriptionEvents).values({
        subscriptionId: live!.id,
        accountId: account.id,
        type: 'started',
        toStatus: 'active',
        details: { plan: planRow.code, source: 'demo_seed' },
      });
    }
    const paid = await tx.execute(sql`select 1 from payments where subscription_id = ${live!.id}`);
    if ((paid as unknown as { rows: unknown[] }).rows.length > 0) return;
    const suffix = randomBytes(12).toString('hex');
    const amountMinor = planRow.regularTotalMinor - planRow.firstPeriodDiscountMinor;
    const vatMinor = vatIncluded(amountMinor, vat.rateBp);
    const publicId = `pay_${suffix}`;
    // The sandbox provider's side of the purchase (another company's records of it).
    await tx.execute(sql`insert into psp_payment_methods (id, type, behaviour, fingerprint, card_brand, card_exp_month,
        card_exp_year, last4)
      values (${`pm_${suffix}`}, 'card', 'succeed', ${createHash('sha256').update(`demo:${suffix}`).digest('hex')},
        ${card.brand}, 12, extract(year from now())::int + 3, ${card.last4})`);
    await tx.execute(sql`insert into psp_payment_intents (id, idempotency_key, request_fingerprint, payment_method_id,
        amount_minor, currency, status, reference, return_url)
      values (${`pi_${suffix}`}, ${publicId}, ${createHash('sha256').update(publicId).digest('hex')}, ${`pm_${suffix}`},
        ${amountMinor}, ${planRow.currency}, 'succeeded', ${publicId}, 'http://localhost:3000/payment')`);
    // Ours.
    await tx
      .update(subscriptions)
      .set({
        providerPaymentMethodId: `pm_${suffix}`,
        paymentMethodType: card.type,
        paymentMethodBrand: card.brand,
        paymentMethodLast4: card.last4,
      })
      .where(eq(subscriptions.id, live!.id));
    const payment = await tx.execute(sql`insert into payments (public_id, session_id, account_id, plan_id, payment_type,
        country_version, language, currency, amount_minor, vat_rate_bp, vat_minor, status, idempotency_key,
        request_hash, consented_at, origin, provider_payment_method_id, provider_intent_id, method_brand, method_last4,
        subscription_id, expires_at, succeeded_at, created_at)
      values (${publicId}, ${`ps_${suffix}`}, ${account.id}, ${planRow.id}, 'card', 'deu', 'DE', ${planRow.currency},
        ${amountMinor}, ${vat.rateBp}, ${vatMinor}, 'succeeded', ${`demo-${suffix}`},
        ${createHash('sha256').update(suffix).digest('hex')}, ${live!.createdAt}, 'http://localhost:3000',
        ${`pm_${suffix}`}, ${`pi_${suffix}`}, ${card.brand}, ${card.last4}, ${live!.id}, ${live!.createdAt},
        ${live!.createdAt}, ${live!.createdAt})
      returning id`);
    const paymentId = Number((payment as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const counter = await tx.execute(sql`insert into invoice_counters (year, last_number)
      values (extract(year from now())::int, 1)
      on conflict (year) do update set last_number = invoice_counters.last_number + 1
      returning year, last_number`);
    const { year, last_number } = (counter as unknown as { rows: { year: number; last_number: number }[] }).rows[0]!;
    await tx.execute(sql`insert into invoices (account_id, payment_id, subscription_id, kind, year, sequence, number,
        language, country_version, currency, total_minor, vat_minor, vat_rate_bp, details)
      values (${account.id}, ${paymentId}, ${live!.id}, 'invoice', ${year}, ${last_number},
        ${`LB-${year}-${String(last_number).padStart(6, '0')}`}, 'DE', 'deu', ${planRow.currency}, ${amountMinor},
        ${vatMinor}, ${vat.rateBp},
        ${JSON.stringify({
          termMonths: planRow.termMonths,
          periodStart: live!.currentPeriodStart.toISOString(),
          periodEnd: live!.currentPeriodEnd.toISOString(),
          buyerEmail: email,
          paymentMethod: card,
        })}::jsonb)`);
  });
}
