import {
  addressListParts,
  idFromAddress,
  JOB_SEARCH_LIMITS,
  jobSearchAddressFields as field,
  jobSearchFields,
  WORKPLACE_TYPES,
  type JobSort,
} from '@laufbahn/contracts/job-search';
import { LIMITS } from '@laufbahn/contracts/limits';
import type { z } from 'zod';
import { ALL_COUNTRIES, type JobSearchParams } from './search-params.ts';

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
    firstSeenWithinDays: valid(field.firstSeenWithinDays, query.get('firstSeenWithinDays')),
    hideReposted: valid(field.hideReposted, query.get('hideReposted')) === true,
    answeringPublishers: valid(field.answeringPublishers, query.get('answeringPublishers')) === true,
    sort: valid(field.sort, query.get('sort')) ?? defaultSort,
  };
}
