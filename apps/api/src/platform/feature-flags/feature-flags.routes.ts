import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { FLAG_PREVIEW_COOKIE, featureFlagsAnswer } from '@laufbahn/contracts/feature-flags';
import { parseGuestId } from '../attribution/first-touch.ts';

export async function featureFlagRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Outside production a `lb_flag_preview` cookie (`<flag>=<variant>,…`, the `FEATURE_FLAGS` format) shows those
  // variants to that browser alone, so a variant can be looked at and tested without restarting the server.
  const previewAllowed = app.config.env !== 'production';

  api.get(
    '/api/feature_flags',
    {
      schema: {
        tags: ['feature flags'],
        summary: 'The experiment flags’ variants for the caller',
        description:
          'Public. Every flag is `idle` unless `FEATURE_FLAGS` sets it (`<flag>=<variant>[:<percent>]`). A ' +
          'percentage is decided per visitor from a hash of the `lb_guest` cookie (else the signed-in account) ' +
          'and the flag name, so a visitor keeps their variant; a caller with neither sees `idle`. Outside ' +
          'production the `lb_flag_preview` cookie (same format) overrides them for that browser. ' +
          'Cache-Control: private, max-age=60.',
        response: { 200: featureFlagsAnswer },
      },
    },
    async (request, reply) => {
      let subject = parseGuestId(request.cookies[GUEST_COOKIE]) ?? null;
      // The session is only looked up when it could change the answer.
      if (subject === null && app.flags.configured) {
        const session = await request.currentAccount();
        if (session) subject = `account:${session.accountId}`;
      }
      reply.header('cache-control', 'private, max-age=60').header('vary', 'Cookie');
      const preview = previewAllowed ? request.cookies[FLAG_PREVIEW_COOKIE] : undefined;
      return { flags: await app.flags.variants(subject, preview) };
    },
  );
}
