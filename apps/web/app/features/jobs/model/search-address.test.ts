import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_LIST_FILTERS,
  jobSearchQuery,
  savedSearchParams,
  WORKPLACE_TYPES,
  type JobSearchQuery,
} from '@laufbahn/contracts/job-search';
import { MAX_DATABASE_ID } from '@laufbahn/contracts/id-ranges';
import { LIMITS } from '@laufbahn/contracts/limits';
import { toSavedSearchParams } from './saved-search-params.ts';
import { parseJobSearch } from './parse-job-search.ts';
import { jobSearchApiQuery, jobSearchQueryString, type JobSearchParams } from './search-params.ts';

/** The query string as the API's router hands it to the schema: one text per key. */
const apiReads = (queryString: string) =>
  jobSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(queryString)));

const address = (entries: Record<string, string>) => new URLSearchParams(entries).toString();

// ------------------------------------------------------------------------------------------------------------------
// Values as a hand-edited, outdated or hostile address may hold them: valid, out of range and not numbers at all.

const junk = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '2147483648',
  '99999999999',
  '%',
  '\u0000',
);
const idText = fc.oneof(
  fc.integer({ min: 1, max: MAX_DATABASE_ID }).map(String),
  fc.integer({ min: 1, max: 99 }).map(String),
  junk,
  fc.string({ maxLength: 12 }),
);
const listText = fc.oneof(
  fc.array(idText, { maxLength: JOB_SEARCH_LIMITS.maxListItems + 5 }).map((ids) => ids.join(',')),
  fc.string({ maxLength: 40 }),
);
const numberText = (min: number, max: number) =>
  fc.oneof(fc.integer({ min: min - 3, max: max + 3 }).map(String), fc.integer().map(String), junk, fc.string());
