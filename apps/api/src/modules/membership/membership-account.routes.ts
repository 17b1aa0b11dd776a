import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancellationConfirmation,
  cancellationConfirmBody,
  cancellationRequestBody,
  membership,
  membershipActionBody,
} from '@laufbahn/contracts/membership';
import { answerAfter } from '../../lib/even-timing.ts';
import { notFound } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requestMeta, writeMeta } from '../../lib/request-meta.ts';
import type { CancellationService } from './cancellation.service.ts';
import type { SubscriptionService } from './subscription.service.ts';

const tags = ['membership'];
const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The membership page (account menu) and the public cancellation page (§ 312k BGB). */
export function membershipAccountRoutes(subscriptions: SubscriptionService, cancellations: CancellationService) {
  return async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const membershipUrl = (request: Parameters<typeof publicOrigin>[0]) =>
      `${publicOrigin(request, app.config.env === 'production')}/membership`;

    api.get(
      '/api/career/membership',
      {
        schema: {
          tags,
          summary: 'The member’s membership, payment method and invoices',
          response: { 200: membership },
        },
      },
      async (request, reply) => {
        const session = await request.requireAccount();
        reply.header('cache-control', 'private, no-store');
        return subscriptions.membership(session.accountId);
      },
    );

    // Both actions take no body: the page sends `{}`, other clients nothing at all, some an empty body with a JSON type.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      const json = scope.getDefaultJsonParser('error', 'error');
      const parser = (
        request: FastifyRequest,
        text: string | Buffer,
        done: (error: Error | null, body?: unknown) => void,
      ) => (String(text).trim() === '' ? done(null, null) : json(request, String(text), done));
      scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 }, parser);
      scope.addContentTypeParser(
        /^application\/vnd\.laufbahn\.v\d+\+json/,
        { parseAs: 'string', bodyLimit: 1024 },
        parser,
      );
      const actions = scope.withTypeProvider<ZodTypeProvider>();
      actions.post(
        '/api/career/membership/cancel',
        {
          schema: {
            tags,
            summary: 'Cancel the membership (one click)',
            description:
              'Effective at the first renewal date at least the notice period away (a trial: at its end); Premium ' +
              'until then. Cancelling again changes nothing. 409 `no_subscription` without a running membership.',
            body: membershipActionBody,
            response: { 200: membership },
          },
        },
        async (request) => {
          const session = await request.requireAccount();
          await subscriptions.cancel(session.accountId, writeMeta(request, session.accountId), membershipUrl(request));
          return subscriptions.membership(session.accountId);
        },
      );

      actions.post(
        '/api/career/membership/withdraw',
        {
          schema: {
            tags,
            summary: 'Withdraw from the purchase within 14 days',
            description:
              'Ends the membership now and refunds the unused days of the first period through the provider, with a ' +
              'credit note. 409 `withdrawal_period_over` after 14 days, `no_subscription` without a paid membership.',
            body: membershipActionBody,
            response: { 200: membership },
          },
        },
        async (request) => {
          const session = await request.requireAccount();
          await subscriptions.withdraw(session.accountId, writeMeta(request, session.accountId));
          return subscriptions.membership(session.accountId);
        },
      );
    });

    api.get(
      '/api/career/membership/invoices/:id/pdf',
      { schema: { tags, summary: 'An invoice as PDF (its owner only)', params: idParams } },
      async (request, reply) => {
        const session = await request.requireAccount();
        const document = await subscriptions.invoicePdf(session.accountId, request.params.id);
        if (!document) throw notFound('Invoice');
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${document.number}.pdf"`)
          .send(document.pdf);
      },
    );

    api.post(
      '/api/career/membership/cancellation_requests',
      {
        schema: {
          tags,
          summary: 'Cancel without signing in: mail a confirmation link',
          description:
            '202 for any address, in the same time (nobody learns who is a member); a member with a running ' +
            'membership gets a link to `/membership/cancel/confirm?token=…`, valid 24 hours. Rate limited.',
          body: cancellationRequestBody,
          response: { 202: z.object({}) },
        },
      },
      async (request, reply) => {
        const origin = publicOrigin(request, app.config.env === 'production');
        await answerAfter(
          app.config.mailedLinkAnswerMs,
          cancellations.request(
            request.body.email,
            requestMeta(request),
            (token) => `${origin}/membership/cancel/confirm?token=${encodeURIComponent(token)}`,
          ),
          (error) => request.log.error({ err: error }, 'cancellation link not sent'),
        );
        return reply.status(202).send({});
      },
    );

    api.post(
      '/api/career/membership/cancellation_requests/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm a cancellation with the mailed link’s token',
          description: 'Once per link; an unknown, used or expired token is 422 `invalid_reset_token` on `token`.',
          body: cancellationConfirmBody,
          response: { 200: cancellationConfirmation },
        },
      },
      async (request) => {
        const effectiveAt = await cancellations.confirm(
          request.body.token,
          requestMeta(request),
          membershipUrl(request),
        );
        return { effectiveAt: effectiveAt.toISOString() };
      },
    );
  };
}
