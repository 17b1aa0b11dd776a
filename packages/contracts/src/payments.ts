import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { membership, PAYMENT_TYPE_CODES } from './membership.ts';

/**
 * Buying Premium (DECISIONS.md, "Premium and payments"; docs/decisions/0032 and 0033). The browser hands card or
 * IBAN data to the payment provider, never to our API; our API sees the provider's payment method id only.
 *
 * 1. `POST /api/career/payments/session_data` fixes plan and payment type → a session and where the provider takes
 *    the payment data.
 * 2. The browser posts the data to `provider.paymentMethodsUrl` (for the sandbox: `POST /sandbox-psp/v1/payment_methods`
 *    with `Authorization: Bearer <provider.publishableKey>`) and gets a payment method id.
 * 3. `POST /api/career/payments` with an `Idempotency-Key` header charges once, however often it is sent.
 * 4. `requires_action`: the browser goes to `actionUrl` (the provider's 3-D Secure page), which returns to
 *    `/payment?paymentId=…`. `pending`: the provider answers later. Either way the waiting screen polls
 *    `POST /api/career/payments/complete` until `succeeded` (then `premium` is true) or `failed`.
 */

const opaqueId = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(100, VALIDATION.tooLong)
  .regex(/^[A-Za-z0-9_-]+$/, VALIDATION.invalid);

export const paymentSessionBody = z.strictObject({
  planId: z.number({ error: VALIDATION.required }).int(VALIDATION.invalidOption).positive(VALIDATION.invalidOption),
  paymentType: z.enum(PAYMENT_TYPE_CODES, { error: VALIDATION.invalidOption }),
});
export type PaymentSessionBody = z.infer<typeof paymentSessionBody>;

export const PAYMENT_PROVIDERS = ['sandbox'] as const;

export const paymentSession = z.object({
  sessionId: z.string(),
  provider: z.object({
    code: z.enum(PAYMENT_PROVIDERS),
    /** Where the browser sends card or IBAN data (absolute path on this site for the sandbox). */
    paymentMethodsUrl: z.string(),
    /** The provider's public key for this shop; sent as `Authorization: Bearer …` with the payment data. */
    publishableKey: z.string(),
  }),
  /** What the member is about to be charged now (0 for the trial), VAT included. */
  amountMinor: z.number().int(),
  currency: z.enum(['EUR', 'GBP', 'CHF', 'USD']),
  /** The session can be paid until then; afterwards a new one is needed. */
  expiresAt: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSession>;

/** Both consents are required: the spec's "consent to the immediate charge and automatic renewal". */
export const paymentConsent = z.strictObject({
  immediateCharge: z.literal(true, { error: VALIDATION.consentRequired }),
  autoRenewal: z.literal(true, { error: VALIDATION.consentRequired }),
});

export const paymentBody = z.strictObject({
  sessionId: opaqueId,
  paymentMethodId: opaqueId,
  consent: paymentConsent,
});
export type PaymentBody = z.infer<typeof paymentBody>;

/** The header that makes `POST /api/career/payments` safe to repeat: one key per click of "pay now". */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKey = z
  .string({ error: VALIDATION.required })
  .min(8, VALIDATION.tooShort)
  .max(100, VALIDATION.tooLong)
  .regex(/^[A-Za-z0-9_.:-]+$/, VALIDATION.invalid);

export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why a payment failed, for "Payment failed: check your entries": `card_declined` (the bank said no),
 * `authentication_failed` (3-D Secure not confirmed), `debit_failed` (the direct debit came back),
 * `payment_method_unusable` (unknown, expired or of another member), `processing_error` (the provider failed; try
 * again).
 */
export const PAYMENT_FAILURE_REASONS = [
  'card_declined',
  'authentication_failed',
  'debit_failed',
  'payment_method_unusable',
  'processing_error',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export const payment = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** With `requires_action`: the provider's page to send the browser to. */
  actionUrl: z.string().optional(),
  /** With `failed`. */
  reason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
});
export type Payment = z.infer<typeof payment>;

export const paymentCompleteBody = z.strictObject({ paymentId: opaqueId });
export type PaymentCompleteBody = z.infer<typeof paymentCompleteBody>;

export const paymentCompletion = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** The member's access now (true once the payment has started their membership). */
  premium: z.boolean(),
  actionUrl: z.string().optional(),
  reason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
});
export type PaymentCompletion = z.infer<typeof paymentCompletion>;

