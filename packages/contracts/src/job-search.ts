import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { singleLineText } from './fields.ts';
import { MAX_DATABASE_ID } from './id-ranges.ts';
import {
  addressListParts,
  idFromAddress,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_LIST_FILTERS,
  JOB_SORTS,
  WORKPLACE_TYPES,
  type JobSearchListFilter,
} from './job-constants.ts';
import { LIMITS } from './limits.ts';

// The constants live without zod, for pages that only show jobs.
export { addressListParts, idFromAddress, JOB_SEARCH_LIMITS, JOB_SEARCH_LIST_FILTERS, JOB_SORTS, WORKPLACE_TYPES };
export type { JobSearchListFilter };

/**
 * A job search, defined once (DECISIONS.md, Jobs API): its field schemas, its filters (what a saved search keeps),
 * the whole search (filters, sort, cursor, limit) and its form in an address (`GET /api/career/jobs?…`). The API, the
 * saved searches, `@laufbahn/job-search` and the web's search page all derive from this file.
 */

export const workplaceType = z.enum(WORKPLACE_TYPES, { error: VALIDATION.invalidOption });
export type WorkplaceType = z.infer<typeof workplaceType>;

export const jobSort = z.enum(JOB_SORTS, { error: VALIDATION.invalidOption });
export type JobSort = z.infer<typeof jobSort>;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .min(min, VALIDATION.invalid)
    .max(max, VALIDATION.invalid);

const withoutDuplicates = <T>(list: T[]) => new Set(list).size === list.length;

/** A row of a reference table or a city (`geoCodeId`). */
const searchId = z
  .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
  .int(VALIDATION.invalidType)
  .positive(VALIDATION.invalidType)
  .max(MAX_DATABASE_ID, VALIDATION.invalid);

/** The schema of each field of a job search, as values (numbers, lists); each defined here and nowhere else. */
export const jobSearchFields = {
  keyword: singleLineText(LIMITS.searchQueryMaxLength),
  id: searchId,
  idList: z
    .array(searchId, { error: VALIDATION.invalidType })
    .max(JOB_SEARCH_LIMITS.maxListItems, VALIDATION.tooManyItems)
    .refine(withoutDuplicates, VALIDATION.duplicateItems),
  workplaceList: z
    .array(workplaceType, { error: VALIDATION.invalidType })
    .max(WORKPLACE_TYPES.length, VALIDATION.tooManyItems)
    .refine(withoutDuplicates, VALIDATION.duplicateItems),
  radiusKm: wholeNumber(0, JOB_SEARCH_LIMITS.maxRadiusKm),
  /** Yearly salary in the country version's currency that the band's upper end must reach. */
  minSalary: wholeNumber(0, JOB_SEARCH_LIMITS.maxSalary),
  publishedWithinDays: wholeNumber(1, JOB_SEARCH_LIMITS.maxPublishedWithinDays),
  /** Positions first seen (their first copy published) within this many days; none marked possibly filled. */
  firstSeenWithinDays: wholeNumber(1, JOB_SEARCH_LIMITS.maxPublishedWithinDays),
  /** Leave out positions that were posted again (reposts). */
  hideReposted: z.boolean({ error: VALIDATION.invalidType }),
  /**
   * Only positions whose publisher answers applications: published on Laufbahn by an organisation that answered at
   * least `PUBLISHER_ANSWERS.answeringShare` of `minApplications` or more applications in the last `windowDays`.
   */
  answeringPublishers: z.boolean({ error: VALIDATION.invalidType }),
  sort: jobSort,
  /** Opaque, from a previous answer's `nextCursor`. */
  cursor: z
    .string({ error: VALIDATION.invalidType })
    .max(JOB_SEARCH_LIMITS.maxCursorLength, VALIDATION.invalid)
    .regex(/^[A-Za-z0-9_-]*$/, VALIDATION.invalid),
  limit: wholeNumber(1, JOB_SEARCH_LIMITS.maxPageSize),
};

const f = jobSearchFields;

/** The filters, each optional; lists are arrays. */
const filterShape = {
  q: f.keyword.optional(),
  careerLevel: f.idList.optional(),
  function: f.idList.optional(),
  industry: f.idList.optional(),
  country: f.idList.optional(),
  /** A city of the `cities` table; with `radiusKm` the search keeps positions that near it. */
  geoCodeId: f.id.optional(),
  radiusKm: f.radiusKm.optional(),
  workplace: f.workplaceList.optional(),
  minSalary: f.minSalary.optional(),
  publishedWithinDays: f.publishedWithinDays.optional(),
  firstSeenWithinDays: f.firstSeenWithinDays.optional(),
  hideReposted: f.hideReposted.optional(),
  answeringPublishers: f.answeringPublishers.optional(),
};

