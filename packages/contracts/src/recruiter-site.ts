/**
 * The recruiter site: headhunters and employers work at a host of their own, served by the same server
 * (docs/decisions/0035-recruiter-site-and-accounts.md). No zod here: the browser needs these constants.
 */
export const RECRUITER_HOSTS = ['recruiter.localhost', 'recruiter.laufbahn.com'] as const;

/** Where the recruiter site's pages live inside the one web app; `/` on its host leads here. */
export const RECRUITER_BASE_PATH = '/recruiting';

/** The recruiter's session: a cookie of its own, never the member's `lb_session`. */
export const RECRUITER_SESSION_COOKIE = 'lb_recruiter_session';

/** Whether a request's host (with or without port) is the recruiter site's. */
export function isRecruiterHost(host: string | null | undefined): boolean {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return (RECRUITER_HOSTS as readonly string[]).includes(name);
}

export const ORGANISATION_KINDS = ['headhunter', 'corporate'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
