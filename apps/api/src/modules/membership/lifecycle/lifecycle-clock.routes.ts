import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { notFound } from '../../../lib/app-error.ts';
import { mayReadMailbox } from '../../../platform/mail/mailbox.routes.ts';
import type { MembershipLifecycle } from './membership-lifecycle.service.ts';

const runBody = z.strictObject({
  /** The moment the run takes as `now` (ISO 8601 with an offset), e.g. a period's end to renew it. */
  at: z.iso.datetime({ offset: true, error: VALIDATION.invalid }),
});

const runAnswer = z.object({
  reminded: z.number(),
  ended: z.number(),
  renewed: z.number(),
  failed: z.number(),
  pending: z.number(),
});

/**
 * Development and browser tests only: runs the membership lifecycle as if it were `at`, so a renewal, a failed
 * renewal and its retries can be reached without waiting a month. Registered only outside production, and it answers
 * only the machine itself (no proxy in between, no token opens it) — anybody else gets a 404 as if it did not exist.
 */
export function lifecycleClockRoutes(lifecycle: Pick<MembershipLifecycle, 'runDue'>) {
  return async function routes(app: FastifyInstance) {
    if (app.config.env === 'production') return;
    app.addHook('onRequest', async (request) => {
      if (!mayReadMailbox(request, undefined)) throw notFound('Page');
    });
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/dev/membership-lifecycle/run',
      {
        schema: {
          tags: ['development'],
          summary: 'Run the membership lifecycle at a given time (development only)',
          body: runBody,
          response: { 200: runAnswer },
        },
      },
      async (request) => lifecycle.runDue(new Date(request.body.at)),
    );
  };
}
