import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';

/** A job as its handler sees it. `retryCount` is 0 on the first attempt and `retryLimit` on the last. */
export interface QueueJob<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}
export type JobHandler<T> = (job: QueueJob<T>) => Promise<void>;

/** A queue and how its jobs are retried. */
export interface QueueDefinition {
  name: string;
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelaySeconds: number;
  /**
   * How long one attempt may hold its job: a worker that dies leaves the job active, and once this lease has
   * run out the queue's maintenance fails the attempt and the job is retried by whichever worker is alive.
   */
  leaseSeconds: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/**
 * Durable jobs in the database. Mail, renewals and CV processing send work here instead of starting a
 * promise that a restart would lose.
 */
export interface JobQueue {
  /** Creates the queue tables on first use (idempotent), and the queues. */
  start(): Promise<void>;
  send<T extends object>(name: string, data: T): Promise<string>;
  /** Polls `name` and runs `handler` for each job; a handler that throws has its job retried. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stops the workers (waiting a little for running jobs) and the maintenance. */
  stop(): Promise<void>;
  /** Runs the due jobs of `name` here and now, one after the other; answers how many ran. For tests and tools. */
  runDue<T>(name: string, handler: JobHandler<T>): Promise<number>;
  /** Fails attempts whose lease has run out, so that their jobs are retried (maintenance does it every 10 s). */
  expireLeases(): Promise<void>;
  state(name: string, id: string): Promise<JobState | undefined>;
  /** Jobs waiting per queue (created or due for a retry, not yet taken by a worker): the queue depth. */
  waiting(): Promise<Record<string, number>>;
}

export interface JobQueueOptions {
  queues: QueueDefinition[];
  /** Database schema of the queue tables. */
  schema?: string;
  /** Lease expiry and clean-up every 10 s; on wherever workers run. */
  supervise?: boolean;
  log: FastifyBaseLogger;
  /** Told of every failed attempt (a handler that threw), for the metrics. */
  onAttemptFailed?: (queue: string) => void;
}

const POLLING_SECONDS = 1;
/** How often leases that ran out are ended (and finished jobs archived): a dead worker's job waits at most this long. */
const MAINTENANCE_SECONDS = 10;

/**
 * pg-boss on the app's own database connection. On PGlite the queue's SQL goes through PGlite's query lock
 * (`Database.executeSql`) — a node-postgres pool over PGlite would bypass it and run inside whatever Drizzle
 * transaction is open (docs/decisions/0009-cv-processing.md). Consequently no queue call may be made from
 * inside a Drizzle transaction: on PGlite it would wait for that transaction forever.
 */
export function pgBossQueue(database: Database, options: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: options.schema ?? 'pgboss',
    schedule: false,
    supervise: options.supervise ?? false,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const definitions = new Map(options.queues.map((queue) => [queue.name, queue]));
  const workers = new Map<string, string>();

  const toJob = <T>(job: PgBoss.JobWithMetadata<T>): QueueJob<T> => ({
    id: job.id,
    data: job.data,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
  });

  return {
    async start() {
      await boss.start();
      for (const queue of definitions.values()) {
        await boss.createQueue(queue.name, {
          name: queue.name,
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: queue.leaseSeconds,
        });
      }
    },

    async send(name, data) {
      if (!definitions.has(name)) throw new Error(`Unknown queue ${name}`);
      const id = await boss.send(name, data);
      if (!id) throw new Error(`Job for ${name} not queued`);
      // A worker in this process starts at once instead of at its next poll.
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },

    async work<T>(name: string, handler: JobHandler<T>) {
      const id = await boss.work<T>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(toJob(job));
          } catch (error) {
            options.onAttemptFailed?.(name);
            throw error;
          }
        },
      );
      workers.set(name, id);
    },

    async stop() {
      workers.clear();
      await boss.stop({ graceful: true, timeout: 5000, close: false });
    },

    async runDue<T>(name: string, handler: JobHandler<T>) {
      // pg-boss fetches jobs whose start_after < now(). PGlite's clock counts whole milliseconds, so a job sent in the
      // same millisecond would not be due yet: let the clock move past anything sent just before this call.
      await new Promise((resolve) => setTimeout(resolve, 2));
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch<T>(name, { includeMetadata: true, batchSize: 1 });
        if (!job) return ran;
        ran++;
        try {
          await handler(toJob(job));
          await boss.complete(name, job.id);
        } catch (error) {
          options.onAttemptFailed?.(name);
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    },

    async expireLeases() {
      await boss.expire();
    },

    async state(name, id) {
      return (await boss.getJobById(name, id, { includeArchive: true }))?.state;
    },

    async waiting() {
      const sizes: Record<string, number> = {};
      for (const name of definitions.keys()) sizes[name] = (await boss.getQueueSize(name)) ?? 0;
      return sizes;
    },
  };
}
