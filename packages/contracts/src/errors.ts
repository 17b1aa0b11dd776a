import { z } from 'zod';

// In the browser zod must not probe for `new Function` (its faster object parser): the pages' Content Security
// Policy forbids eval, so the probe is reported as a violation on every page that validates. Every schema module
// imports this one, so the setting is in place before anything is parsed.
if ('document' in globalThis) z.config({ jitless: true });

/** Every error code the API answers with, and its HTTP status. The web app translates the code. */
export const ERROR_STATUS = {
  malformed_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  /** An exclusive position: only Premium members may apply. */
  premium_required: 403,
  /** A recruiter whose organisation has not confirmed its e-mail domain yet. */
  organisation_unverified: 403,
  not_found: 404,
  /** The address exists, but not for this HTTP method (`TRACE` on a page, say). */
  method_not_allowed: 405,
  not_acceptable: 406,
  email_taken: 409,
  conflict: 409,
  /** The member has applied for this position already. */
  already_applied: 409,
  /** The position has expired or was withdrawn: no more applications. */
  job_expired: 409,
  /** The member has saved the same search already. */
  search_already_saved: 409,
  /** The member has saved as many searches as allowed. */
  saved_search_limit: 409,
  /** Buying Premium while a membership runs: never two at once. */
  already_premium: 409,
  /** The trial is once per member. */
  trial_used: 409,
  /** A payment session is paid once and for a limited time; start again. */
  payment_session_expired: 409,
  /** The same Idempotency-Key with another request, or while the first one is still being answered. */
  idempotency_conflict: 409,
  /** Cancelling or withdrawing without a running membership (or one cancelled already, for withdrawal). */
  no_subscription: 409,
  /** The 14 days to withdraw from a purchase have passed. */
  withdrawal_period_over: 409,
  /** A recruiter wrote to this member already and the member has not answered yet. */
  contact_request_pending: 409,
  /** The organisation's contact credits of this month are used up: Basic members cannot be contacted until the next. */
  contact_credits_exhausted: 402,
  /** A closed or expired position of the recruiter site: it cannot be edited any more. */
  position_closed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  invalid_reset_token: 422,
  /** Too many failed sign-ins to this account from browsers it does not know: the mailed sign-in link still works. */
  sign_in_throttled: 429,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Translation keys of validation messages (catalog namespace `validation`). */
export const VALIDATION = {
  required: 'validation.required',
  /** A question (a choice among options) left unanswered: "this question is mandatory". */
  questionRequired: 'validation.questionRequired',
  /** Something given earlier (another step, another form) is missing from the request. */
  requiredInformationMissing: 'validation.requiredInformationMissing',
  invalidType: 'validation.invalidType',
  invalidOption: 'validation.invalidOption',
  tooLong: 'validation.tooLong',
  tooShort: 'validation.tooShort',
  unknownField: 'validation.unknownField',
  invalid: 'validation.invalid',
  emailInvalid: 'validation.emailInvalid',
  emailTaken: 'validation.emailTaken',
  passwordTooShort: 'validation.passwordTooShort',
  /** Among the most common passwords, trivial ("aaaaa", "12345") or the e-mail address. */
  passwordTooCommon: 'validation.passwordTooCommon',
  passwordTooLong: 'validation.passwordTooLong',
  passwordMismatch: 'validation.passwordMismatch',
  termsRequired: 'validation.termsRequired',
  /** A purchase needs both consents: the immediate charge and the automatic renewal. */
  consentRequired: 'validation.consentRequired',
  resetTokenInvalid: 'validation.resetTokenInvalid',
  nameDigits: 'validation.nameDigits',
  dateInvalid: 'validation.dateInvalid',
  dateInFuture: 'validation.dateInFuture',
  startAfterEnd: 'validation.startAfterEnd',
  endBeforeStart: 'validation.endBeforeStart',
  endDateRequired: 'validation.endDateRequired',
  tooYoung: 'validation.tooYoung',
  phoneInvalid: 'validation.phoneInvalid',
  tooManyItems: 'validation.tooManyItems',
  duplicateItems: 'validation.duplicateItems',
  imageTooSmall: 'validation.imageTooSmall',
  imageInvalid: 'validation.imageInvalid',
  imageTooLarge: 'validation.imageTooLarge',
  cropInvalid: 'validation.cropInvalid',
  /** A recruiter signs up with a work address: the organisation is verified by its domain. */
  businessEmailRequired: 'validation.businessEmailRequired',
  /** An organisation at this e-mail domain has signed up already. */
  organisationDomainTaken: 'validation.organisationDomainTaken',
} as const;
export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];
