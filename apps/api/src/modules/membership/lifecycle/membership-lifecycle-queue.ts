import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, QueueDefinition } from '../../../platform/queue/job-queue.ts';
import type { MembershipLifecycle } from './membership-lifecycle.service.ts';

/**
 * The membership lifecycle on the durable queue (pg-boss, on PGlite and PostgreSQL alike): a run is queued every
 * ten minutes and retried when a step failed. What is due lives in the subscription rows, so a run that is lost or
 * repeated, or that two background processes take at once, neither misses nor repeats a change.
 */
export const MEMBERSHIP_LIFECYCLE_QUEUE: QueueDefinition = {
  name: 'membership-lifecycle',
  retryLimit: 5,
  retryDelaySeconds: 60,
  leaseSeconds: 10 * 60,
};

const EVERY_MS = 10 * 60 * 1000;

export const membershipLifecycleHandler = (lifecycle: MembershipLifecycle, log: FastifyBaseLogger) => async () => {
  const run = await lifecycle.runDue(new Date());
  if (run.reminded + run.ended + run.renewed + run.failed + run.pending > 0) log.info(run, 'membership lifecycle');
};

/** Queues a run now and then every ten minutes (in the background process). */
export function scheduleMembershipLifecycle(queue: JobQueue, log: FastifyBaseLogger): () => void {
  const send = async () => {
    try {
      await queue.send(MEMBERSHIP_LIFECYCLE_QUEUE.name, {});
    } catch (error) {
      log.warn({ err: error }, 'could not queue the membership lifecycle');
    }
  };
  void send();
  const timer = setInterval(() => void send(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
