import type { QueueDefinition } from '../../../platform/queue/job-queue.ts';

/** One job per generated profile: turn its upload into the profile. */
export interface CvJob {
  generatedProfileId: number;
}

/**
 * A CV takes well under ten seconds; a worker that has not finished after two minutes is taken for dead. Three
 * retries (5, 10, 20 s apart, with jitter) ride out a database restart.
 */
export const CV_QUEUE: QueueDefinition = {
  name: 'cv-processing',
  retryLimit: 3,
  retryDelaySeconds: 5,
  leaseSeconds: 120,
};
