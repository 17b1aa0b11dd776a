import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHost } from '../lib/local-host.ts';
import { HSTS } from './security-headers.ts';

/**
 * The headers helmet gives every answer (see app.ts), for the answers Fastify sends before any hook runs.
 * test/fuzz/edge-regressions.test.ts compares them with helmet's, so the two cannot drift apart.
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Errors the router finds before a route is chosen (a path that is no valid percent-encoding, a path
 * segment past the length limit): the error shape and the security headers like every other answer.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(BASELINE_SECURITY_HEADERS);
  if (!isLocalHost(request.headers.host)) reply.header('strict-transport-security', HSTS);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply
    .status(tooLong ? 404 : 400)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        error: tooLong
          ? { code: 'not_found', message: 'No such address' }
          : { code: 'malformed_request', message: 'The address is not valid percent-encoded text' },
      }),
    );
}
