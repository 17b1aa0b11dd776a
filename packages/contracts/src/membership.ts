import { z } from 'zod';
import { VALIDATION } from './errors.ts';

/**
 * Premium membership: the plans on offer and how they are paid (DECISIONS.md, "Premium and payments";
 * docs/decisions/0031). Amounts are integers in minor units (cents, pence) and include VAT.
 */

/** Where a member came from to the payment page (`upsell_hook`), and the like: short lower-case names. */
const trackingName = z
  .string({ error: VALIDATION.invalidType })
  .max(60, VALIDATION.tooLong)
  .regex(/^[a-z0-9_]+$/, VALIDATION.invalid);

export const PAYMENT_PAGE_NAME = 'responsive_payment_page';

export const offersQuery = z.strictObject({
  upsell_hook: trackingName.optional(),
  page_name: z.literal(PAYMENT_PAGE_NAME, { error: VALIDATION.invalidOption }).optional(),
  retention_affiliate: trackingName.optional(),
});
export type OffersQuery = z.infer<typeof offersQuery>;

export const offerPlan = z.object({
  id: z.number().int(),
  termMonths: z.number().int(),
  /** A trial: free for `trialDays`, then renewing every `termMonths` at `regularTotalMinor`. */
  trial: z.boolean(),
  trialDays: z.number().int(),
  pricePerMonthMinor: z.number().int(),
  firstPeriodDiscountMinor: z.number().int(),
  /** Charged at once on purchase (0 for a trial). */
  firstPeriodTotalMinor: z.number().int(),
  firstPeriodVatMinor: z.number().int(),
  /** Charged at each renewal. */
  regularTotalMinor: z.number().int(),
  regularVatMinor: z.number().int(),
  noticePeriodDays: z.number().int(),
});
export type OfferPlan = z.infer<typeof offerPlan>;

export const offers = z.object({
  currency: z.enum(['EUR', 'GBP', 'CHF', 'USD']),
  /** Percent, as the invoice shows it (19, 8.1, 0). */
  vatRate: z.number(),
  plans: z.array(offerPlan),
});
export type Offers = z.infer<typeof offers>;

export const PAYMENT_TYPE_CODES = ['card', 'sepa_debit'] as const;
export type PaymentTypeCode = (typeof PAYMENT_TYPE_CODES)[number];
export const paymentTypes = z.array(z.object({ code: z.enum(PAYMENT_TYPE_CODES) }));
export type PaymentTypes = z.infer<typeof paymentTypes>;
export const paymentTypesQuery = z.strictObject({});

/** The VAT inside a price that includes it, at `rateBp` basis points (1900 = 19 %), rounded to the minor unit. */
export function vatIncluded(grossMinor: number, rateBp: number): number {
  return Math.round((grossMinor * rateBp) / (10_000 + rateBp));
}
