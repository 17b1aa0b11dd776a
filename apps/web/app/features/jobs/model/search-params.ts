import { JOB_SEARCH_LIST_FILTERS, type JobSearchListFilter } from '@laufbahn/contracts/job-constants';
import type { JobSort, WorkplaceType } from '@laufbahn/contracts/job-search';

export type { JobSort };

/**
 * A job search as the page's address holds it: the filters of `@laufbahn/contracts/job-search` with an empty list,
 * `''` or `null` for "not filtered", the sort, and the chosen city's name. The address is read with the contract's
 * schemas by `parse-job-search.ts`, in the server's loader only, so the pages' code carries no schema library.
 */
export interface JobSearchParams {
  q: string;
  careerLevel: number[];
  function: number[];
  industry: number[];
  country: number[];
  workplace: WorkplaceType[];
  /** A city from the location autocomplete; `city` is its name, kept so a reload can show it. */
  geoCodeId: number | null;
  city: string;
  radiusKm: number | null;
  minSalary: number | null;
  publishedWithinDays: number | null;
  /** Positions whose first copy appeared within this many days (reposts count from their first copy). */
  firstSeenWithinDays: number | null;
  /** Leave out positions that were posted again. */
  hideReposted: boolean;
  /** Only positions whose publisher answers applications (`PUBLISHER_ANSWERS`). */
  answeringPublishers: boolean;
  sort: JobSort;
}

export const LIST_FILTERS = JOB_SEARCH_LIST_FILTERS;
export type ListFilter = JobSearchListFilter;

/** `country=all` in the address: every country, where the country version would otherwise search its own. */
export const ALL_COUNTRIES = 'all';

/** The countries a country version searches unless told otherwise: its own; none (all) for the European version. */
export const homeCountries = (countryId: number | null): number[] => (countryId === null ? [] : [countryId]);

export const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export const emptySearch = (sort: JobSort = 'relevance'): JobSearchParams => ({
  q: '',
  careerLevel: [],
  function: [],
  industry: [],
  country: [],
  workplace: [],
  geoCodeId: null,
  city: '',
  radiusKm: null,
  minSalary: null,
  publishedWithinDays: null,
  firstSeenWithinDays: null,
  hideReposted: false,
  answeringPublishers: false,
  sort,
});

/** The filters in a fixed order, without empty ones: the same search always has the same address. */
function filterEntries(params: JobSearchParams): [string, string][] {
  const entries: [string, string][] = [];
  if (params.q) entries.push(['q', params.q]);
  for (const key of LIST_FILTERS) if (params[key].length) entries.push([key, params[key].join(',')]);
  if (params.workplace.length) entries.push(['workplace', params.workplace.join(',')]);
  if (params.geoCodeId) {
    entries.push(['geoCodeId', String(params.geoCodeId)]);
    if (params.radiusKm !== null) entries.push(['radiusKm', String(params.radiusKm)]);
  }
  if (params.minSalary !== null) entries.push(['minSalary', String(params.minSalary)]);
  if (params.publishedWithinDays !== null) entries.push(['publishedWithinDays', String(params.publishedWithinDays)]);
  if (params.firstSeenWithinDays !== null) entries.push(['firstSeenWithinDays', String(params.firstSeenWithinDays)]);
  if (params.hideReposted) entries.push(['hideReposted', 'true']);
  if (params.answeringPublishers) entries.push(['answeringPublishers', 'true']);
  return entries;
}

/**
 * The page's query string for a search (without "?"); the default sort and the home countries are left out, and
 * "every country" is written as `country=all` where the version has a home.
 */
export function jobSearchQueryString(
  params: JobSearchParams,
  defaultSort: JobSort = 'relevance',
  home: number[] = [],
): string {
  let entries = filterEntries(params);
  if (home.length > 0 && sameIds(params.country, home)) entries = entries.filter(([key]) => key !== 'country');
  else if (home.length > 0 && params.country.length === 0) {
    const at = entries.findIndex(([key]) => key === 'workplace' || key === 'geoCodeId' || key === 'minSalary');
    entries.splice(at === -1 ? entries.length : at, 0, ['country', ALL_COUNTRIES]);
  }
  if (params.geoCodeId && params.city) {
    const at = entries.findIndex(([key]) => key === 'geoCodeId');
    entries.splice(at + 1, 0, ['city', params.city]);
  }
  if (params.sort !== defaultSort) entries.push(['sort', params.sort]);
  return new URLSearchParams(entries).toString();
}

/** The API's query string (`GET /api/career/jobs`) for a search and, for "load more", a cursor. */
export function jobSearchApiQuery(params: JobSearchParams, cursor?: string | null): string {
  const entries = filterEntries(params);
  entries.push(['sort', params.sort]);
  if (cursor) entries.push(['cursor', cursor]);
  return new URLSearchParams(entries).toString();
}

/** How many filters narrow the search (the keyword, the sort and the home countries not counted). */
export const activeFilterCount = (params: JobSearchParams, home: number[] = []) =>
  LIST_FILTERS.reduce((sum, key) => sum + params[key].length, 0) -
  (home.length > 0 && sameIds(params.country, home) ? home.length : 0) +
  params.workplace.length +
  (params.geoCodeId ? 1 : 0) +
  (params.minSalary !== null ? 1 : 0) +
  (params.publishedWithinDays !== null ? 1 : 0) +
  (params.firstSeenWithinDays !== null ? 1 : 0) +
  (params.hideReposted ? 1 : 0) +
  (params.answeringPublishers ? 1 : 0);
