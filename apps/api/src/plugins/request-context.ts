import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countryVersionFromHost, type CountryVersion } from '@laufbahn/i18n/country-versions';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling (`X-Actor`): `web` for our web app; recorded with every write. */
    actor: string;
    countryVersion: CountryVersion;
  }
}

const ACTOR = /^[A-Za-z0-9._:-]{1,40}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', '');
  // Cast: Fastify wants a placeholder of the value's type; the onRequest hook below sets the real one first.
  app.decorateRequest('countryVersion', null as unknown as CountryVersion);

  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-actor'];
    const actor = typeof header === 'string' && ACTOR.test(header) ? header : 'api';
    request.actor = actor;
    request.countryVersion = countryVersionFromHost(request.headers.host);
    request.log = request.log.child({ actor });

    if (!SAFE_METHODS.has(request.method) && request.url.startsWith('/api/') && !isSameOrigin(request)) {
      throw new AppError('forbidden', 'Cross-site request refused');
    }
  });
});

const DEFAULT_PORT = /:(80|443)$/;

/**
 * Cookies are SameSite=Lax; on top of that, a state-changing call that carries cookies must name this host as its
 * Origin. Browsers send an Origin with every such call, and every current browser marks its calls with
 * Sec-Fetch-Site, so a browser's call with a missing Origin — or a `null` one (sandboxed frames, some redirects) —
 * is refused like another site's. A call without cookies carries no one's session, and a client that is no browser
 * (no Sec-Fetch-Site) cannot be made to send someone else's cookies: neither needs an Origin.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return !request.headers.cookie || request.headers['sec-fetch-site'] === undefined;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost.replace(DEFAULT_PORT, '') === (request.headers.host ?? '').replace(DEFAULT_PORT, '');
}
