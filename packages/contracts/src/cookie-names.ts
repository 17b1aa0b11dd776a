// Cookie names and values the browser reads too: no zod here, so pages that import them ship no schema code.

/** The experiment guest id; not httpOnly, because the browser's experiment and feature-flag layer reads it. */
export const GUEST_COOKIE = 'lb_guest';
/** Where a visitor first arrived (httpOnly); travels with sign-up and is stored on the account. */
export const FIRST_TOUCH_COOKIE = 'lb_first_touch';
export const ATTRIBUTION_COOKIE_DAYS = 365;

/** Set by the web app when the visitor answers the cookie notice. */
export const COOKIE_CONSENT_COOKIE = 'lb_cookie_consent';
/** `all`: analytics allowed; `necessary`: only strictly necessary cookies. */
export const COOKIE_CONSENT_VALUES = ['all', 'necessary'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];