const keywordText = fc.oneof(
  fc.string({ maxLength: 250 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc
    .array(fc.constantFrom('Leiter', 'Vertrieb', ' ', '\t', '\n', 'CFO', 'Geschäftsführer'), { maxLength: 40 })
    .map((w) => w.join(' ')),
);
const workplaceText = fc
  .array(fc.oneof(fc.constantFrom(...WORKPLACE_TYPES, 'office', 'Remote', ''), fc.string({ maxLength: 6 })), {
    maxLength: 5,
  })
  .map((parts) => parts.join(','));

const addressValues = {
  q: keywordText,
  careerLevel: listText,
  function: listText,
  industry: listText,
  country: fc.oneof(listText, fc.constant('all')),
  workplace: workplaceText,
  geoCodeId: idText,
  city: fc.string({ maxLength: 250 }),
  radiusKm: numberText(0, JOB_SEARCH_LIMITS.maxRadiusKm),
  minSalary: numberText(0, JOB_SEARCH_LIMITS.maxSalary),
  publishedWithinDays: numberText(1, JOB_SEARCH_LIMITS.maxPublishedWithinDays),
  firstSeenWithinDays: numberText(1, JOB_SEARCH_LIMITS.maxPublishedWithinDays),
  hideReposted: fc.oneof(fc.constantFrom('true', 'false', 'TRUE', '1', 'yes', ''), fc.string({ maxLength: 6 })),
  sort: fc.oneof(fc.constantFrom('relevance', 'date', 'price', 'DATE', ''), fc.string({ maxLength: 8 })),
};
const anyAddress = fc.record(addressValues, { requiredKeys: [] });
/** One filter of the search alone, so that a refused value is not hidden among others. */
const oneFilter = fc.oneof(
  ...Object.entries(addressValues)
    .filter(([key]) => key !== 'city')
    .map(([key, value]) => value.map((text): Record<string, string> => ({ [key]: text }))),
);

// ------------------------------------------------------------------------------------------------------------------
// Searches the API accepts, written in the ways it accepts them: lists unsorted, with repeats and spaces.

const validList = (item: fc.Arbitrary<string>) =>
  fc
    .array(item, { minLength: 0, maxLength: JOB_SEARCH_LIMITS.maxListItems })
    .chain((items) => fc.constantFrom(items.join(','), items.join(' , '), [...items, ...items.slice(0, 2)].join(',')));
const validId = fc.oneof(fc.integer({ min: 1, max: MAX_DATABASE_ID }), fc.integer({ min: 1, max: 60 })).map(String);
const validKeyword = fc
  .string({ unit: 'grapheme', maxLength: LIMITS.searchQueryMaxLength })
  .filter((q) => q.length <= LIMITS.searchQueryMaxLength && !/\p{Cc}/u.test(q));
const validNumber = (min: number, max: number) => fc.integer({ min, max }).map(String);

const acceptedSearch = fc
  .record(
    {
      q: validKeyword,
      careerLevel: validList(validId),
      function: validList(validId),
      industry: validList(validId),
      country: validList(validId),
      workplace: validList(fc.constantFrom(...WORKPLACE_TYPES)),
      geoCodeId: validId,
      radiusKm: validNumber(0, JOB_SEARCH_LIMITS.maxRadiusKm),
      minSalary: validNumber(0, JOB_SEARCH_LIMITS.maxSalary),
      publishedWithinDays: validNumber(1, JOB_SEARCH_LIMITS.maxPublishedWithinDays),
      firstSeenWithinDays: validNumber(1, JOB_SEARCH_LIMITS.maxPublishedWithinDays),
      hideReposted: fc.constantFrom('true', 'false'),
      answeringPublishers: fc.constantFrom('true', 'false'),
      sort: fc.constantFrom('relevance', 'date'),
    },
    { requiredKeys: [] },
  )
  .map((search) => (search.geoCodeId === undefined ? { ...search, radiusKm: undefined } : search))
  .map((search) =>
    Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  );

/** The page's reading of a search the API read as `api`: the same search, as the page keeps it. */
const asPageKeepsIt = (api: JobSearchQuery): JobSearchParams => {
  const sorted = (ids: number[] | undefined) => [...(ids ?? [])].sort((a, b) => a - b);
  return {
    q: (api.q ?? '').replace(/\s+/g, ' ').trim(),
    careerLevel: sorted(api.careerLevel),
    function: sorted(api.function),
    industry: sorted(api.industry),
    country: sorted(api.country),
    workplace: WORKPLACE_TYPES.filter((w) => api.workplace?.includes(w)),
    geoCodeId: api.geoCodeId ?? null,
    city: '',
    radiusKm: api.radiusKm ?? null,
    // The page has no "at least 0" filter: 0 and no minimum are the same search.
    minSalary: api.minSalary || null,
    publishedWithinDays: api.publishedWithinDays ?? null,
    firstSeenWithinDays: api.firstSeenWithinDays ?? null,
    // `hideReposted=false` and no such filter are the same search.
    hideReposted: api.hideReposted === true,
    answeringPublishers: api.answeringPublishers === true,
    sort: api.sort,
  };
};

describe('the search page’s address and the API’s query are one search', () => {
  it('the API accepts every search the page makes of an address, and the page reads it back unchanged', () => {
    fc.assert(
      fc.property(anyAddress, fc.constantFrom<'relevance' | 'date'>('relevance', 'date'), (entries, defaultSort) => {
        const page = parseJobSearch(new URLSearchParams(address(entries)), defaultSort);
        const api = apiReads(jobSearchApiQuery(page));
        expect(api.error?.issues).toBeUndefined();
        expect(asPageKeepsIt(api.data!)).toEqual({ ...page, city: '' });
        expect(parseJobSearch(new URLSearchParams(jobSearchQueryString(page, defaultSort)), defaultSort)).toEqual(page);
        expect(savedSearchParams.safeParse(toSavedSearchParams(page)).error?.issues).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('the page takes every filter of an address the API accepts, unchanged', () => {
    fc.assert(
      fc.property(acceptedSearch, (entries) => {
        const api = apiReads(address(entries));
        expect(api.error?.issues).toBeUndefined();
        expect(parseJobSearch(new URLSearchParams(address(entries)))).toEqual(asPageKeepsIt(api.data!));
      }),
      { numRuns: 1000 },
    );
  });

  it('an address the API refuses is not taken as it is: the page drops or cuts what the API refuses', () => {
    fc.assert(
      fc.property(oneFilter, (entries) => {
        fc.pre(!apiReads(address(entries)).success);
        const page = parseJobSearch(new URLSearchParams(address(entries)));
        const kept = Object.fromEntries(new URLSearchParams(jobSearchApiQuery(page)));
        expect(kept).not.toEqual({ sort: 'relevance', ...entries });
      }),
      { numRuns: 500 },
    );
  });

  it('cuts a keyword longer than the API takes instead of sending one it refuses', () => {
    const long = 'Leiter Vertrieb '.repeat(13).trim();
    expect(apiReads(address({ q: long })).success).toBe(false);
    const page = parseJobSearch(new URLSearchParams(address({ q: long })));
    expect(page.q.length).toBeLessThanOrEqual(LIMITS.searchQueryMaxLength);
    expect(long.startsWith(page.q)).toBe(true);
    expect(apiReads(jobSearchApiQuery(page)).success).toBe(true);
  });

  it('drops the values of a list the API refuses and keeps the others', () => {
    const page = parseJobSearch(new URLSearchParams('careerLevel=6,x,0,5,2147483648,5&workplace=remote,office'));
    expect(page.careerLevel).toEqual([5, 6]);
    expect(page.workplace).toEqual(['remote']);
    expect(JOB_SEARCH_LIST_FILTERS.every((key) => apiReads(`${key}=6,x`).success)).toBe(false);
  });
});
