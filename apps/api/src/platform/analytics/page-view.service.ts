import type { Db } from '../../db/client.ts';
import { parseGuestId } from '../attribution/first-touch.ts';
import { flagVariants, type FlagRules } from '../feature-flags/flag-rules.ts';
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

/**
 * The variants of the flags switched on, as the visitor got them (the same rule as `GET /api/feature_flags`:
 * by guest id, else by account); null when no flag is switched on. Previews by cookie are not assignments.
 */
function assignments(rules: FlagRules, guestId: string | null, accountId: number | undefined) {
  const switchedOn = Object.keys(rules) as (keyof FlagRules)[];
  if (switchedOn.length === 0) return null;
  const subject = guestId ?? (accountId === undefined ? null : `account:${accountId}`);
  const variants = flagVariants(rules, subject);
  return Object.fromEntries(switchedOn.map((flag) => [flag, variants[flag]]));
}

export function pageViewService(db: Db, limiter: RateLimiter, rules: FlagRules = {}) {
  const views = pageViewRepository(db);
  return {
    /** Records the view when the visitor allowed statistics; otherwise does nothing at all (no error either). */
    async record(path: string, context: PageViewContext): Promise<boolean> {
      if (context.consent !== 'all') return false;
      await limiter.hit('pageViewsPerIp', context.ip);
      const guestId = parseGuestId(context.guestCookie) ?? null;
      const accountId = await context.accountId();
      await views.insert({
        path: pagePathForStatistics(path),
        countryVersion: context.countryVersion,
        guestId,
        accountId: accountId ?? null,
        flags: assignments(rules, guestId, accountId),
      });
      return true;
    },
  };
}
