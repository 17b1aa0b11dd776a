import type { FastifyBaseLogger } from 'fastify';
import type { PageViewRepository } from '../analytics/page-view.repository.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SessionRepository } from '../session/session.repository.ts';

export const PAGE_VIEW_RETENTION_MONTHS = 13;

export function pageViewCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS);
  return cutoff;
}

/** Removes expired sessions, stale rate-limit counters and page views past retention every ten minutes. */
export function startMaintenance(
  sessions: SessionRepository,
  limiter: RateLimiter,
  pageViews: PageViewRepository,
  log: FastifyBaseLogger,
) {
  const run = async () => {
    try {
      await sessions.deleteExpired();
      await limiter.deleteStale();
      await pageViews.deleteOlderThan(pageViewCutoff(new Date()));
    } catch (error) {
      log.warn({ err: error }, 'maintenance failed');
    }
  };
  const timer = setInterval(run, 10 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
