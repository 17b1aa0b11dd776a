import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SessionRepository } from '../session/session.repository.ts';

/** Removes expired sessions and stale rate-limit counters every ten minutes. */
export function startMaintenance(sessions: SessionRepository, limiter: RateLimiter, log: FastifyBaseLogger) {
  const run = async () => {
    try {
      await sessions.deleteExpired();
      await limiter.deleteStale();
    } catch (error) {
      log.warn({ err: error }, 'maintenance failed');
    }
  };
  const timer = setInterval(run, 10 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
