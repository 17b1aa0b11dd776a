import type { FastifyRequest } from 'fastify';
import { RECRUITER_HOSTS } from '@laufbahn/contracts/recruiter-site';
import { COUNTRY_VERSIONS, isCountryVersionCode } from '@laufbahn/i18n/country-versions';
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

/**
 * Links in mails that cross sites: a member's own country version, or the recruiter site. In production the
 * sites' hosts; on this machine the local host names at the port called (never an arbitrary Host header).
 */
export function siteOrigins(request: FastifyRequest, production: boolean) {
  const host = request.headers.host;
  const port = isLocalHost(host) ? (/:(\d+)$/.exec(host ?? '')?.[1] ?? null) : '3000';
  const local = (name: string) => `http://${name}${port ? `:${port}` : ''}`;
  return {
    member(countryVersion: string): string {
      const version = COUNTRY_VERSIONS[isCountryVersionCode(countryVersion) ? countryVersion : 'deu'];
      return production ? `https://${version.host}` : local(version.localHost);
    },
    recruiter: production ? `https://${RECRUITER_HOSTS[1]}` : local(RECRUITER_HOSTS[0]),
  };
}
