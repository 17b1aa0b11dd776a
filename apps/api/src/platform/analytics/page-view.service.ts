import type { Db } from '../../db/client.ts';
import { parseGuestId } from '../attribution/first-touch.ts';
import type { DeviceClass } from '@laufbahn/contracts/device-class';
import type { FlagService } from '../feature-flags/flag-service.ts';
import { exposedTo, type ViewFacts } from './flag-exposure.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { pagePathForStatistics } from './page-path.ts';
import { pageViewRepository } from './page-view.repository.ts';

export interface PageViewContext {
  /** From the request's headers: the login and payment experiments are per device class. */
  device: DeviceClass;
  /** The value of the cookie-consent cookie; only `all` allows statistics. */
  consent: string | undefined;
  guestCookie: string | undefined;
  countryVersion: string;
  ip: string;
  /** Looked up only when the view is recorded. */
  accountId(): Promise<number | undefined>;
}

/**
 * The variants of the flags switched on that this view shows, as the visitor got them (the same rule as
 * `GET /api/feature_flags`: by guest id, else by account); null when it shows none. A flag counts only where its
 * variants can be seen (`flag-exposure.ts`). Previews by cookie are not assignments.
 */
async function assignments(
  flags: FlagService | undefined,
  guestId: string | null,
  accountId: number | undefined,
  view: ViewFacts,
) {
  const exposed = (flags?.switchedOn ?? []).filter((flag) => exposedTo(flag, view));
  if (!flags || exposed.length === 0) return null;
  const subject = guestId ?? (accountId === undefined ? null : `account:${accountId}`);
  const variants = await flags.variants(subject);
  return Object.fromEntries(exposed.map((flag) => [flag, variants[flag]]));
}

export function pageViewService(db: Db, limiter: RateLimiter, flags?: FlagService) {
  const views = pageViewRepository(db);
  return {
    /** Records the view when the visitor allowed statistics; otherwise does nothing at all (no error either). */
    async record(path: string, context: PageViewContext): Promise<boolean> {
      if (context.consent !== 'all') return false;
      await limiter.hit('pageViewsPerIp', context.ip);
      const guestId = parseGuestId(context.guestCookie) ?? null;
      const accountId = await context.accountId();
      const [pathname = '/', search = ''] = path.split('#', 1)[0]!.split(/\?(.*)/s, 2);
      const view = {
        pathname,
        query: new URLSearchParams(search),
        device: context.device,
        signedIn: accountId !== undefined,
      };
      await views.insert({
        path: pagePathForStatistics(path),
        countryVersion: context.countryVersion,
        guestId,
        accountId: accountId ?? null,
        flags: await assignments(flags, guestId, accountId, view),
      });
      return true;
    },
  };
}
