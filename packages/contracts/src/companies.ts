import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId, referenceId, singleLineText } from './fields.ts';
import { answerFigures, jobListing } from './jobs.ts';
import { salaryFigure } from './salary.ts';
import { COMPANY_LIMITS } from './company-constants.ts';

export { COMPANY_LIMITS } from './company-constants.ts';

/** `GET /api/career/companies`: a name's start (accents and case do not matter), industry, country. */
export const companySearchQuery = z.strictObject({
  q: singleLineText(COMPANY_LIMITS.maxQueryLength).optional(),
  industry: referenceId.optional(),
  country: referenceId.optional(),
  limit: z.coerce
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .min(1, VALIDATION.invalid)
    .max(COMPANY_LIMITS.maxPageSize, VALIDATION.invalid)
    .default(COMPANY_LIMITS.pageSize),
});
export type CompanySearchQuery = z.infer<typeof companySearchQuery>;

export const companySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
  industryId: z.number().int().nullable(),
  /** Employees as the latest listing stated them; null when no listing did. */
  employees: z.number().int().nullable(),
  openPositions: z.number().int(),
});
export type CompanySummary = z.infer<typeof companySummary>;

export const companySearchResult = z.object({
  items: z.array(companySummary),
  /** True when more companies match than `items` holds (ask again with a larger `limit`). */
  more: z.boolean(),
});
export type CompanySearchResult = z.infer<typeof companySearchResult>;

export const companyIdParams = z.strictObject({ id: databaseId });
export const companyPageQuery = z.strictObject({
  vacancies: z.coerce
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .min(1, VALIDATION.invalid)
    .max(COMPANY_LIMITS.maxVacancies, VALIDATION.invalid)
    .default(COMPANY_LIMITS.vacancies),
});

const counted = <K extends z.ZodType>(key: K) => z.array(z.object({ key, count: z.number().int() }));

/** What the page's "insights" show: the company's public positions of the last twelve months. */
export const companyInsights = z.object({
  /** Positions published per month (`YYYY-MM`), oldest first, months without any included. */
  hiring: counted(z.string()),
  seniority: counted(z.number().int()),
  workplaces: counted(z.enum(['onsite', 'hybrid', 'remote'])),
  basedOn: z.number().int(),
  periodFrom: z.iso.date(),
});

/** The company's median pay as a percentile among the companies of its industry in its country. */
export const salaryRank = z.object({
  withheld: z.boolean(),
  percentile: z.number().int().nullable(),
  /** The company's public positions of the window, and how many companies of the industry it is ranked among. */
  positions: z.number().int(),
  companies: z.number().int(),
  industryId: z.number().int().nullable(),
  countryId: z.number().int(),
});

/** One statement of the briefing, computed from our data; the page words it in the reader's language. */
export const briefingSentence = z.object({
  key: z.enum(['openPositions', 'hiringTrend', 'seniority', 'workplace', 'payRank', 'locations']),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type BriefingSentence = z.infer<typeof briefingSentence>;

/** Premium members read the whole briefing; everyone else its first statement (`locked: true`). */
export const companyBriefing = z.discriminatedUnion('locked', [
  z.object({ locked: z.literal(false), sentences: z.array(briefingSentence) }),
  z.object({ locked: z.literal(true), teaser: z.array(briefingSentence), hidden: z.number().int() }),
]);

export const companyLink = z.object({
  kind: z.enum(['jobSearch', 'salaryCalculator']),
  /** A path of the web app with its query. */
  path: z.string(),
});

export const companyPage = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The company is its name in a country: where its listings are. */
  headquarters: z.object({ countryId: z.number().int() }),
  employees: z.number().int().nullable(),
  website: z.string().nullable(),
  industryId: z.number().int().nullable(),
  vacancies: z.object({ items: z.array(jobListing), total: z.number().int() }),
  locations: counted(z.string()),
  insights: companyInsights,
  /** What executives earn at companies like this one: the salary model's figure for its industry, country, size. */
  executiveSalary: salaryFigure,
  salaryRankInIndustry: salaryRank,
  /**
   * How the company answers applications itself: to its positions an employer organisation published on Laufbahn
   * (not a search firm acting for it). Null below `PUBLISHER_ANSWERS.minApplications` applications.
   */
  answers: answerFigures.nullable(),
  briefing: companyBriefing,
  similar: z.array(companySummary),
  links: z.array(companyLink),
});
export type CompanyPage = z.infer<typeof companyPage>;
