import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentMethodChangeAnswer, paymentMethodChangeBody, paymentMethodSetup } from '@laufbahn/contracts/payments';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { writeMeta } from '../../../lib/request-meta.ts';
import type { SubscriptionService } from '../subscription.service.ts';
import type { PaymentMethodChange } from './payment-method-change.service.ts';

const tags = ['membership'];

/** Changing the payment method of a running membership from the membership page (docs/decisions/0066). */
export function paymentMethodRoutes(change: PaymentMethodChange, subscriptions: SubscriptionService) {
  return async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/career/membership/payment_method',
      {
        schema: {
          tags,
          summary: 'Where the browser hands a new payment method to the provider',
          description:
            'The provider’s address and public key, as for a purchase, and the kinds of method this membership ' +
            'takes (card; SEPA direct debit in euros). 409 `no_subscription` without a running membership.',
          response: { 200: paymentMethodSetup },
        },
      },
      async (request, reply) => {
        const session = await request.requireAccount();
        reply.header('cache-control', 'private, no-store');
        return change.setup(session.accountId);
      },
    );

    api.put(
      '/api/career/membership/payment_method',
      {
        schema: {
          tags,
          summary: 'Make a new payment method the one renewals are charged to',
          description:
            'Takes the provider’s payment method id; nothing is charged for the change. While a failed renewal ' +
            'awaits its retry (`past_due`), that retry is made at once with the new method, as the next of its ' +
            'attempts; `retry` says how it went. Sending the same method again changes nothing. 422 on ' +
            '`paymentMethodId` for an id the provider does not know, of a kind this membership does not take, or ' +
            'another member’s; 409 `no_subscription` without a running membership; 429 after five changes in a day.',
          body: paymentMethodChangeBody,
          response: { 200: paymentMethodChangeAnswer },
        },
      },
      async (request) => {
        const session = await request.requireAccount();
        await app.rateLimiter.hit('paymentMethodChangesPerAccount', String(session.accountId));
        const origin = publicOrigin(request, app.config.env === 'production');
        const { retry } = await change.change(
          session.accountId,
          request.body.paymentMethodId,
          writeMeta(request, session.accountId),
          `${origin}/account/membership`,
        );
        return { ...(await subscriptions.membership(session.accountId)), retry };
      },
    );
  };
}
