import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId, singleLineText } from './fields.ts';
import { MAX_DATABASE_ID } from './id-ranges.ts';
import { JOB_SEARCH_LIMITS, savedSearchParams, workplaceType } from './job-search.ts';
import { LIMITS } from './limits.ts';
import { JOB_ACTION_LIMITS, JOB_REPORT_REASONS } from './job-constants.ts';

// The search itself (filters, sort, cursor, limit; the saved search) is defined in job-search.ts.
export {
  JOB_SEARCH_LIMITS,
  JOB_SORTS,
  jobSearchQuery,
  savedSearchParams,
  WORKPLACE_TYPES,
  workplaceType,
  type JobSearchQuery,
  type JobSort,
  type SavedSearchParams,
  type WorkplaceType,
} from './job-search.ts';
export {
  JOB_ACTION_LIMITS,
  JOB_REPORT_REASONS,
  LAUFBAHN_JOB_SOURCE,
  PUBLISHER_ANSWERS,
  type JobReportReason,
} from './job-constants.ts';

/**
 * Where a position comes from and how fresh it is (DECISIONS.md, Listing trust). `origin` is `laufbahn` for a position
 * published on Laufbahn, `feed` for one imported from the feed `feedName`; `firstSeenAt` is the first copy's
 * publication (across reposts), `lastConfirmedAt` when its feed last listed it or its publisher confirmed it,
 * `repostCount` the copies before this one, `possiblyFilled` the freshness verdict.
 */
export const jobProvenance = z.object({
  origin: z.enum(['laufbahn', 'feed']),
  feedName: z.string().nullable(),
  firstSeenAt: z.iso.datetime(),
  lastConfirmedAt: z.iso.datetime(),
  repostCount: z.number().int(),
  possiblyFilled: z.boolean(),
});
export type JobProvenance = z.infer<typeof jobProvenance>;

/**
 * How applications are answered: `answeredShare` (0–1) of the `basedOn` applications of the last `windowDays` got a
 * status change from the publisher, the first one after a median of `medianFirstAnswerDays` (null when none was
 * answered).
 */
export const answerFigures = z.object({
  answeredShare: z.number(),
  medianFirstAnswerDays: z.number().nullable(),
  basedOn: z.number().int(),
  windowDays: z.number().int(),
});
export type AnswerFigures = z.infer<typeof answerFigures>;

export const jobPublisher = z.object({ type: z.enum(['company', 'headhunter']), name: z.string() });

/**
 * One position of a list. `exclusive` means members only: an exclusive listing or a headhunter mandate. Shown to a
 * visitor or Basic member it is a teaser: `locked` is true and `companyName`, `companyId` and `publisher` are null;
 * title, career level, city and salary band stay. Otherwise `companyId` is the company's id (`companies`).
 */
export const jobListing = z.object({
  id: z.number().int(),
  title: z.string(),
  companyName: z.string().nullable(),
  companyId: z.number().int().nullable(),
  careerLevelId: z.number().int(),
  city: z.string(),
  countryId: z.number().int(),
  workplaceType,
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  currency: z.string(),
  publishedAt: z.iso.datetime(),
  daysSincePublication: z.number().int(),
  exclusive: z.boolean(),
  locked: z.boolean(),
  source: z.string(),
  publisher: jobPublisher.nullable(),
  provenance: jobProvenance,
});
export type JobListing = z.infer<typeof jobListing>;

/** `exact` false: `count` is an estimate, shown as one ("≈ 4.200"); values of 10,000 matches or fewer are exact. */
const facet = <T extends z.ZodType>(id: T) => z.array(z.object({ id, count: z.number().int(), exact: z.boolean() }));

