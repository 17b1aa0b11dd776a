import type { FastifyBaseLogger } from 'fastify';

export const PAGE_VIEW_RETENTION_MONTHS = 13;

export function pageViewCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS);
  return cutoff;
}

/** One clean-up of the maintenance run; a failing one is logged and the others still run. */
export interface MaintenanceTask {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Every ten minutes: expired sessions, stale rate-limit counters, page views past retention, onboarding drafts
 * past their 30 days, job-search log entries past their 90 days, and visitors' CVs no account claimed within a day
 * (the tasks `app.ts` hands in).
 */
export function startMaintenance(tasks: MaintenanceTask[], log: FastifyBaseLogger) {
  const run = async () => {
    for (const task of tasks) {
      try {
        await task.run();
      } catch (error) {
        log.warn({ err: error, task: task.name }, 'maintenance task failed');
      }
    }
  };
  const timer = setInterval(run, 10 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
