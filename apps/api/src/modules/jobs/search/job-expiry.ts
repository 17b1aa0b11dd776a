import type { FastifyBaseLogger } from 'fastify';
import type { JobSearch } from '@laufbahn/job-search/types';
import type { JobQueue, QueueDefinition } from '../../../platform/queue/job-queue.ts';

/** Marks positions past their end date as expired (their search rows go with them), and those nobody confirmed for too long as possibly filled. */
export const JOB_EXPIRY_QUEUE: QueueDefinition = {
  name: 'job-expiry',
  retryLimit: 3,
  retryDelaySeconds: 60,
  leaseSeconds: 10 * 60,
};

const EVERY_MS = 60 * 60 * 1000;

export const jobExpiryHandler = (search: JobSearch, log: FastifyBaseLogger) => async () => {
  const now = new Date();
  const expired = await search.expire(now);
  if (expired > 0) log.info({ expired }, 'positions expired');
  const stale = await search.markStale(now);
  if (stale > 0) log.info({ stale }, 'positions marked possibly filled');
};

/**
 * Queues an expiry run now and then every hour. Searches already skip positions past their end date, so a missed
 * run only leaves rows that the next one removes; several servers queueing it is harmless (the run is idempotent).
 */
export function scheduleJobExpiry(queue: JobQueue, log: FastifyBaseLogger): () => void {
  const send = async () => {
    try {
      await queue.send(JOB_EXPIRY_QUEUE.name, {});
    } catch (error) {
      log.warn({ err: error }, 'could not queue job expiry');
    }
  };
  void send();
  const timer = setInterval(() => void send(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
