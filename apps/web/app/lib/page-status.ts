import { data } from 'react-router';
import type { Loaded } from './endpoint.ts';
import { idFromRoute } from './route-id.ts';

/** How a page of one thing (a position, a company, a search firm) answers when the API did not answer 200 for it. */
export interface PageFailure {
  /** The page's HTTP status. */
  status: number;
  /** Passed on with a 429 or 503, so that clients and crawlers know when to come back. */
  retryAfter?: string;
}

/**
 * Never a 500 for what the API refused: an address naming nothing (404, 410, or an id the API refuses with
 * 400 or 422) is not found; too many requests stay 429 and an unreachable database 503, with the API's Retry-After; another refusal keeps its status;
 * the API's own failure keeps its 5xx; an answer that is none of these is a bad gateway (502).
 */
export function pageFailure(
  apiStatus: number,
  headers: Record<string, string | string[] | undefined> = {},
): PageFailure {
  if ([400, 404, 410, 422].includes(apiStatus)) return { status: 404 };
  if (apiStatus === 429 || apiStatus === 503) {
    const header = headers['retry-after'];
    const retryAfter = Array.isArray(header) ? header[0] : header;
    return retryAfter ? { status: apiStatus, retryAfter } : { status: apiStatus };
  }
  if (apiStatus >= 400 && apiStatus <= 599) return { status: apiStatus };
  return { status: 502 };
}

/** Throws the page's answer (`pageFailure`) for what a loader read instead of its one thing. */
export function throwPageFailure(answer: Pick<Loaded<unknown>, 'status' | 'headers'>): never {
  const failure = pageFailure(answer.status, answer.headers);
  throw data(null, {
    status: failure.status,
    headers: failure.retryAfter ? { 'Retry-After': failure.retryAfter } : undefined,
  });
}

/** The numeric id of a page's address, or a 404 (`idFromRoute`). */
export function pageId(param: string | undefined): number {
  const id = idFromRoute(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
