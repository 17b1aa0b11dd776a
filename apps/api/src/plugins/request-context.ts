import type { FastifyInstance } from 'fastify';
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

    // Cookies are SameSite=Lax; on top of that, a state-changing call from another site's page is refused.
    if (!SAFE_METHODS.has(request.method) && request.url.startsWith('/api/')) {
      const origin = request.headers.origin;
      if (origin && origin !== 'null') {
        let originHost: string | undefined;
        try {
          originHost = new URL(origin).host;
        } catch {
          originHost = undefined;
        }
        if (originHost !== request.headers.host) throw new AppError('forbidden', 'Cross-site request refused');
      }
    }
  });
});
