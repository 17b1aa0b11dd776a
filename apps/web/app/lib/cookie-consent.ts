import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUES, type CookieConsent } from '@laufbahn/contracts/cookie-names';
import { LIMITS } from '@laufbahn/contracts/limits';
import { readCookie, writeCookie } from './cookies.ts';

export type { CookieConsent };

const CONSENT_MAX_AGE = LIMITS.cookieConsentDays * 24 * 3600;

/** `all` allows page-view statistics; `necessary` keeps only the cookies the site cannot work without. */
export function parseCookieConsent(cookieHeader: string | null | undefined): CookieConsent | null {
  const value = readCookie(cookieHeader, COOKIE_CONSENT_COOKIE);
  return (COOKIE_CONSENT_VALUES as readonly string[]).includes(value ?? '') ? (value as CookieConsent) : null;
}

export const storeCookieConsent = (choice: CookieConsent) =>
  writeCookie(COOKIE_CONSENT_COOKIE, choice, CONSENT_MAX_AGE);
