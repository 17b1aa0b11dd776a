import type { PaymentSession } from '@laufbahn/contracts/payments';

/**
 * The payment provider's own API, called by the browser directly: card numbers and IBANs go to the provider and
 * never to Laufbahn's API (DECISIONS.md, "Premium and payments"). The session names the address and the shop's
 * public key; for the built-in sandbox that is `/sandbox-psp/v1/payment_methods`.
 */
export type ProviderPaymentMethod =
  | { type: 'card'; card: { number: string; expMonth: number; expYear: number; cvc: string } }
  | { type: 'sepa_debit'; iban: string; holder: string };

/** What the provider refused (`incorrect_number`, `invalid_iban`, …, or `network`), for the page to explain. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    readonly param: string | null = null,
  ) {
    super(code);
  }
}

/** `POST {paymentMethodsUrl}`: the data become the provider's payment method; only its id comes back. */
export async function createPaymentMethod(
  provider: PaymentSession['provider'],
  method: ProviderPaymentMethod,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(provider.paymentMethodsUrl, {
      method: 'POST',
      credentials: 'omit',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${provider.publishableKey}`,
      },
      body: JSON.stringify(method),
    });
  } catch {
    throw new ProviderError('network');
  }
  const payload = (await response.json().catch(() => undefined)) as
    { id?: unknown; error?: { code?: unknown; param?: unknown } } | undefined;
  if (response.ok && typeof payload?.id === 'string') return payload.id;
  const code = typeof payload?.error?.code === 'string' ? payload.error.code : 'processing_error';
  const param = typeof payload?.error?.param === 'string' ? payload.error.param : null;
  throw new ProviderError(code, param);
}
