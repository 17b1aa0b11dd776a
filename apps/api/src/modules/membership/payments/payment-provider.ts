/**
 * The payment-provider port (docs/decisions/0032-payment-provider-port-and-sandbox.md), shaped like the providers
 * Laufbahn could use (Stripe, Adyen, Mollie): the browser gives the payment data to the provider and gets a payment
 * method id; the shop creates a payment intent with an idempotency key; an intent may need the customer's action
 * (3-D Secure) or settle later; the provider reports by signed webhook. Laufbahn keeps the provider's ids, the card
 * brand and last four digits or the IBAN's country and last four — never a card number or an IBAN.
 */
export type ProviderIntentStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed';
export type ProviderFailure = 'card_declined' | 'authentication_failed' | 'debit_failed';

export type ProviderPaymentMethod =
  | { id: string; type: 'card'; brand: string; last4: string }
  | { id: string; type: 'sepa_debit'; country: string; last4: string };

export interface ProviderIntent {
  id: string;
  status: ProviderIntentStatus;
  amountMinor: number;
  currency: string;
  /** Our payment's id, as we gave it. */
  reference: string;
  failure: ProviderFailure | null;
  amountRefundedMinor: number;
  /** With `requires_action`: where the customer confirms. */
  actionUrl: string | null;
  paymentMethod: ProviderPaymentMethod;
}

/** A verified webhook: which intent changed (its state is read from the provider, so order and replays do not matter). */
export interface ProviderEvent {
  id: string;
  type: string;
  intentId: string;
}

export class ProviderError extends Error {
  constructor(
    readonly code: 'payment_method_missing' | 'idempotency_error' | 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly code: 'sandbox';
  /** What the browser needs to hand payment data to the provider. */
  browserSetup(): { paymentMethodsUrl: string; publishableKey: string };
  retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod | undefined>;
  /**
   * Creates and confirms an intent; the same key answers the same intent, never a second charge. `offSession`: a
   * renewal charged without the customer present, under the consent given at the purchase.
   */
  createIntent(
    input: {
      amountMinor: number;
      currency: string;
      paymentMethodId: string;
      reference: string;
      returnUrl: string;
      offSession?: boolean;
    },
    idempotencyKey: string,
  ): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /** Refunds part of a succeeded intent, once per key. */
  refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<{ id: string }>;
  /** Checks a webhook's signature; undefined when it is not the provider's. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent | undefined;
}
