import { JOB_SEARCH_LIMITS, WORKPLACE_TYPES, type WorkplaceType } from '@laufbahn/contracts/job-constants';

export type JobSort = 'relevance' | 'date';

/** A job search as the page's address holds it: the API's filters plus the chosen city's name. */
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

export const LIST_FILTERS = ['careerLevel', 'function', 'industry', 'country'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

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

const MAX_ID = 2_147_483_647;

function idList(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1 && id <= MAX_ID);
  return [...new Set(ids)].slice(0, JOB_SEARCH_LIMITS.maxListItems).sort((a, b) => a - b);
}

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * Reads a search from the page's query string. Anything the API would refuse is dropped, so a hand-edited or
 * outdated address still shows results instead of an error. Without `country` the search stays in `home` (the
 * country version's own country); `country=all` searches every country.
 */
export function parseJobSearch(
  query: URLSearchParams,
  defaultSort: JobSort = 'relevance',
  home: number[] = [],
): JobSearchParams {
  const countryText = query.get('country');
  const geoCodeId = wholeNumber(query.get('geoCodeId'), 1, MAX_ID);
  const sort = query.get('sort');
  const workplace = (query.get('workplace') ?? '')
    .split(',')
    .filter((w): w is WorkplaceType => (WORKPLACE_TYPES as readonly string[]).includes(w));
  return {
    q: (query.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
    careerLevel: idList(query.get('careerLevel')),
    function: idList(query.get('function')),
    industry: idList(query.get('industry')),
    country: countryText === null ? [...home] : countryText === ALL_COUNTRIES ? [] : idList(countryText),
    workplace: WORKPLACE_TYPES.filter((w) => workplace.includes(w)),
    geoCodeId,
    city: geoCodeId ? (query.get('city') ?? '').slice(0, 200) : '',
    radiusKm: geoCodeId ? wholeNumber(query.get('radiusKm'), 0, JOB_SEARCH_LIMITS.maxRadiusKm) : null,
    minSalary: wholeNumber(query.get('minSalary'), 1, JOB_SEARCH_LIMITS.maxSalary),
    publishedWithinDays: wholeNumber(query.get('publishedWithinDays'), 1, JOB_SEARCH_LIMITS.maxPublishedWithinDays),
    sort: sort === 'date' || sort === 'relevance' ? sort : defaultSort,
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
