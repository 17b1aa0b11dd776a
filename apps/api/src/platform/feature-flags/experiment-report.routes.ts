import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { requireOperatorToken } from '../../lib/operator-token.ts';
import { experimentReport } from './experiment-report.ts';

const query = z.strictObject({
  days: z.coerce
    .number({ error: VALIDATION.invalidOption })
    .int(VALIDATION.invalidOption)
    .min(1, VALIDATION.invalidOption)
    .max(400, VALIDATION.invalidOption)
    .default(30),
});

const variantFigures = z.object({
  variant: z.string(),
  visitors: z.number(),
  signedIn: z.number(),
  premium: z.number(),
});

/**
 * `GET /api/analytics/experiments`: conversion per experiment flag and variant, for the operator — behind
 * METRICS_TOKEN like the metrics, open outside production without one, absent in production without one.
 */
export async function experimentReportRoutes(app: FastifyInstance) {
  const token = app.config.metricsToken;
  if (!token && app.config.env === 'production') return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics/experiments',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Conversion per experiment flag and variant',
        description:
          'From the page views recorded with consent: per flag switched on and variant, the visitors who saw it in ' +
          'the last `days` days (default 30), how many of them signed in afterwards and how many bought Premium. ' +
          'Needs `Authorization: Bearer <METRICS_TOKEN>` when that is set.',
        querystring: query,
        response: {
          200: z.object({
            since: z.string(),
            days: z.number(),
            flags: z.array(z.object({ flag: z.string(), variants: z.array(variantFigures) })),
          }),
        },
      },
    },
    async (request, reply) => {
      requireOperatorToken(request, token, 'experiment reports');
      reply.header('cache-control', 'no-store');
      return experimentReport(app.db, request.query.days);
    },
  );
}
