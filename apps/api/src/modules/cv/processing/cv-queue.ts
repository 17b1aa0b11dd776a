import type { QueueDefinition } from '../../../platform/queue/job-queue.ts';

/** One job per generated profile: turn its upload into the profile. */
export interface CvJob {
  generatedProfileId: number;
}

/**
 * A CV takes well under ten seconds, and the document reader gives up after 15 (decision 0018); a worker that
 * has not finished after 30 seconds is taken for dead, so a CV whose server died is read again about half a minute
 * later (the queue's maintenance looks every 10 s). Three retries (5, 10, 20 s apart, with jitter) ride out a
 * database restart.
 */
export const CV_QUEUE: QueueDefinition = {
  name: 'cv-processing',
  retryLimit: 3,
  retryDelaySeconds: 5,
  leaseSeconds: 30,
};