/** A radius needs a place to be around. */
const radiusHasPlace = (search: { radiusKm?: number; geoCodeId?: number }) =>
  search.radiusKm === undefined || search.geoCodeId !== undefined;
const placeRequired = { message: VALIDATION.required, path: ['geoCodeId'] };

/** The filters of a job search as JSON: what a member saves (`POST /api/career/saved_searches`), no page or sort. */
export const jobSearchFilters = z.strictObject(filterShape).refine(radiusHasPlace, placeRequired);
export type JobSearchFilters = z.infer<typeof jobSearchFilters>;

/** A whole job search: the filters, the order, and which page (cursor) of how many results. */
export const jobSearch = z
  .strictObject({
    ...filterShape,
    sort: f.sort.default('relevance'),
    cursor: f.cursor.optional(),
    limit: f.limit.default(JOB_SEARCH_LIMITS.defaultPageSize),
  })
  .refine(radiusHasPlace, placeRequired);
export type JobSearch = z.output<typeof jobSearch>;

/** The saved search is the search's filters. */
export const savedSearchParams = jobSearchFilters;
export type SavedSearchParams = JobSearchFilters;

// ---------------------------------------------------------------------------------------------------------------
// The search in an address: each value is text, lists are comma-separated (`careerLevel=5,6`).

/**
 * A comma-separated list in an address, each part decoded and checked by `item`; duplicates are dropped (an address
 * is often written by hand), anything else the JSON form refuses is refused here too.
 */
const listFromAddress = <T>(item: z.ZodType<T>, decode: (part: string) => unknown, maxItems: number) =>
  z
    .string({ error: VALIDATION.invalidType })
    .max(maxItems * 12, VALIDATION.tooLong)
    .transform((text, ctx) => {
      const parts = addressListParts(text);
      if (parts.length > maxItems) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.tooManyItems });
        return z.NEVER;
      }
      const values: T[] = [];
      for (const part of parts) {
        const checked = item.safeParse(decode(part));
        if (!checked.success) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.invalidOption });
          return z.NEVER;
        }
        if (!values.includes(checked.data)) values.push(checked.data);
      }
      return values;
    });

/** A number in an address, read as `Number()` reads it, then checked by `schema`. */
const numberFromAddress = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), schema);

/** `true` or `false` as text, then checked by `schema`. */
const flagFromAddress = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), schema);

/** The address form of each field. */
export const jobSearchAddressFields = {
  keyword: f.keyword,
  idList: listFromAddress(f.id, idFromAddress, JOB_SEARCH_LIMITS.maxListItems),
  id: numberFromAddress(f.id),
  workplaceList: listFromAddress(workplaceType, (part) => part, JOB_SEARCH_LIMITS.maxListItems),
  radiusKm: numberFromAddress(f.radiusKm),
  minSalary: numberFromAddress(f.minSalary),
  publishedWithinDays: numberFromAddress(f.publishedWithinDays),
  firstSeenWithinDays: numberFromAddress(f.firstSeenWithinDays),
  /** `true` or `false` as text. */
  hideReposted: flagFromAddress(f.hideReposted),
  answeringPublishers: flagFromAddress(f.answeringPublishers),
  sort: f.sort,
  cursor: f.cursor,
  limit: numberFromAddress(f.limit),
};

const a = jobSearchAddressFields;

/** `GET /api/career/jobs`: the whole search in its query string; every filter optional. */
export const jobSearchQuery = z
  .strictObject({
    q: a.keyword.optional(),
    careerLevel: a.idList.optional(),
    function: a.idList.optional(),
    industry: a.idList.optional(),
    country: a.idList.optional(),
    geoCodeId: a.id.optional(),
    radiusKm: a.radiusKm.optional(),
    workplace: a.workplaceList.optional(),
    minSalary: a.minSalary.optional(),
    publishedWithinDays: a.publishedWithinDays.optional(),
    firstSeenWithinDays: a.firstSeenWithinDays.optional(),
    hideReposted: a.hideReposted.optional(),
    answeringPublishers: a.answeringPublishers.optional(),
    sort: a.sort.default('relevance'),
    cursor: a.cursor.optional(),
    limit: a.limit.default(JOB_SEARCH_LIMITS.defaultPageSize),
  })
  .refine(radiusHasPlace, placeRequired);
export type JobSearchQuery = z.output<typeof jobSearchQuery>;
