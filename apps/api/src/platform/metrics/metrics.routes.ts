import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireOperatorToken } from '../../lib/operator-token.ts';

/** Route label of pages and of requests no route took: never the path itself, which holds ids and typed text. */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (!route) return 'unmatched';
  if (route === '/*') return 'page';
  return route;
}

/**
 * `GET /api/metrics` in Prometheus' text format. With METRICS_TOKEN set, only for `Authorization: Bearer <token>`
 * (401 otherwise); without it open outside production (this machine, tests) and absent in production (404), so
 * the figures are never public there. A plugin without its own scope, so that its timing hook sees every route.
 */
export const metricsRoutes = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  const { metrics } = app;

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
  });

  if (!token && app.config.env === 'production') return;
  app.get(
    '/api/metrics',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Prometheus metrics',
        description:
          'Request rate and latency per route pattern, queue depth and failed job attempts, CV processing and job ' +
          'search times, database pool use, process figures. Needs `Authorization: Bearer <METRICS_TOKEN>` when ' +
          'that is set; not served in production without it.',
      },
    },
    async (request, reply) => {
      requireOperatorToken(request, token, 'metrics');
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    },
  );
});
