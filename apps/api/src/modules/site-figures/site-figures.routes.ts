import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SITE_FIGURE_MINIMUMS, siteFigures, siteFiguresQuery } from '@laufbahn/contracts/site-figures';
import { siteFiguresService } from './site-figures.service.ts';

/** The home page's figures: counted from the data, or stated by the operator. */
export async function siteFiguresRoutes(app: FastifyInstance) {
  const service = siteFiguresService(app.database, {
    claims: app.config.brandClaims,
    cacheMs: app.config.trendsCacheSeconds * 1000,
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/site/figures',
    {
      schema: {
        tags: ['site'],
        summary: 'The figures of the home page',
        description:
          'No sign-in needed; no query parameters (an unknown one → 422). Open positions and those published in the ' +
          "last 7 days in the country version's country, members, and employers and headhunters with open positions " +
          `— each counted (\`source: "counted"\`) and left out below its minimum (${Object.entries(SITE_FIGURE_MINIMUMS)
            .map(([key, value]) => `${key} ${value}`)
            .join(
              ', ',
            )}), or the operator's claim from \`BRAND_CLAIMS\` (\`source: "operator"\`). Counted every few minutes.`,
        querystring: siteFiguresQuery,
        response: { 200: siteFigures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return service.figures(request.countryVersion);
    },
  );
}
