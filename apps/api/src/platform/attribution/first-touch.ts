import {
  ATTRIBUTION_LIMITS,
  FIRST_TOUCH_COOKIE,
  GUEST_COOKIE,
  affiliateValue,
  firstTouch,
  guestId,
  type FirstTouch,
} from '@laufbahn/contracts/attribution';
import { MAX_DATABASE_ID } from '@laufbahn/contracts/id-ranges';

/** What sign-up stores on the account; every field null when its cookie was absent or invalid. */
export interface AccountAttribution {
  guestId: string | null;
  firstTouchUrl: string | null;
  firstTouchJobId: number | null;
  affiliate: string | null;
  retentionAffiliate: string | null;
  firstTouchAt: Date | null;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A cookie holds at most about 4 KB; a longer value cannot be ours. */
const MAX_COOKIE_VALUE = 4096;
/** Tolerated clock difference between our servers before a first touch "from the future" counts as forged. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const percentEncode = (character: string) =>
  [...Buffer.from(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** The requested path and query as printable ASCII (browsers send it so already; others may not). */
function printableUrl(requestUrl: string): string {
  let url = requestUrl;
  if (!url.startsWith('/')) {
    try {
      const absolute = new URL(url);
      url = absolute.pathname + absolute.search;
    } catch {
      url = '/';
    }
  }
  return url.replace(/[^\x21-\x7e]/gu, percentEncode).slice(0, ATTRIBUTION_LIMITS.urlMaxLength);
}

/** The last path segment when it is a job id (all digits, within the database's integer range). */
export function jobIdFromPath(pathname: string): number | null {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!/^\d{1,10}$/.test(last)) return null;
  const id = Number(last);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}

function queryValue(query: URLSearchParams, name: string): string | null {
  const parsed = affiliateValue.safeParse(query.get(name)?.trim());
  return parsed.success ? parsed.data : null;
}

/**
 * Query keys whose values a first touch keeps: the affiliate keys and the campaign tags of links we hand out.
 * Every other value (a search keyword, an e-mail address in a link, a token) is dropped with its key.
 */
export const ATTRIBUTION_QUERY_KEYS = [
  'affiliate',
  'retention_affiliate',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;

/** The path with only the attribution keys of its query. */
function attributionUrl(pathname: string, parameters: URLSearchParams): string {
  const kept: string[] = [];
  for (const key of ATTRIBUTION_QUERY_KEYS) {
    const value = parameters.get(key);
    if (value) kept.push(`${key}=${encodeURIComponent(value)}`);
  }
  const query = kept.join('&');
  return query ? `${pathname}?${query}` : pathname;
}

/** The first touch of a visitor arriving at `requestUrl` (path and query as the server received them). */
export function firstTouchFromUrl(requestUrl: string, now = new Date()): FirstTouch {
  const [pathname = '/', query = ''] = requestUrl.split('#', 1)[0]!.split(/\?(.*)/s);
  const parameters = new URLSearchParams(query);
  return {
    url: printableUrl(attributionUrl(pathname, parameters)),
    jobId: jobIdFromPath(pathname),
    affiliate: queryValue(parameters, 'affiliate'),
    retentionAffiliate: queryValue(parameters, 'retention_affiliate'),
    at: now.toISOString(),
  };
}

export const encodeFirstTouch = (touch: FirstTouch) => Buffer.from(JSON.stringify(touch)).toString('base64url');

/** The first touch in a cookie, or undefined for anything we did not write (garbage, tampering, too long). */
export function decodeFirstTouch(value: string | undefined, now = new Date()): FirstTouch | undefined {
  if (!value || value.length > MAX_COOKIE_VALUE || !BASE64URL.test(value)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = firstTouch.safeParse(json);
  if (!parsed.success || Date.parse(parsed.data.at) > now.getTime() + CLOCK_SKEW_MS) return undefined;
  return parsed.data;
}

export const parseGuestId = (value: string | undefined): string | undefined =>
  value && value.length <= 36 && guestId.safeParse(value).success ? value.toLowerCase() : undefined;

/** Attribution from the visitor's cookies, for sign-up; invalid cookies are left out, never an error. */
export function attributionFromCookies(cookies: Record<string, string | undefined>): AccountAttribution {
  const touch = decodeFirstTouch(cookies[FIRST_TOUCH_COOKIE]);
  return {
    guestId: parseGuestId(cookies[GUEST_COOKIE]) ?? null,
    firstTouchUrl: touch?.url ?? null,
    firstTouchJobId: touch?.jobId ?? null,
    affiliate: touch?.affiliate ?? null,
    retentionAffiliate: touch?.retentionAffiliate ?? null,
    firstTouchAt: touch ? new Date(touch.at) : null,
  };
}
