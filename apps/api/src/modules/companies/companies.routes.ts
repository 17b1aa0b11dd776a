import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyIdParams,
  companyPage,
  companyPageQuery,
  companySearchQuery,
  companySearchResult,
} from '@laufbahn/contracts/companies';
import { mayUse } from '../salary/premium.service.ts';
import { companiesService } from './companies.service.ts';

const tags = ['companies'];

export async function companiesRoutes(app: FastifyInstance) {
  const service = companiesService(app.database);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public reads, limited per client address like the job search.
  app.addHook('onRequest', async (request) => {
    await app.rateLimiter.hit('jobReadsPerIp', request.ip);
  });

  api.get(
    '/api/career/companies',
    {
      schema: {
        tags,
        summary: 'Search companies',
        description:
          '`q` matches the start of a company name, whatever its accents and case ("zur" finds "Zürich Versicherung"); ' +
          '`industry` and `country` filter. Only companies that have published a position in the open are listed ' +
          '(a members-only mandate never names its company). Ordered by name; `more` says whether a larger `limit` ' +
          'finds more. No sign-in needed.',
        querystring: companySearchQuery,
        response: { 200: companySearchResult },
      },
    },
    async (request) => service.search(request.query),
  );

  api.get(
    '/api/career/companies/:id',
    {
      schema: {
        tags,
        summary: 'A company page',
        description:
          'Information, open positions (`vacancies`, members-only ones for Premium members only), locations, ' +
          'insights over the public positions of the last twelve months, the salary model’s executive salary for ' +
          'companies like it, its salary rank in its industry (withheld below 10 positions or 10 companies), the ' +
          'briefing (whole for Premium members, its first statement for everyone else: `locked: true`), similar ' +
          'companies and links. An unknown company, or one known only from members-only positions → 404.',
        params: companyIdParams,
        querystring: companyPageQuery,
        response: { 200: companyPage },
      },
    },
    async (request) => {
      const premium = await mayUse(app.db, (await request.currentAccount())?.accountId, 'company_briefings');
      return service.page(request.params.id, { premium }, request.countryVersion, request.query.vacancies);
    },
  );
}
