import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  payment,
  paymentBody,
  paymentCompleteBody,
  paymentCompletion,
  paymentSession,
  paymentSessionBody,
} from '@laufbahn/contracts/payments';
import { SANDBOX_WEBHOOK_PATH } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import { resolveLanguage } from '../../../lib/language.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];

/** Buying Premium: the payment session, the payment, the waiting screen's question, and the provider's webhooks. */
export function paymentsRoutes(service: PaymentsService) {
  return async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/career/payments/session_data',
      {
        schema: {
          tags,
          summary: 'Start paying for a plan',
          description:
            'Fixes plan, price and VAT for an hour and answers the session with where the browser sends the card or ' +
            'IBAN data (the provider, never our API). 409 `already_premium` for a running membership, `trial_used` ' +
            'for a second trial; 422 on `planId` (not on sale in this version) or `paymentType` (SEPA only in euros).',
          body: paymentSessionBody,
          response: { 201: paymentSession },
        },
      },
      async (request, reply) => {
        const session = await request.requireAccount();
        const answer = await service.createSession(
          session.accountId,
          request.body,
          request.countryVersion,
          resolveLanguage(request),
          publicOrigin(request, app.config.env === 'production'),
        );
        return reply.status(201).header('cache-control', 'no-store').send(answer);
      },
    );

    api.post(
      '/api/career/payments',
      {
        schema: {
          tags,
          summary: 'Pay a payment session (once per Idempotency-Key)',
          description:
            'Needs both consents and an `Idempotency-Key` header (8–100 characters; one per click of “pay”). The same ' +
            'key with the same body answers the same payment and charges nothing more; another body under it is 409 ' +
            '`idempotency_conflict`, another key for a paid session 409 `payment_session_expired`. `requires_action`: ' +
            'send the browser to `actionUrl`; `pending`: poll `/complete`.',
          body: paymentBody,
          response: { 200: payment },
        },
      },
      async (request) => {
        const session = await request.requireAccount();
        return service.pay(session.accountId, request.body, request.headers[IDEMPOTENCY_KEY_HEADER]);
      },
    );

    api.post(
      '/api/career/payments/complete',
      {
        schema: {
          tags,
          summary: 'The outcome of a payment, for the waiting screen',
          description:
            'Asks the provider while the outcome is open and starts the membership once it has succeeded; `premium` ' +
            'is the member’s access now. Another member’s payment is 404.',
          body: paymentCompleteBody,
          response: { 200: paymentCompletion },
        },
      },
      async (request, reply) => {
        const session = await request.requireAccount();
        reply.header('cache-control', 'no-store');
        return service.complete(session.accountId, request.body.paymentId);
      },
    );

    // The provider's webhooks: the signature is over the raw body, so this route reads it as text.
    await app.register(async (hooks) => {
      hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_r, body, done) =>
        done(null, body),
      );
      hooks.withTypeProvider<ZodTypeProvider>().post(
        SANDBOX_WEBHOOK_PATH,
        {
          schema: {
            tags,
            summary: 'Webhooks of the sandbox payment provider',
            description:
              'Signed with HMAC-SHA256 (`Sandbox-Signature: t=…,v1=…`); a missing or wrong signature is 400. Each ' +
              'event makes us read the intent it names from the provider, so replays and any order are harmless.',
            response: { 200: z.object({ received: z.literal(true) }) },
          },
        },
        async (request) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          const event = app.paymentProvider.verifyWebhook(raw, request.headers);
          if (!event) throw new AppError('malformed_request', 'Webhook signature missing or wrong');
          await service.webhook(event.id, event.type, event.intentId);
          return { received: true as const };
        },
      );
    });
  };
}
