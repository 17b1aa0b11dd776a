import type { FastifyRequest } from 'fastify';
import { RECRUITER_BASE_PATH } from '@laufbahn/contracts/recruiter-site';
import { siteOrigins } from '../../lib/public-origin.ts';
import type { ContactLinks } from './contact-request.service.ts';

/** Pages the contact mails link to; kept in step with the web app's paths. */
export const MEMBER_CONTACT_REQUESTS_PATH = '/account/contact-requests';

/** The member's "already applied" list, linked from the mail about a status change. */
export const MEMBER_APPLICATIONS_PATH = '/account/applications';

/** A page of the member's own country version (as for the contact mails' links). */
export function memberPageLink(request: FastifyRequest, production: boolean, countryVersion: string, path: string) {
  return `${siteOrigins(request, production).member(countryVersion)}${path}`;
}

/**
 * Links in contact mails cross sites: a recruiter's request mails the member a link to the member's own country
 * version, a member's answer mails the recruiter a link to the recruiter site.
 */
export function contactLinks(request: FastifyRequest, production: boolean): ContactLinks {
  const origins = siteOrigins(request, production);
  return {
    memberInbox: (countryVersion) => `${origins.member(countryVersion)}${MEMBER_CONTACT_REQUESTS_PATH}`,
    recruiterRequests: () => `${origins.recruiter}${RECRUITER_BASE_PATH}/contact-requests`,
    recruiterCandidate: (id) => `${origins.recruiter}${RECRUITER_BASE_PATH}/candidates/${id}`,
  };
}
