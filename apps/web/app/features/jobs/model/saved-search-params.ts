import type { SavedSearchParams } from '@laufbahn/contracts/jobs';
import { WORKPLACE_TYPES } from '@laufbahn/contracts/job-constants';
import {
  emptySearch,
  jobSearchQueryString,
  LIST_FILTERS,
  type JobSearchParams,
  type JobSort,
} from './search-params.ts';

const byNumber = (a: number, b: number) => a - b;

/**
 * The filters of the search page as a saved search (`POST /api/career/saved_searches`): empty filters, the sort and
 * the city's display name are left out, as the API stores none of them.
 */
export function toSavedSearchParams(params: JobSearchParams): SavedSearchParams {
  const saved: SavedSearchParams = {};
  const q = params.q.replace(/\s+/g, ' ').trim();
  if (q) saved.q = q;
  for (const key of LIST_FILTERS) if (params[key].length) saved[key] = [...params[key]].sort(byNumber);
  if (params.workplace.length) saved.workplace = WORKPLACE_TYPES.filter((w) => params.workplace.includes(w));
  if (params.geoCodeId) {
    saved.geoCodeId = params.geoCodeId;
    if (params.radiusKm !== null) saved.radiusKm = params.radiusKm;
  }
  if (params.minSalary !== null) saved.minSalary = params.minSalary;
  if (params.publishedWithinDays !== null) saved.publishedWithinDays = params.publishedWithinDays;
  if (params.firstSeenWithinDays !== null) saved.firstSeenWithinDays = params.firstSeenWithinDays;
  if (params.hideReposted) saved.hideReposted = true;
  if (params.answeringPublishers) saved.answeringPublishers = true;
  return saved;
}

/** A search without keyword and filters finds every position: there is nothing worth saving. */
export const isEmptySavedSearch = (saved: SavedSearchParams) =>
  Object.values(saved).every(
    (value) => value === undefined || value === false || (Array.isArray(value) && value.length === 0),
  );

/** A saved search back on the search page; `city` names its place, `sort` orders the results. */
export function fromSavedSearchParams(
  saved: SavedSearchParams,
  { city = '', sort = 'relevance' }: { city?: string; sort?: JobSort } = {},
): JobSearchParams {
  const geoCodeId = saved.geoCodeId ?? null;
  return {
    ...emptySearch(sort),
    q: (saved.q ?? '').replace(/\s+/g, ' ').trim(),
    careerLevel: [...(saved.careerLevel ?? [])].sort(byNumber),
    function: [...(saved.function ?? [])].sort(byNumber),
    industry: [...(saved.industry ?? [])].sort(byNumber),
    country: [...(saved.country ?? [])].sort(byNumber),
    workplace: WORKPLACE_TYPES.filter((w) => saved.workplace?.includes(w)),
    geoCodeId,
    city: geoCodeId ? city : '',
    radiusKm: geoCodeId ? (saved.radiusKm ?? null) : null,
    // The search page has no "at least 0" filter: 0 means no minimum.
    minSalary: saved.minSalary ? saved.minSalary : null,
    publishedWithinDays: saved.publishedWithinDays ?? null,
    firstSeenWithinDays: saved.firstSeenWithinDays ?? null,
    hideReposted: saved.hideReposted === true,
    answeringPublishers: saved.answeringPublishers === true,
  };
}

/** The search page's query string (without "?") for a saved search, in the page's own fixed order. */
export const savedSearchQueryString = (
  saved: SavedSearchParams,
  options: { city?: string; sort?: JobSort; home?: number[] } = {},
) => jobSearchQueryString(fromSavedSearchParams(saved, options), 'relevance', options.home);
