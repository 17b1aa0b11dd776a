import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy in front of us may look like: short, and nothing a log line could be fooled by. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Each request's id: a random UUID, or — behind a trusted proxy (TRUST_PROXY) — the proxy's own `X-Request-Id`
 * when it looks like one, so one id follows the request through both logs. A visitor cannot choose their id
 * otherwise: ids are quoted to support and must point at one request.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return randomUUID();
  };
}

/**
 * Every answer — API call, page, file, error — names its request in `X-Request-Id`; the log lines of that request
 * carry the same id as `requestId`, and the error page shows it, so a member can quote it.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
