/** Business constants of the spec (section 9) and the limits every payload shares. */
export const LIMITS = {
  cvMaxBytes: 3 * 1024 * 1024,
  photoMaxBytes: 3 * 1024 * 1024,
  photoMinWidth: 112,
  photoMinHeight: 150,
  cropScale: 10,
  cvReviewHours: 48,
  minimumAgeYears: 18,
  passwordMinLength: 5,
  /** Long enough for any passphrase, short enough that hashing stays cheap. */
  passwordMaxLength: 200,
  emailMaxLength: 254,
  descriptionMaxLength: 1000,
  shortTextMaxLength: 100,
  searchQueryMaxLength: 100,
  trialDays: 14,
  cookieConsentDays: 365,
  toastDurationMs: 5000,
  resizeDebounceMs: 500,
  queryStaleTimeMs: 60_000,
  passwordResetTokenHours: 1,
  /** How long a mailed sign-in link works (once). */
  signInLinkMinutes: 20,
} as const;
