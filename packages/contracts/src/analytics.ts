import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { singleLineText } from './fields.ts';

/** Set by the web app when the visitor answers the cookie notice. */
export const COOKIE_CONSENT_COOKIE = 'lb_cookie_consent';
/** `all`: analytics allowed; `necessary`: only strictly necessary cookies. */
export const COOKIE_CONSENT_VALUES = ['all', 'necessary'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

export const PAGE_VIEW_PATH_MAX_LENGTH = 500;

export const pageViewBody = z.strictObject({
  /** A path of this site (`/jobs/123?q=cfo`); the server drops the query and masks numeric segments. */
  path: singleLineText(PAGE_VIEW_PATH_MAX_LENGTH)
    .min(1, { error: VALIDATION.required, abort: true })
    .refine((value) => value.startsWith('/') && !value.startsWith('//'), VALIDATION.invalid),
});
export type PageViewBody = z.infer<typeof pageViewBody>;
