import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { singleLineText } from './fields.ts';
import { PAGE_VIEW_PATH_MAX_LENGTH } from './analytics-constants.ts';

export { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUES, type CookieConsent } from './cookie-names.ts';

export const pageViewBody = z.strictObject({
  /** A path of this site (`/jobs/123?q=cfo`); the server drops the query and masks numeric segments. */
  path: singleLineText(PAGE_VIEW_PATH_MAX_LENGTH)
    .min(1, { error: VALIDATION.required, abort: true })
    .refine((value) => value.startsWith('/') && !value.startsWith('//'), VALIDATION.invalid),
});
export type PageViewBody = z.infer<typeof pageViewBody>;