export const jobSearchResult = z.object({
  items: z.array(jobListing),
  /** Exact up to 10,000 matches; past that an estimate, and `totalIsExact` is false ("10,000+"). */
  total: z.number().int(),
  totalIsExact: z.boolean(),
  /** Each dimension counted with every other filter applied, but not its own. */
  facets: z.object({
    careerLevel: facet(z.number().int()),
    function: facet(z.number().int()),
    industry: facet(z.number().int()),
    country: facet(z.number().int()),
    workplace: facet(workplaceType),
  }),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type JobSearchResult = z.infer<typeof jobSearchResult>;

export const jobIdParams = z.strictObject({ id: databaseId });

export const JOB_STATUSES = ['active', 'expired'] as const;

/**
 * `GET /api/career/jobs/{id}`: the listing plus the description (null when locked or expired), similar positions and
 * more positions at the company (empty when the company is hidden). An expired position answers with
 * `status: "expired"`, no description and similar positions.
 */
export const jobDetail = jobListing.extend({
  status: z.enum(JOB_STATUSES),
  description: z.string().nullable(),
  functionId: z.number().int(),
  industryId: z.number().int(),
  /** When the position closes (schema.org `validThrough`). */
  expiresAt: z.iso.datetime(),
  similar: z.array(jobListing),
  moreAtCompany: z.array(jobListing),
  /** Whether the company has a page of its own (one that published a position in the open; never a mandate's). */
  companyPage: z.boolean(),
  /**
   * How the publisher answers applications to the positions it published on Laufbahn. Null for an imported position
   * and below `PUBLISHER_ANSWERS.minApplications` applications.
   */
  publisherAnswers: answerFigures.nullable(),
  /** The signed-in member's relation to the position; null for a visitor. */
  mine: z
    .object({
      bookmarked: z.boolean(),
      appliedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type JobDetail = z.infer<typeof jobDetail>;

export const jobTitleSuggestionsQuery = z.strictObject({
  q: singleLineText(LIMITS.searchQueryMaxLength),
});
/** Up to 10 titles. */
export const jobTitleSuggestions = z.array(z.string()).max(JOB_SEARCH_LIMITS.maxSuggestions);

// ---------------------------------------------------------------------------------------------------------------
// A member's actions on positions and their lists (DECISIONS.md, Jobs API: actions, member lists, trends).

/** Text of several lines: newlines and tabs allowed, other control characters (NUL among them) not. */
const multiLineText = (max: number) =>
  z
    .string({ error: VALIDATION.invalidType })
    .max(max, VALIDATION.tooLong)
    .refine((value) => !/[^\P{Cc}\t\n\r]/u.test(value), VALIDATION.invalid);

/** An id in a JSON body: a number, not a numeric string. */
const bodyId = z
  .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
  .int(VALIDATION.invalidType)
  .positive(VALIDATION.invalidType)
  .max(MAX_DATABASE_ID, VALIDATION.invalid);

/**
 * `POST /api/career/jobs/{id}/applications`. The member's profile (as it is now) always goes with the application;
 * `uploadId`, one of the member's own CV uploads, adds that CV.
 */
export const jobApplicationBody = z.strictObject({
  termsAccepted: z.literal(true, { error: VALIDATION.termsRequired }),
  message: multiLineText(JOB_ACTION_LIMITS.messageMaxLength).optional(),
  uploadId: bodyId.optional(),
});
export type JobApplicationBody = z.infer<typeof jobApplicationBody>;

export const jobApplicationCreated = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type JobApplicationCreated = z.infer<typeof jobApplicationCreated>;

/** `POST /api/career/jobs/{id}/reports`: a comment is required when the reason is `other`. */
export const jobReportBody = z
  .strictObject({
    reason: z.enum(JOB_REPORT_REASONS, {
      error: (issue) => (issue.input === undefined ? VALIDATION.questionRequired : VALIDATION.invalidOption),
    }),
    comment: multiLineText(JOB_ACTION_LIMITS.commentMaxLength).optional(),
  })
  .refine((body) => body.reason !== 'other' || (body.comment ?? '').trim() !== '', {
    message: VALIDATION.required,
    path: ['comment'],
  });
export type JobReportBody = z.infer<typeof jobReportBody>;

/** A position in a member's list: the listing (gated as everywhere) and whether it is still open. */
const listEntry = jobListing.extend({ status: z.enum(JOB_STATUSES) });

export const favouritesList = z.object({ items: z.array(listEntry.extend({ bookmarkedAt: z.iso.datetime() })) });
export type FavouritesList = z.infer<typeof favouritesList>;

/**
 * Where an application stands: `forwarded` when the position was published on Laufbahn's recruiter site (its
 * publisher reads it and answers with a status); a feed position's application reaches no one. `unanswered` when a
 * forwarded application has had no status change for 30 days.
 */
export const applicationState = z.object({
  forwarded: z.boolean(),
  status: z.enum(['received', 'in_review', 'interview', 'declined', 'hired']).nullable(),
  statusChangedAt: z.iso.datetime().nullable(),
  unanswered: z.boolean(),
});
export type ApplicationState = z.infer<typeof applicationState>;

export const applicationsList = z.object({
  items: z.array(
    listEntry.extend({
      applicationId: z.number().int(),
      appliedAt: z.iso.datetime(),
      application: applicationState,
    }),
  ),
});
export type ApplicationsList = z.infer<typeof applicationsList>;

export const recentlyViewedList = z.object({ items: z.array(listEntry.extend({ viewedAt: z.iso.datetime() })) });
export type RecentlyViewedList = z.infer<typeof recentlyViewedList>;

/** The criteria of a career goal that a recommended position can meet. */
export const RECOMMENDATION_CRITERIA = [
  'careerLevel',
  'function',
  'industry',
  'location',
  'workplace',
  'salary',
] as const;
export type RecommendationCriterion = (typeof RECOMMENDATION_CRITERIA)[number];

/**
 * Open positions for the member's career goals, found by the job search (its ranking, its gating): goal by goal, the
 * positions meeting every criterion the goal sets first, then those meeting fewer. `careerGoalId` names the goal,
 * `meets` the goal's criteria the position is known to meet (each one the goal sets, never one it leaves open).
 */
export const recommendation = jobListing.extend({
  careerGoalId: z.number().int(),
  meets: z.array(z.enum(RECOMMENDATION_CRITERIA)),
});
export type Recommendation = z.infer<typeof recommendation>;
export const recommendationsList = z.object({ items: z.array(recommendation) });
export type RecommendationsList = z.infer<typeof recommendationsList>;

/** `POST /api/career/saved_searches`. */
export const savedSearchBody = z.strictObject({ params: savedSearchParams });
export type SavedSearchBody = z.infer<typeof savedSearchBody>;

export const savedSearch = z.object({
  id: z.number().int(),
  params: savedSearchParams,
  /** The name of `params.geoCodeId`'s city; null without a city. */
  cityName: z.string().nullable(),
  /** Positions published since the member last opened the search, counted up to 50. */
  newResults: z.number().int(),
  newResultsCapped: z.boolean(),
  lastSeenAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchList = z.object({ items: z.array(savedSearch) });
export type SavedSearchList = z.infer<typeof savedSearchList>;

export const savedSearchIdParams = z.strictObject({ id: databaseId });

/** The member's job lists take no query parameters: an unknown one is refused (422), as the search refuses them. */
export const memberJobListQuery = z.strictObject({});

/** `GET /api/career/trends`: what is searched and published in the country version. */
export const jobTrends = z.object({
  /** Most frequent keywords of the last 7 days; from open positions' titles while nobody has searched yet. */
  popularSearches: z.array(z.object({ q: z.string(), count: z.number().int() })),
  /** Keywords searched more in the last 7 days than in the 7 before, biggest rise first. */
  searchTrends: z.array(z.object({ q: z.string(), count: z.number().int(), previousCount: z.number().int() })),
  /** Companies with the most positions published in the last 14 days (members-only positions never count). */
  trendingEmployers: z.array(
    z.object({ companyName: z.string(), companyId: z.number().int().nullable(), count: z.number().int() }),
  ),
  /** Titles with the most positions published in the last 14 days. */
  trendingJobTitles: z.array(z.object({ title: z.string(), count: z.number().int() })),
});
export type JobTrends = z.infer<typeof jobTrends>;
