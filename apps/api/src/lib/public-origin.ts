import type { FastifyRequest } from 'fastify';
import { isLocalHost } from './local-host.ts';

/**
 * The origin for links in mails. Never taken from an arbitrary Host header (that would let anybody
 * send our mail with their link): production uses the country version's host, other environments
 * accept only this machine's own host names.
 */
export function publicOrigin(request: FastifyRequest, production: boolean): string {
  if (production) return `https://${request.countryVersion.host}`;
  const host = request.headers.host;
  return isLocalHost(host) ? `http://${host}` : 'http://localhost:3000';
}
