import type { FastifyRequest } from 'fastify';
import { RECRUITER_BASE_PATH, RECRUITER_HOSTS } from '@laufbahn/contracts/recruiter-site';
import { COUNTRY_VERSIONS, isCountryVersionCode } from '@laufbahn/i18n/country-versions';
import { isLocalHost } from '../../lib/local-host.ts';
import type { ContactLinks } from './contact-request.service.ts';

/** Pages the contact mails link to; kept in step with the web app's paths. */
export const MEMBER_CONTACT_REQUESTS_PATH = '/account/contact-requests';

/**
 * Links in contact mails cross sites: a recruiter's request mails the member a link to the member's own country
 * version, a member's answer mails the recruiter a link to the recruiter site. In production the sites' hosts; on
 * this machine the local host names at the port called (never an arbitrary Host header).
 */
export function contactLinks(request: FastifyRequest, production: boolean): ContactLinks {
  const host = request.headers.host;
  const port = isLocalHost(host) ? (/:(\d+)$/.exec(host ?? '')?.[1] ?? null) : '3000';
  const local = (name: string) => `http://${name}${port ? `:${port}` : ''}`;
  const recruiterOrigin = production ? `https://${RECRUITER_HOSTS[1]}` : local(RECRUITER_HOSTS[0]);
  return {
    memberInbox(countryVersion) {
      const version = COUNTRY_VERSIONS[isCountryVersionCode(countryVersion) ? countryVersion : 'deu'];
      const origin = production ? `https://${version.host}` : local(version.localHost);
      return `${origin}${MEMBER_CONTACT_REQUESTS_PATH}`;
    },
    recruiterRequests: () => `${recruiterOrigin}${RECRUITER_BASE_PATH}/contact-requests`,
    recruiterCandidate: (id) => `${recruiterOrigin}${RECRUITER_BASE_PATH}/candidates/${id}`,
  };
}
