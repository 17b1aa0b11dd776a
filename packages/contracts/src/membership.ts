import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { LIMITS } from './limits.ts';

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

/**
 * The member's membership, for the membership page (account menu) and after every change to it
 * (docs/decisions/0034). `status`: `cancelling` once a cancellation is on file (Premium runs to `endsAt`);
 * `nextRenewalAt` is null then. `past_due` (decision 0039): the renewal charge failed and is tried again at
 * `nextAttemptAt`; Premium continues meanwhile, and after the last failed attempt the membership ends. `withdrawableUntil`: the end of the 14-day withdrawal period of a paid purchase,
 * null when it is over or does not apply. Invoices newest first; a withdrawal's refund is a credit note with negative
 * amounts.
 */
export const MEMBERSHIP_STATUSES = ['trialing', 'active', 'past_due', 'cancelling', 'ended'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const membershipPaymentMethod = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), brand: z.string(), last4: z.string() }),
  z.object({ type: z.literal('sepa_debit'), country: z.string(), last4: z.string() }),
]);
export type MembershipPaymentMethod = z.infer<typeof membershipPaymentMethod>;

export const membershipInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedAt: z.string(),
  totalMinor: z.number().int(),
  vatMinor: z.number().int(),
  /** Percent, as the invoice shows it (19, 8.1, 0). */
  vatRate: z.number(),
  currency: z.enum(['EUR', 'GBP', 'CHF', 'USD']),
  /** `GET` it for the PDF (the owner only). */
  pdfUrl: z.string(),
});
export type MembershipInvoice = z.infer<typeof membershipInvoice>;

export const membershipSubscription = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  termMonths: z.number().int(),
  trial: z.boolean(),
  status: z.enum(MEMBERSHIP_STATUSES),
  startedAt: z.string(),
  currentPeriodEnd: z.string(),
  nextRenewalAt: z.string().nullable(),
  /** With `past_due`: when the failed renewal is charged again. */
  nextAttemptAt: z.string().nullable(),
  /**
   * The renewal (a trial's first charge, or a failed renewal's next attempt) is due and the scheduler, which runs
   * every few minutes, has not charged it yet; `nextRenewalAt` and `nextAttemptAt` are null then, never a past date.
   */
  renewalDue: z.boolean(),
  endsAt: z.string().nullable(),
  cancellable: z.boolean(),
  withdrawableUntil: z.string().nullable(),
  regularTotalMinor: z.number().int(),
  currency: z.enum(['EUR', 'GBP', 'CHF', 'USD']),
  paymentMethod: membershipPaymentMethod.nullable(),
});
export type MembershipSubscription = z.infer<typeof membershipSubscription>;

/** What Premium opened for a Premium member in the last `days` days: members-only positions read and applied to, messages to search firms. */
export const premiumUse = z.object({
  days: z.number().int(),
  exclusiveViewed: z.number().int(),
  exclusiveApplied: z.number().int(),
  headhunterMessages: z.number().int(),
});
export type PremiumUse = z.infer<typeof premiumUse>;

/** How far back the membership payload counts what Premium did for the member. */
export const PREMIUM_USE_DAYS = 30;

export const membership = z.object({
  tier: z.enum(['basic', 'premium']),
  subscription: membershipSubscription.nullable(),
  invoices: z.array(membershipInvoice),
  /** Null unless the member is Premium now. */
  premiumUse: premiumUse.nullable(),
});
export type Membership = z.infer<typeof membership>;

/** `POST /api/career/membership/cancel` and `/withdraw`: no body (an empty object, or an empty JSON body, is accepted). */
export const membershipActionBody = z.strictObject({}).nullish();

/** The public cancellation page (§ 312k BGB): identify by e-mail; the mailed link confirms. */
export const cancellationRequestBody = z.strictObject({
  email: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(LIMITS.emailMaxLength, VALIDATION.tooLong)
    .pipe(z.email({ error: VALIDATION.emailInvalid })),
});
export type CancellationRequestBody = z.infer<typeof cancellationRequestBody>;

export const cancellationConfirmBody = z.strictObject({
  token: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(200, VALIDATION.tooLong),
});
export type CancellationConfirmBody = z.infer<typeof cancellationConfirmBody>;

export const cancellationConfirmation = z.object({
  /** When the membership ends (Premium until then). */
  effectiveAt: z.string(),
});
export type CancellationConfirmation = z.infer<typeof cancellationConfirmation>;
