import {
  addressListParts,
  idFromAddress,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_LIST_FILTERS,
  jobSearchAddressFields as field,
  jobSearchFields,
  WORKPLACE_TYPES,
  type JobSearchListFilter,
  type JobSort,
  type WorkplaceType,
} from '@laufbahn/contracts/job-search';
import { LIMITS } from '@laufbahn/contracts/limits';
import type { z } from 'zod';

export type { JobSort };

/**
 * A job search as the page's address holds it: the filters of `@laufbahn/contracts/job-search` with an empty list,
 * `''` or `null` for "not filtered", the sort, and the chosen city's name.
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
  sort,
});

/** The value an address field's schema makes of `text`, or null where the schema refuses it (or it is empty). */
function valid<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (!text) return null;
  const parsed = schema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** The ids of a list the search's id schema accepts, the others dropped; at most as many as the API takes. */
function idList(text: string | null): number[] {
  if (!text) return [];
  const ids = addressListParts(text)
    .map(idFromAddress)
    .filter((id) => jobSearchFields.id.safeParse(id).success);
  return [...new Set(ids)].slice(0, JOB_SEARCH_LIMITS.maxListItems).sort((a, b) => a - b);
}

/** Half a character, which no address can carry (it arrives as U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The keyword in one line, without control characters, cut to the API's length; '' where the API would refuse it. */
function keyword(text: string | null): string {
  let q = (text ?? '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, LIMITS.searchQueryMaxLength)
    .trimEnd();
  // A cut between the two halves of a character leaves half a character behind.
  if (/[\uD800-\uDBFF]$/.test(q)) q = q.slice(0, -1);
  return field.keyword.safeParse(q).success ? q : '';
}

/**
 * Reads a search from the page's query string with the search's own field schemas. What the API would refuse is
 * dropped (or, for the keyword, cut to length), so a hand-edited or outdated address still shows results instead of
 * an error. Without `country` the search stays in `home` (the country version's own country); `country=all`
 * searches every country.
 */
export function parseJobSearch(
  query: URLSearchParams,
  defaultSort: JobSort = 'relevance',
  home: number[] = [],
): JobSearchParams {
  const countryText = query.get('country');
  const geoCodeId = valid(field.id, query.get('geoCodeId'));
  const workplace = addressListParts(query.get('workplace') ?? '');
  // The page has no "at least 0" filter: 0 means no minimum.
  const minSalary = valid(field.minSalary, query.get('minSalary'));
  return {
    q: keyword(query.get('q')),
    careerLevel: idList(query.get('careerLevel')),
    function: idList(query.get('function')),
    industry: idList(query.get('industry')),
    country: countryText === null ? [...home] : countryText === ALL_COUNTRIES ? [] : idList(countryText),
    workplace: WORKPLACE_TYPES.filter((w) => workplace.includes(w)),
    geoCodeId,
    city: geoCodeId ? (query.get('city') ?? '').slice(0, 200) : '',
    radiusKm: geoCodeId ? valid(field.radiusKm, query.get('radiusKm')) : null,
    minSalary: minSalary ? minSalary : null,
    publishedWithinDays: valid(field.publishedWithinDays, query.get('publishedWithinDays')),
    sort: valid(field.sort, query.get('sort')) ?? defaultSort,
  };
}

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
  (params.publishedWithinDays !== null ? 1 : 0);
