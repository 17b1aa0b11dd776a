import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue, QueueDefinition } from '../../platform/queue/job-queue.ts';
import { salaryModel } from './salary-model.repository.ts';

/** Brings the salary model up to date with the positions and members' salaries (docs/salary-model.md). */
export const SALARY_MODEL_QUEUE: QueueDefinition = {
  name: 'salary-model-refresh',
  retryLimit: 3,
  retryDelaySeconds: 60,
  leaseSeconds: 15 * 60,
};

const EVERY_MS = 60 * 60 * 1000;

export const salaryModelRefreshHandler = (database: Database, log: FastifyBaseLogger) => async () => {
  const result = await salaryModel(database).refresh(new Date());
  log.info(result, 'salary model refreshed');
};

/**
 * Queues a refresh now (so a new or seeded database has figures) and then every hour: positions imported since the
 * last run are counted in, and once a day the window of the last 365 days is counted afresh. Several servers
 * queueing it only repeat a refresh that has nothing new to add.
 */
export function scheduleSalaryModelRefresh(queue: JobQueue, log: FastifyBaseLogger): () => void {
  const send = async () => {
    try {
      await queue.send(SALARY_MODEL_QUEUE.name, {});
    } catch (error) {
      log.warn({ err: error }, 'could not queue the salary model refresh');
    }
  };
  void send();
  const timer = setInterval(() => void send(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
