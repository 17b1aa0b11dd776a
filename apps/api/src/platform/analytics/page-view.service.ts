import type { Db } from '../../db/client.ts';
import { parseGuestId } from '../attribution/first-touch.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { pagePathForStatistics } from './page-path.ts';
import { pageViewRepository } from './page-view.repository.ts';

export interface PageViewContext {
  /** The value of the cookie-consent cookie; only `all` allows statistics. */
  consent: string | undefined;
  guestCookie: string | undefined;
  countryVersion: string;
  ip: string;
  /** Looked up only when the view is recorded. */
  accountId(): Promise<number | undefined>;
}

export function pageViewService(db: Db, limiter: RateLimiter) {
  const views = pageViewRepository(db);
  return {
    /** Records the view when the visitor allowed statistics; otherwise does nothing at all (no error either). */
    async record(path: string, context: PageViewContext): Promise<boolean> {
      if (context.consent !== 'all') return false;
      await limiter.hit('pageViewsPerIp', context.ip);
      await views.insert({
        path: pagePathForStatistics(path),
        countryVersion: context.countryVersion,
        guestId: parseGuestId(context.guestCookie) ?? null,
        accountId: (await context.accountId()) ?? null,
      });
      return true;
    },
  };
}
