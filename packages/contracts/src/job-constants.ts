// Job search and action constants without zod, for pages that show jobs but validate nothing.
import { LIMITS } from './limits.ts';

/** Limits of the job search (DECISIONS.md, Jobs API). */
export const JOB_SEARCH_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 50,
  /** Values of one filter list (`careerLevel=5,6`). */
  maxListItems: 50,
  maxRadiusKm: 500,
  maxPublishedWithinDays: 365,
  maxSalary: 100_000_000,
  maxCursorLength: 200,
  maxSuggestions: 10,
} as const;

/**
 * `jobs.source` of positions published on Laufbahn itself, on the recruiter site: their applications reach the
 * publisher. Every other source is an imported feed.
 */
export const LAUFBAHN_JOB_SOURCE = 'laufbahn';

/**
 * How a publisher answers applications (docs/decisions/0062): the applications of the last `windowDays` count, and
 * the figures are shown only from `minApplications` on.
 */
/**
 * How a publisher's answers are measured (docs/decisions/0062): applications of the last `windowDays`, shown from
 * `minApplications` on; the search filter "publishers who answer" keeps publishers that answered at least
 * `answeringShare` of them (decision 0069).
 */
export const PUBLISHER_ANSWERS = { windowDays: 90, minApplications: 10, answeringShare: 0.5 } as const;

export const WORKPLACE_TYPES = ['onsite', 'hybrid', 'remote'] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

export const JOB_SORTS = ['relevance', 'date'] as const;

/** The filters every list of ids applies to. */
export const JOB_SEARCH_LIST_FILTERS = ['careerLevel', 'function', 'industry', 'country'] as const;
export type JobSearchListFilter = (typeof JOB_SEARCH_LIST_FILTERS)[number];

/** An id as the address writes it: digits only (no sign, exponent or fraction). */
export const idFromAddress = (part: string): number => (/^\d{1,10}$/.test(part) ? Number(part) : Number.NaN);

/** The non-empty, trimmed parts of a comma-separated address value. */
export const addressListParts = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Limits of the actions and lists. */
export const JOB_ACTION_LIMITS = {
  messageMaxLength: LIMITS.descriptionMaxLength,
  commentMaxLength: LIMITS.descriptionMaxLength,
  maxBookmarks: 500,
  maxListItems: 200,
  recentlyViewed: 50,
  maxSavedSearches: 20,
  /** New positions of a saved search are counted up to this many ("50+"). */
  maxNewResults: 50,
  recommendations: 20,
  trendItems: 10,
} as const;

export const JOB_REPORT_REASONS = [
  'expired',
  'scam',
  'wrong_information',
  'discriminatory',
  'duplicate',
  'filled',
  'other',
] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];
