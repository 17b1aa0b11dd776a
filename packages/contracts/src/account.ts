import { z } from 'zod';
import { COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import { LANGUAGES } from '@laufbahn/i18n/languages';
import { VALIDATION } from './errors.ts';
import { singleLineText } from './fields.ts';
import { LIMITS } from './limits.ts';

export const email = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(LIMITS.emailMaxLength, VALIDATION.tooLong)
  .pipe(z.email({ error: VALIDATION.emailInvalid }));

export const newPassword = z
  .string({ error: VALIDATION.required })
  .min(LIMITS.passwordMinLength, VALIDATION.passwordTooShort)
  .max(LIMITS.passwordMaxLength, VALIDATION.passwordTooLong);

export const language = z.enum(LANGUAGES, { error: VALIDATION.invalidOption });
export const countryVersion = z.enum(COUNTRY_VERSION_CODES, { error: VALIDATION.invalidOption });

const passwordsMatch = (value: { password: string; passwordConfirmation: string }) =>
  value.password === value.passwordConfirmation;
const mismatch = { message: VALIDATION.passwordMismatch, path: ['passwordConfirmation'] };

export const signUpBody = z
  .strictObject({
    email,
    password: newPassword,
    passwordConfirmation: z.string({ error: VALIDATION.required }).max(LIMITS.passwordMaxLength, VALIDATION.tooLong),
    termsAccepted: z.literal(true, { error: VALIDATION.termsRequired }),
    contactConsent: z.boolean({ error: VALIDATION.invalidType }).optional(),
    language: language.optional(),
    countryVersion: countryVersion.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.strictObject({
  email: singleLineText(LIMITS.emailMaxLength).trim().min(1, VALIDATION.required),
  password: z
    .string({ error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(LIMITS.passwordMaxLength, VALIDATION.tooLong),
});
export type SignInBody = z.infer<typeof signInBody>;

export const passwordResetRequestBody = z.strictObject({ email });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** A sign-in link by mail: the way in that failed attempts by others never block. */
export const signInLinkRequestBody = z.strictObject({ email });
export type SignInLinkRequestBody = z.infer<typeof signInLinkRequestBody>;

export const signInLinkBody = z.strictObject({
  token: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(200, VALIDATION.resetTokenInvalid),
});
export type SignInLinkBody = z.infer<typeof signInLinkBody>;

export const passwordResetBody = z
  .strictObject({
    token: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(200, VALIDATION.resetTokenInvalid),
    password: newPassword,
    passwordConfirmation: z.string({ error: VALIDATION.required }).max(LIMITS.passwordMaxLength, VALIDATION.tooLong),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const accountDetails = z.object({
  id: z.number().int(),
  email: z.string(),
  premium: z.boolean(),
  language: z.object({ code: language }),
});
export type AccountDetails = z.infer<typeof accountDetails>;

/** The interface language of a visitor or member (`PUT /api/career/language`). */
export const languagePreferenceBody = z.strictObject({
  code: z.enum(LANGUAGES, {
    error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidOption),
  }),
});
export type LanguagePreferenceBody = z.infer<typeof languagePreferenceBody>;

export const authStatus = z.object({ authenticated: z.boolean() });
export type AuthStatus = z.infer<typeof authStatus>;

export const emailAvailabilityQuery = z.strictObject({ email });
export const emailAvailability = z.object({ available: z.boolean() });
export type EmailAvailability = z.infer<typeof emailAvailability>;
