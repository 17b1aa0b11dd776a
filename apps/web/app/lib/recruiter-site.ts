import { RECRUITER_BASE_PATH, RECRUITER_HOSTS, isRecruiterHost } from '@laufbahn/contracts/recruiter-site';

/** Which site a page belongs to: the members' (every country version) or the recruiters' (its own host). */
export type Site = 'member' | 'recruiter';

export const siteOf = (url: URL): Site => (isRecruiterHost(url.host) ? 'recruiter' : 'member');

/** Pages of the members' site that the recruiter site shows too: the legal texts apply to both. */
const SHARED_PATHS = new Set(['/about-us', '/site-notice', '/privacy', '/terms']);

/** Whether a path is a page of the recruiter site (on its host, nothing else is). */
export const isRecruiterSitePath = (pathname: string) =>
  pathname === RECRUITER_BASE_PATH || pathname.startsWith(`${RECRUITER_BASE_PATH}/`) || SHARED_PATHS.has(pathname);

/** The recruiter site seen from this page: `recruiter.localhost` on the same port here, its domain in production. */
export function recruiterSiteUrl(requestUrl: URL): string {
  const local = requestUrl.hostname === 'localhost' || requestUrl.hostname.endsWith('.localhost');
  const port = requestUrl.port ? `:${requestUrl.port}` : '';
  return local
    ? `${requestUrl.protocol}//${RECRUITER_HOSTS[0]}${port}${RECRUITER_BASE_PATH}`
    : `https://${RECRUITER_HOSTS[1]}${RECRUITER_BASE_PATH}`;
}
