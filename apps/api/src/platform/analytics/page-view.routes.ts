import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE_CONSENT_COOKIE, pageViewBody } from '@laufbahn/contracts/analytics';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { deviceClassOf } from '@laufbahn/contracts/device-class';
import { pageViewService } from './page-view.service.ts';

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function pageViewRoutes(app: FastifyInstance) {
  const service = pageViewService(app.db, app.rateLimiter, app.flags);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/analytics/page_views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view',
        description: `Stored only when the ${COOKIE_CONSENT_COOKIE} cookie is \`all\`; answers 202 either way.`,
        body: pageViewBody,
        response: { 202: z.object({}) },
      },
    },
    async (request, reply) => {
      await service.record(request.body.path, {
        consent: request.cookies[COOKIE_CONSENT_COOKIE],
        device: deviceClassOf({ get: (name) => headerValue(request.headers[name]) }),
        guestCookie: request.cookies[GUEST_COOKIE],
        countryVersion: request.countryVersion.code,
        ip: request.ip,
        accountId: async () => (await request.currentAccount())?.accountId,
      });
      return reply.status(202).send({});
    },
  );
}