/** The sandbox provider's own API, as the browser calls it (`POST /sandbox-psp/v1/payment_methods`). */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
  delayed: '4000000000000077',
} as const;
export const SANDBOX_TEST_IBANS = {
  succeedsAfterDelay: 'DE89370400440532013000',
  failsAfterDelay: 'DE62370400440532013001',
} as const;

export const sandboxPaymentMethodBody = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('card'),
    card: z.strictObject({
      number: z.string().max(30),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      cvc: z.string().max(4),
    }),
  }),
  z.strictObject({
    type: z.literal('sepa_debit'),
    iban: z.string().max(50),
    holder: z.string().max(200),
  }),
]);
export type SandboxPaymentMethodBody = z.infer<typeof sandboxPaymentMethodBody>;

/** The sandbox's answer: its id, and what may be shown (never the full number). */
export const sandboxPaymentMethod = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_TYPE_CODES),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }).optional(),
  sepaDebit: z.object({ country: z.string(), last4: z.string() }).optional(),
});
export type SandboxPaymentMethod = z.infer<typeof sandboxPaymentMethod>;

/**
 * The sandbox's error codes for payment data (the page translates them): a card number that fails its check digit or
 * is unknown, an expiry date in the past or impossible, a CVC of the wrong length, an IBAN that fails its check
 * (`ibantools`), a missing account holder; `invalid_request` for anything else; `unauthorized` without the key.
 */
export const SANDBOX_ERROR_CODES = [
  'incorrect_number',
  'invalid_expiry',
  'incorrect_cvc',
  'invalid_iban',
  'missing_holder',
  'invalid_request',
  'unauthorized',
  'rate_limited',
] as const;
export type SandboxErrorCode = (typeof SANDBOX_ERROR_CODES)[number];

/** The sandbox's errors, in the shape such providers use: `{ error: { type, code, param?, message } }`. */
export const sandboxError = z.object({
  error: z.object({
    type: z.enum(['invalid_request_error', 'card_error', 'authentication_error', 'rate_limit_error']),
    code: z.enum(SANDBOX_ERROR_CODES),
    param: z.string().optional(),
    message: z.string(),
  }),
});
export type SandboxError = z.infer<typeof sandboxError>;

/**
 * Changing the payment method of a running membership (docs/decisions/0066): the browser hands the new card or IBAN
 * to the provider as at the purchase (`GET /api/career/membership/payment_method` names where), then
 * `PUT /api/career/membership/payment_method { paymentMethodId }` makes it the method for renewals. Nothing is
 * charged for the change; a failed renewal awaiting its retry is charged again at once with the new method.
 */
export const paymentMethodSetup = z.object({
  provider: paymentSession.shape.provider,
  /** What the method may be changed to for this membership: card everywhere, SEPA direct debit in euros. */
  paymentTypes: z.array(z.enum(PAYMENT_TYPE_CODES)),
});
export type PaymentMethodSetup = z.infer<typeof paymentMethodSetup>;

export const paymentMethodChangeBody = z.strictObject({ paymentMethodId: opaqueId });
export type PaymentMethodChangeBody = z.infer<typeof paymentMethodChangeBody>;

/**
 * The membership after the change, and `retry`: what became of a failed renewal charged again with the new method
 * (`renewed`; `failed` — still `past_due`, tried again at `nextAttemptAt`; `pending` — a direct debit the provider
 * confirms later), or null when nothing was charged.
 */
export const paymentMethodChangeAnswer = membership.extend({
  retry: z.enum(['renewed', 'failed', 'pending']).nullable(),
});
export type PaymentMethodChangeAnswer = z.infer<typeof paymentMethodChangeAnswer>;
