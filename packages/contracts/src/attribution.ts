import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { MAX_DATABASE_ID } from './id-ranges.ts';

export { ATTRIBUTION_COOKIE_DAYS, FIRST_TOUCH_COOKIE, GUEST_COOKIE } from './cookie-names.ts';

export const ATTRIBUTION_LIMITS = { urlMaxLength: 2000, affiliateMaxLength: 100 } as const;

export const guestId = z.uuid({ error: VALIDATION.invalid });

/** Printable ASCII only: the server percent-encodes everything else before it stores a URL. */
const SITE_URL = /^\/[\x21-\x7e]*$/;
/** No control, format, private-use or unassigned characters, and no line or paragraph separators. */
const PRINTABLE = /^[^\p{C}\p{Zl}\p{Zp}]+$/u;

export const affiliateValue = z
  .string({ error: VALIDATION.invalidType })
  .min(1, VALIDATION.required)
  .max(ATTRIBUTION_LIMITS.affiliateMaxLength, VALIDATION.tooLong)
  .regex(PRINTABLE, VALIDATION.invalid)
  .refine((value) => value === value.trim(), VALIDATION.invalid);

/** The content of the first-touch cookie (base64url JSON); anything else in the cookie is ignored. */
export const firstTouch = z.strictObject({
  url: z
    .string({ error: VALIDATION.invalidType })
    .max(ATTRIBUTION_LIMITS.urlMaxLength, VALIDATION.tooLong)
    .regex(SITE_URL, VALIDATION.invalid),
  jobId: z.number().int().positive().max(MAX_DATABASE_ID).nullable(),
  affiliate: affiliateValue.nullable(),
  retentionAffiliate: affiliateValue.nullable(),
  at: z.iso.datetime({ error: VALIDATION.invalid }),
});
export type FirstTouch = z.infer<typeof firstTouch>;
