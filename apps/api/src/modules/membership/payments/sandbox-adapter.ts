import { SIGNATURE_HEADER, verifySignature } from '../../../lib/webhook-signature.ts';
import {
  SANDBOX_PUBLISHABLE_KEY,
  SandboxPspError,
  type SandboxIntent,
  type SandboxPsp,
} from '../../sandbox-psp/sandbox-psp.service.ts';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderPaymentMethod,
} from './payment-provider.ts';

function toMethod(method: SandboxIntent['paymentMethod']): ProviderPaymentMethod {
  return method.type === 'card'
    ? { id: method.id, type: 'card', brand: method.card!.brand, last4: method.card!.last4 }
    : { id: method.id, type: 'sepa_debit', country: method.sepaDebit!.country, last4: method.sepaDebit!.last4 };
}

function toIntent(intent: SandboxIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountMinor: intent.amountMinor,
    currency: intent.currency,
    reference: intent.reference,
    failure: intent.failureCode,
    amountRefundedMinor: intent.amountRefundedMinor,
    actionUrl: intent.nextActionUrl,
    paymentMethod: toMethod(intent.paymentMethod),
  };
}

function translate(error: unknown): never {
  if (error instanceof SandboxPspError) {
    if (error.code === 'resource_missing') throw new ProviderError('payment_method_missing', error.message);
    if (error.code === 'idempotency_error') throw new ProviderError('idempotency_error', error.message);
    throw new ProviderError('refused', error.message);
  }
  throw error;
}

/**
 * The port, served by the built-in sandbox. It calls the sandbox's service in this process where a real adapter
 * would call the provider's HTTP API; the sandbox answers with its own shapes, translated here, and reaches us
 * back only by signed webhook.
 */
export function sandboxProvider(psp: SandboxPsp, webhookSecret: string): PaymentProvider {
  return {
    code: 'sandbox',
    browserSetup: () => ({
      paymentMethodsUrl: '/sandbox-psp/v1/payment_methods',
      publishableKey: SANDBOX_PUBLISHABLE_KEY,
    }),
    async retrievePaymentMethod(id) {
      const method = await psp.retrievePaymentMethod(id);
      return method ? toMethod(method) : undefined;
    },
    async createIntent(input, idempotencyKey) {
      try {
        return toIntent(await psp.createPaymentIntent(input, idempotencyKey));
      } catch (error) {
        return translate(error);
      }
    },
    async retrieveIntent(id) {
      const intent = await psp.retrievePaymentIntent(id);
      return intent ? toIntent(intent) : undefined;
    },
    async refund(intentId, amountMinor, idempotencyKey) {
      try {
        return await psp.refund(intentId, amountMinor, idempotencyKey);
      } catch (error) {
        return translate(error);
      }
    },
    verifyWebhook(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      if (!verifySignature(webhookSecret, rawBody, typeof header === 'string' ? header : undefined)) return undefined;
      try {
        const event = JSON.parse(rawBody) as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } };
        const intentId = event.data?.object?.id;
        if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof intentId !== 'string') {
          return undefined;
        }
        return { id: event.id, type: event.type, intentId };
      } catch {
        return undefined;
      }
    },
  };
}
