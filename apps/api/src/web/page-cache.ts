import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A few seconds' memory of pages rendered for visitors who send no cookie at all — first visits, shared links,
 * crawlers: for them a page depends only on its address and host (country version, its language, no account,
 * the cookie notice unanswered, every flag idle), so the same search or job page need not be rendered again and
 * again. Each answer still gets its own nonce and request id: the page is stored with placeholders for both and
 * they are written in on the way out. Anything else — a cookie, a method other than GET, an answer other than
 * 200 or one that sets a cookie of its own — is rendered afresh and never stored.
 * See docs/decisions/0049-first-visit-page-cache.md.
 */
export interface CachedPage {
  headers: [string, string][];
  body: string;
}

/** What a stored page holds in place of the answer's own nonce and request id. */
export interface PageTokens {
  nonce: string;
  requestId: string;
}
/** Characters a request id may hold (see plugins/request-id.ts); anything else is never written into a page. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const MAX_URL_LENGTH = 2_048;
/**
 * The public reading pages only: the start page, job search and job pages, companies, trends and the footer's
 * pages. Pages that act on a link (sign-in links, confirmations), forms and members' pages are never stored.
 */
const CACHEABLE_PATH = /^\/(?:$|\?|career\/|about-us|site-notice|privacy|terms|headhunters|sitemap|countries)/;

export interface PageCache {
  /** The cache key of a request whose page may be stored and reused; null when it must be rendered afresh. */
  keyOf(request: FastifyRequest): string | null;
  /** Placeholders to render a cacheable page with, in place of the real nonce and request id. */
  placeholders(): PageTokens;
  get(key: string): (CachedPage & { tokens: PageTokens }) | undefined;
  set(key: string, page: CachedPage, tokens: PageTokens): void;
  /** The stored body with this answer's own nonce and request id written in. */
  personalise(body: string, tokens: PageTokens, nonce: string, requestId: string): string;
}

export function createPageCache(options: { seconds: number; maxEntries?: number }): PageCache | null {
  if (options.seconds <= 0) return null;
  const ttl = options.seconds * 1000;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { at: number; page: CachedPage; tokens: PageTokens }>();

  return {
    keyOf(request) {
      if (request.method !== 'GET') return null;
      if (request.headers.cookie || request.headers.authorization) return null;
      if (request.url.length > MAX_URL_LENGTH || !CACHEABLE_PATH.test(request.url)) return null;
      if (!SAFE_REQUEST_ID.test(request.id)) return null;
      return `${request.headers.host ?? ''}\n${request.url}`;
    },

    // Random and long, so a page's own text can never contain them by chance.
    placeholders: () => ({
      nonce: randomBytes(16).toString('hex'),
      requestId: `rid${randomBytes(16).toString('hex')}`,
    }),

    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.at > ttl) {
        entries.delete(key);
        return undefined;
      }
      return { ...entry.page, tokens: entry.tokens };
    },

    set(key, page, tokens) {
      if (entries.size >= maxEntries) {
        // Oldest first: a Map keeps insertion order.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { at: Date.now(), page, tokens });
    },

    personalise(body, tokens, nonce, requestId) {
      return body.replaceAll(tokens.nonce, nonce).replaceAll(tokens.requestId, requestId);
    },
  };
}
