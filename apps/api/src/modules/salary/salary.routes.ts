import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { salaryBenchmarkQuery, salaryBenchmarkResult } from '@laufbahn/contracts/salary';
import { mayUse } from './premium.service.ts';
import { salaryService } from './salary.service.ts';

const tags = ['salary'];

export async function salaryRoutes(app: FastifyInstance) {
  const service = salaryService(app.database);
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request) => {
    await request.requireAccount();
  });

  api.get(
    '/api/career/salary_benchmarks',
    {
      schema: {
        tags,
        summary: 'The salary calculator',
        description:
          'Median and p25–p75 of the yearly base salary in the country version’s currency, from the pay ranges of ' +
          'positions published in the last 365 days, with its basis (how many positions, which filters, which ' +
          'period). Inputs left out come from the member’s current position and profile; the country from the ' +
          'country version when the profile has none (else 422 `required` on `country`). Below 10 positions the ' +
          'finest filters are let go (company size, region, industry, function; named in `basis.widened`); when ' +
          'even career level and country give fewer, `withheld` is true and the figures null. Members’ stated ' +
          'salaries (`members`) only in groups of at least 10. Premium members also get `benchmarks` (by region, ' +
          'company size and industry, and the place of their own salary); for Basic members `locked` is true and ' +
          '`benchmarks` null. Unknown ids → 422 `validation.invalidOption`; a city outside the country → 422 on ' +
          '`geoCodeId`.',
        querystring: salaryBenchmarkQuery,
        response: { 200: salaryBenchmarkResult },
      },
    },
    async (request) => {
      const account = await request.requireAccount();
      const premium = await mayUse(app.db, account.accountId, 'salary_benchmarks');
      return service.benchmarks(account.accountId, premium, request.query, request.countryVersion);
    },
  );
}
