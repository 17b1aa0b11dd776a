import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLocalHost } from '../lib/local-host.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS on every answer (API, pages, files) for real host names, whatever NODE_ENV says; never for this
 * machine's own names, which have no TLS and where a pinned HSTS would lock the browser out.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isLocalHost(request.headers.host)) reply.header('strict-transport-security', HSTS);
    return payload;
  });
});
