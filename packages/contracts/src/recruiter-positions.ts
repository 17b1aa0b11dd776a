import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId, singleLineText } from './fields.ts';
import { MAX_DATABASE_ID, MAX_REFERENCE_ID } from './id-ranges.ts';
import { JOB_SEARCH_LIMITS, WORKPLACE_TYPES } from './job-constants.ts';
import { profile } from './profile.ts';

// Positions published on the recruiter site and the applications to them
// (docs/decisions/0054-recruiter-positions.md, docs/decisions/0055-application-status.md).

export { LAUFBAHN_JOB_SOURCE } from './job-constants.ts';

export const POSITION_LIMITS = {
  titleMaxLength: 200,
  companyNameMaxLength: 200,
  descriptionMinLength: 50,
  descriptionMaxLength: 20_000,
  /** Yearly pay; the same ceiling as the search's salary filter. */
  maxSalary: JOB_SEARCH_LIMITS.maxSalary,
  /** A published position stays in the search this many days unless it is closed earlier. */
  runDays: 90,
} as const;

export const POSITION_CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD'] as const;
export const POSITION_LANGUAGES = ['DE', 'EN_GB', 'EN_US', 'FR', 'IT', 'NL', 'ES'] as const;

export const APPLICATION_STATUSES = ['received', 'in_review', 'interview', 'declined', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** After this many days without a status change by the publisher, the member's list says so. */
export const UNANSWERED_AFTER_DAYS = 30;

const requiredLine = (max: number) => singleLineText(max).trim().min(1, VALIDATION.required);

const text = (min: number, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
    .max(max, VALIDATION.tooLong)
    .refine((value) => !/[^\P{Cc}\t\n\r]/u.test(value), VALIDATION.invalid)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, VALIDATION.required)
    .refine((value) => value.length >= min, VALIDATION.tooShort);

const pay = z
  .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
  .int(VALIDATION.invalidType)
  .positive(VALIDATION.invalid)
  .max(POSITION_LIMITS.maxSalary, VALIDATION.invalid);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? VALIDATION.questionRequired : VALIDATION.invalidOption),
  });

const bodyNumber = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : VALIDATION.invalidType) })
    .int(VALIDATION.invalidType)
    .positive(VALIDATION.invalidOption);

/** A taxonomy id in a JSON body: a `smallint`, so a larger one is no option. */
const bodyReferenceId = bodyNumber(VALIDATION.questionRequired).max(MAX_REFERENCE_ID, VALIDATION.invalidOption);

const flag = z.boolean({ error: VALIDATION.invalidType });

/**
 * `POST /api/recruiter/positions` and `PUT /api/recruiter/positions/{id}`. The pay range is required; `companyName`
 * (the client) only for a headhunter — an employer publishes under its own name; `mandate` and `exclusiveMandate`
 * only for a headhunter, and an exclusive mandate is a mandate.
 */
export const positionBody = z
  .strictObject({
    title: requiredLine(POSITION_LIMITS.titleMaxLength),
    companyName: requiredLine(POSITION_LIMITS.companyNameMaxLength).optional(),
    description: text(POSITION_LIMITS.descriptionMinLength, POSITION_LIMITS.descriptionMaxLength),
    language: choice(POSITION_LANGUAGES),
    careerLevelId: bodyReferenceId,
    functionId: bodyReferenceId,
    industryId: bodyReferenceId,
    geoCodeId: bodyNumber(VALIDATION.required).max(MAX_DATABASE_ID, VALIDATION.invalidOption),
    workplaceType: choice(WORKPLACE_TYPES),
    salaryMin: pay,
    salaryMax: pay,
    currency: choice(POSITION_CURRENCIES),
    mandate: flag.optional(),
    exclusiveMandate: flag.optional(),
  })
  .refine((body) => body.salaryMax >= body.salaryMin, { message: VALIDATION.invalid, path: ['salaryMax'] })
  .refine((body) => !body.exclusiveMandate || body.mandate === true, {
    message: VALIDATION.invalid,
    path: ['exclusiveMandate'],
  });
export type PositionBody = z.infer<typeof positionBody>;
export type PositionInput = z.input<typeof positionBody>;

export const positionParams = z.strictObject({ id: databaseId });
/** `POST /api/recruiter/positions/{id}/confirm_open` takes no fields: no body, or an empty object. */
export const confirmOpenBody = z.strictObject({}).nullish();
export const applicationParams = z.strictObject({ id: databaseId });

export const POSITION_STATES = ['open', 'closed', 'expired'] as const;

export const recruiterPosition = z.object({
  id: z.number().int(),
  /** The position in members' job search and job pages. */
  jobId: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  description: z.string(),
  language: z.enum(POSITION_LANGUAGES),
  careerLevelId: z.number().int(),
  functionId: z.number().int(),
  industryId: z.number().int(),
  geoCodeId: z.number().int().nullable(),
  city: z.string(),
  workplaceType: z.enum(WORKPLACE_TYPES),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  currency: z.enum(POSITION_CURRENCIES),
  mandate: z.boolean(),
  exclusiveMandate: z.boolean(),
  state: z.enum(POSITION_STATES),
  publishedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  applications: z.object({ total: z.number().int(), unanswered: z.number().int() }),
  /**
   * When a recruiter of the organisation last confirmed it still open (`POST …/{id}/confirm_open`), how many members
   * have reported it filled since, and whether members see it as possibly filled.
   */
  confirmedOpenAt: z.iso.datetime().nullable(),
  filledReports: z.number().int(),
  possiblyFilled: z.boolean(),
});
export type RecruiterPosition = z.infer<typeof recruiterPosition>;

export const recruiterPositions = z.object({ items: z.array(recruiterPosition) });
export type RecruiterPositions = z.infer<typeof recruiterPositions>;

/** What the publisher sees of the applicant: the profile as it was when they applied, without picture or goals. */
export const applicantSnapshot = profile.pick({
  personalInformation: true,
  contactDetails: true,
  professionalInformation: true,
  currentPosition: true,
  pastPositions: true,
});
export type ApplicantSnapshot = z.infer<typeof applicantSnapshot>;

export const statusChange = z.object({
  status: z.enum(APPLICATION_STATUSES),
  recruiterName: z.string().nullable(),
  changedAt: z.iso.datetime(),
});

export const receivedApplication = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime().nullable(),
  message: z.string().nullable(),
  /** The CV's file name when one went with the application and is still stored. */
  cvFileName: z.string().nullable(),
  snapshot: applicantSnapshot.nullable(),
  history: z.array(statusChange),
});
export type ReceivedApplication = z.infer<typeof receivedApplication>;

export const positionApplications = z.object({
  position: recruiterPosition,
  items: z.array(receivedApplication),
});
export type PositionApplications = z.infer<typeof positionApplications>;

export const applicationStatusBody = z.strictObject({ status: choice(APPLICATION_STATUSES) });
export type ApplicationStatusBody = z.infer<typeof applicationStatusBody>;
