/**
 * The membership payloads of the API (`GET /api/career/membership` and its actions). Amounts in minor units,
 * VAT included; dates as ISO strings.
 */
export type SubscriptionStatus = 'trialing' | 'active' | 'cancelling' | 'ended';

export type PaymentMethodSummary =
  { type: 'card'; brand: string; last4: string } | { type: 'sepa_debit'; country: string; last4: string };

export interface SubscriptionDetails {
  id: number;
  planId: number;
  termMonths: number;
  trial: boolean;
  status: SubscriptionStatus;
  startedAt: string;
  currentPeriodEnd: string;
  nextRenewalAt: string | null;
  endsAt: string | null;
  cancellable: boolean;
  withdrawableUntil: string | null;
  regularTotalMinor: number;
  currency: string;
  paymentMethod: PaymentMethodSummary | null;
}

export interface Invoice {
  id: number;
  number: string;
  issuedAt: string;
  totalMinor: number;
  vatMinor: number;
  vatRate: number;
  currency: string;
  pdfUrl: string;
}

export interface MembershipDetails {
  tier: 'basic' | 'premium';
  subscription: SubscriptionDetails | null;
  invoices: Invoice[];
}
