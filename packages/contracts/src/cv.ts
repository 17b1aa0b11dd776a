import { z } from 'zod';
import { CV_FILE_KINDS, UPLOAD_TYPE_IDS } from './cv-files.ts';
import { VALIDATION } from './errors.ts';
import { databaseId, singleLineText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { profile, visibility } from './profile.ts';

/**
 * CV upload and the profile generated from it (spec sections 2–5, 7 and 9). The spec's payload names
 * (`upload_type_id`, `upload_file`, `identifier`, `make_visible`) are kept as written.
 */

export { CV_ACCEPT, CV_FILE_KINDS, UPLOAD_TOKEN_HEADER, UPLOAD_TYPE_IDS, type CvFileKind } from './cv-files.ts';
/** Translation keys of CV upload and processing problems (catalog namespace `cv`). */
export const CV_PROBLEMS = {
  fileTooLarge: 'cv.problem.fileTooLarge',
  invalidFileFormat: 'cv.problem.invalidFileFormat',
  encrypted: 'cv.problem.encrypted',
  empty: 'cv.problem.empty',
  archiveTooLarge: 'cv.problem.archiveTooLarge',
  unreadable: 'cv.problem.unreadable',
  noText: 'cv.problem.noText',
  tooManyPages: 'cv.problem.tooManyPages',
  tooComplex: 'cv.problem.tooComplex',
  uploadFailed: 'cv.problem.uploadFailed',
} as const;
export type CvProblem = (typeof CV_PROBLEMS)[keyof typeof CV_PROBLEMS];

/** The text fields of the multipart body; `upload_file` is the file part. */
export const accountUploadFields = z.strictObject({
  upload_type_id: z.coerce
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .refine((id) => (Object.values(UPLOAD_TYPE_IDS) as number[]).includes(id), VALIDATION.invalidOption),
  description: singleLineText(LIMITS.descriptionMaxLength)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type AccountUploadFields = z.output<typeof accountUploadFields>;

export const cvReviewRequest = z.object({
  id: z.number().int(),
  requestedAt: z.iso.datetime({ offset: true }),
  /** The partner answers within 48 hours of the request. */
  dueAt: z.iso.datetime({ offset: true }),
});
export type CvReviewRequest = z.infer<typeof cvReviewRequest>;

/** `POST /api/career/account_uploads` → 201, and `GET /api/career/account_uploads/{id}`. */
export const accountUpload = z.object({
  id: z.number().int(),
  /** Secret for the completion-flow URL; a visitor without an account proves ownership with it. */
  token: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileKind: z.enum(CV_FILE_KINDS),
  uploadTypeId: z.number().int(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  reviewRequest: cvReviewRequest.nullable(),
});
export type AccountUpload = z.infer<typeof accountUpload>;

export const accountUploadParams = z.strictObject({ id: databaseId });

// ——— processing ———

/** The stages of spec section 4, in order; `failed` can follow any of them. */
export const GENERATED_PROFILE_STAGES = [
  'uploading',
  'scanning',
  'extracting',
  'evaluating_salary',
  'creating_profile',
  'ready',
] as const;
export const GENERATED_PROFILE_STATUSES = [...GENERATED_PROFILE_STAGES, 'failed'] as const;
export const generatedProfileStatusValue = z.enum(GENERATED_PROFILE_STATUSES);
export type GeneratedProfileStatus = z.infer<typeof generatedProfileStatusValue>;

/** Why processing failed: one of CV_PROBLEMS' keys. */
export const FAILURE_REASONS = [
  'encrypted',
  'empty',
  'archiveTooLarge',
  'unreadable',
  'noText',
  'tooManyPages',
  'tooComplex',
] as const;
export const failureReason = z.enum(FAILURE_REASONS);
export type FailureReason = z.infer<typeof failureReason>;

/** `POST /api/career/generated_profiles` — `identifier` is the account upload's id. */
export const generatedProfileStartBody = z.strictObject({ identifier: databaseId });

/** `GET …/generated_profiles/{id}/status`: the current stage and when each stage began. */
export const generatedProfileStatus = z.object({
  id: z.number().int(),
  status: generatedProfileStatusValue,
  reason: failureReason.optional(),
  stages: z.array(z.object({ status: generatedProfileStatusValue, startedAt: z.iso.datetime({ offset: true }) })),
});
export type GeneratedProfileStatusAnswer = z.infer<typeof generatedProfileStatus>;

/** How sure the extraction is of a value, 0–1. */
const confidence = z.number().min(0).max(1);

/** The estimate of spec section 4 ("evaluating salary"), with the basis it was computed from. */
export const salaryEvaluation = z.object({
  currency: z.enum(['EUR', 'GBP', 'USD', 'CHF']),
  min: z.number().int(),
  max: z.number().int(),
  /** The salary range id (`currentSalaryRangeId`) the estimate's middle falls in. */
  salaryRangeId: z.number().int().nullable(),
  basis: z.object({
    /** The level the estimate used; from the years of experience where `careerLevelFromExperience` says so. */
    careerLevelId: z.number().int().nullable(),
    careerLevelFromExperience: z.boolean().optional(),
    functionId: z.number().int().nullable(),
    industryId: z.number().int().nullable(),
    countryId: z.number().int().nullable(),
    yearsOfExperience: z.number().int().nullable(),
    /**
     * The salary model's basis when the band is the middle half (p25–p75) of comparable positions' pay: how many
     * positions, published when, and which inputs were let go because too few matched. Null when too few positions
     * matched even career level and country: then the band is the plausibility estimate of docs/salary-model.md.
     */
    positions: z
      .object({
        sampleSize: z.number().int(),
        widened: z.array(z.enum(['careerLevelId', 'functionId', 'industryId', 'region', 'sizeBand'])),
        periodFrom: z.iso.date(),
        periodTo: z.iso.date(),
      })
      .nullable()
      .optional(),
  }),
});
export type SalaryEvaluation = z.infer<typeof salaryEvaluation>;

/**
 * A position field the member is asked to look at before confirming, and why: `secondCurrentRole` (a role the CV
 * marks as current beside the main job; the profile keeps it without an end date until the member gives one or
 * confirms it is ongoing), `yearOnly` (the CV gives the year without a month; the month shown is a guess),
 * `companyFromHeading` (the employer was taken from a company heading above several roles), `uncertain`.
 */
export const positionCheck = z.object({
  field: z.enum(['title', 'companyName', 'startDate', 'endDate']),
  reason: z.enum(['secondCurrentRole', 'yearOnly', 'companyFromHeading', 'uncertain']),
});
export type PositionCheck = z.infer<typeof positionCheck>;
export type PositionCheckField = PositionCheck['field'];
export type PositionCheckReason = PositionCheck['reason'];

/**
 * `GET /api/career/generated_profiles/{id}`: the profile shape of `my_profile` plus processing facts. The
 * e-mail is the one found in the CV (null when none); the account's sign-in address never changes here.
 */
export const generatedProfile = profile.extend({
  contactDetails: z.object({ phoneNumber: z.string().nullable(), email: z.string().nullable() }),
  status: generatedProfileStatusValue,
  reason: failureReason.optional(),
  uploadId: z.number().int(),
  fileName: z.string(),
  /** Set once confirmed into the member's profile. */
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  languages: z.array(z.string()),
  salaryEvaluation: salaryEvaluation.nullable(),
  /** Extraction confidence per field (`name`, `lastName`, `email`, `phoneNumber`, `city`, `skills`). */
  confidence: z.record(z.string(), confidence),
  /** Taxonomy-mapping confidence per position identifier. */
  positionConfidence: z.record(
    z.string(),
    z.object({ careerLevel: confidence, function: confidence, industry: confidence }),
  ),
  /**
   * Position fields to check, per position identifier; a position's entry goes once the member saves the
   * position or confirms it as it is (`DELETE …/positions/{positionId}/checks`).
   */
  positionChecks: z.record(z.string(), z.array(positionCheck)),
  reviewRequest: cvReviewRequest.nullable(),
});
export type GeneratedProfile = z.infer<typeof generatedProfile>;

export const generatedProfileParams = z.strictObject({ id: databaseId });

/** `POST …/generated_profiles/{id}` confirms the checked profile into the member's own: no body, or `{}`. */
export const generatedProfileConfirmBody = z.strictObject({}).nullish();

/** `POST …/account_uploads/{id}/topcv_review_requests`: no body, or `{}`. */
export const cvReviewRequestBody = z.strictObject({}).nullish();

/** `POST …/generated_profiles/{id}/privacy`. */
export const generatedProfilePrivacyBody = z.strictObject({
  make_visible: z.boolean({
    error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType),
  }),
});
export const generatedProfilePrivacy = z.object({ visibility });
