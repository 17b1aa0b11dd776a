import type { Offers, PAYMENT_PAGE_NAME, PaymentTypes } from '@laufbahn/contracts/membership';
import { endpoint } from '../../../lib/endpoint.ts';

/** The API's rule for tracking names (`upsell_hook`, `retention_affiliate`): anything else stays out of the call. */
const TRACKING_NAME = /^[a-z0-9_]{1,60}$/;

/** The spec's page name for this page (the contract's constant, by type: its module brings zod along). */
const PAGE_NAME: typeof PAYMENT_PAGE_NAME = 'responsive_payment_page';

export const trackingName = (value: string | null | undefined): string | null =>
  value && TRACKING_NAME.test(value) ? value : null;

/**
 * `GET /api/career/offers`: the plans of the caller's country version, told where the member came from
 * (spec section 7: `upsell_hook`, `page_name=responsive_payment_page`, `retention_affiliate`).
 */
export function offersEndpoint(upsellHook: string | null, retentionAffiliate: string | null = null) {
  const query = new URLSearchParams();
  if (upsellHook) query.set('upsell_hook', upsellHook);
  query.set('page_name', PAGE_NAME);
  if (retentionAffiliate) query.set('retention_affiliate', retentionAffiliate);
  return endpoint<Offers>(`/api/career/offers?${query}`);
}

/** `GET /api/career/payment_types`: card everywhere, SEPA direct debit where the currency is the euro. */
export const paymentTypesEndpoint = endpoint<PaymentTypes>('/api/career/payment_types');
