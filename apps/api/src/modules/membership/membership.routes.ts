import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offers, offersQuery, paymentTypes, paymentTypesQuery } from '@laufbahn/contracts/membership';
import { offersService } from './offers.service.ts';

const tags = ['membership'];

/** Premium membership: what is on offer and how it can be paid. */
export async function membershipRoutes(app: FastifyInstance) {
  const service = offersService(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/career/offers',
    {
      schema: {
        tags,
        summary: 'The Premium plans of the country version',
        description:
          'Plans of the country version’s currency with prices including VAT at its rate, in minor units: per month, ' +
          'the first period (with its discount; 0 for the trial) and each renewal, each with the VAT it holds. ' +
          'Visitors may read them. A member who has had a trial is not offered another. `upsell_hook` (where the ' +
          'member came from), `page_name` (`responsive_payment_page`) and `retention_affiliate` are optional; an ' +
          'unknown parameter or a malformed value → 422 on it.',
        querystring: offersQuery,
        response: { 200: offers },
      },
    },
    async (request, reply) => {
      const account = await request.currentAccount();
      reply.header('cache-control', 'private, no-store');
      return service.offers(request.countryVersion, account?.accountId);
    },
  );

  api.get(
    '/api/career/payment_types',
    {
      schema: {
        tags,
        summary: 'How Premium can be paid here',
        description: 'Card everywhere; SEPA direct debit (`sepa_debit`) where the currency is the euro. No parameters.',
        querystring: paymentTypesQuery,
        response: { 200: paymentTypes },
      },
    },
    async (request) => service.paymentTypes(request.countryVersion),
  );
}
