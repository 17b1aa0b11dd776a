import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ATTRIBUTION_COOKIE_DAYS, FIRST_TOUCH_COOKIE, GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { isLocalHost } from '../../lib/local-host.ts';
import { decodeFirstTouch, encodeFirstTouch, firstTouchFromUrl, parseGuestId } from './first-touch.ts';

/** React Router's client-side navigations fetch `<path>.data`; only real page loads are first touches. */
const isDataRequest = (url: string) => /\.data(\?|$)/.test(url);

/**
 * On a visitor's first page load: a guest id for experiments and the first-touch cookie for attribution.
 * A valid cookie already there is never replaced; a missing or unreadable one is.
 */
export function rememberFirstVisit(request: FastifyRequest, reply: FastifyReply): void {
  if (request.method !== 'GET' || isDataRequest(request.url)) return;
  if (parseGuestId(request.cookies[GUEST_COOKIE])) return;
  const options = {
    path: '/',
    sameSite: 'lax',
    secure: !isLocalHost(request.headers.host),
    maxAge: ATTRIBUTION_COOKIE_DAYS * 24 * 3600,
  } as const;
  reply.setCookie(GUEST_COOKIE, randomUUID(), { ...options, httpOnly: false });
  if (!decodeFirstTouch(request.cookies[FIRST_TOUCH_COOKIE])) {
    reply.setCookie(FIRST_TOUCH_COOKIE, encodeFirstTouch(firstTouchFromUrl(request.url)), {
      ...options,
      httpOnly: true,
    });
  }
}
