/**
 * The payment provider's own API, called by the browser directly: card numbers and IBANs go to the provider and
 * never to Laufbahn's API (DECISIONS.md, "Premium and payments"). The built-in sandbox provider lives under
 * `/sandbox-psp/` as if it were another company's service.
 */
export type ProviderPaymentMethod =
  | { type: 'card'; card: { number: string; expMonth: number; expYear: number; cvc: string } }
  | { type: 'sepa_debit'; iban: string; holder: string };

/** What the provider refused, as a code the page translates (`invalid_number`, `invalid_iban`, …). */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    readonly param: string | null = null,
  ) {
    super(code);
  }
}

const SANDBOX_BASE = '/sandbox-psp/v1';

/** The provider named by the session (`payments/session_data`): its base address, the sandbox by default. */
export function providerBase(provider: unknown): string {
  const named = provider && typeof provider === 'object' ? (provider as Record<string, unknown>) : {};
  const base = named.baseUrl ?? named.apiBase;
  return typeof base === 'string' && base.startsWith('/') && !base.startsWith('//')
    ? base.replace(/\/$/, '')
    : SANDBOX_BASE;
}

/** `POST {provider}/payment_methods`: the data become the provider's payment method; only its id comes back. */
export async function createPaymentMethod(provider: unknown, method: ProviderPaymentMethod): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${providerBase(provider)}/payment_methods`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(method),
    });
  } catch {
    throw new ProviderError('network');
  }
  const payload = (await response.json().catch(() => undefined)) as
    { id?: unknown; error?: { code?: unknown; param?: unknown } } | undefined;
  if (response.ok && typeof payload?.id === 'string') return payload.id;
  const code = typeof payload?.error?.code === 'string' ? payload.error.code : 'provider_unavailable';
  const param = typeof payload?.error?.param === 'string' ? payload.error.param : null;
  throw new ProviderError(code, param);
}
