import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobSearch } from '@laufbahn/job-search/types';
import type { Database } from '../../db/client.ts';
import type { JobHandler, JobQueue } from '../queue/job-queue.ts';

/** Seconds: from a cached answer (a few ms) to a slow page or a long CV (tens of seconds). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const CV_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

export interface Metrics {
  registry: Registry;
  /** One answered request: its method, route pattern (`/api/career/jobs/:id`, never the id), status and time. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A failed attempt of a job (its handler threw). */
  attemptFailed(queue: string): void;
  /** The CV handler, timed: how long a CV took from the queue to its profile (or failure). */
  timedCvHandler<T>(handler: JobHandler<T>): JobHandler<T>;
  /** Job search, with every search and title suggestion timed. */
  timedJobSearch(search: JobSearch): JobSearch;
  /** Reads the queue depth and the pool's use from `queue` and `database` whenever the metrics are scraped. */
  watch(queue: JobQueue, database: Database): void;
}

/**
 * The app's Prometheus metrics, in a registry of its own (tests build many apps in one process). Labels hold route
 * patterns, queue names and outcomes only — never ids, addresses or anything a member typed.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'laufbahn_process_' });

  const requests = new Counter({
    name: 'laufbahn_http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const latency = new Histogram({
    name: 'laufbahn_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const failures = new Counter({
    name: 'laufbahn_job_attempt_failures_total',
    help: 'Failed attempts of background jobs (retried until their limit), by queue',
    labelNames: ['queue'],
    registers,
  });
  const cvTime = new Histogram({
    name: 'laufbahn_cv_processing_duration_seconds',
    help: 'Time of one CV processing attempt (read, extract, evaluate, create the profile); error: the attempt threw',
    labelNames: ['outcome'],
    buckets: CV_BUCKETS,
    registers,
  });
  const searchTime = new Histogram({
    name: 'laufbahn_job_search_duration_seconds',
    help: 'Time of a job search or title suggestion in the search index',
    labelNames: ['operation'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  let sources: { queue: JobQueue; database: Database } | undefined;
  new Gauge({
    name: 'laufbahn_queue_waiting_jobs',
    help: 'Jobs waiting in each queue (created or due for a retry, not yet taken by a worker)',
    labelNames: ['queue'],
    registers,
    async collect() {
      if (!sources) return;
      this.reset();
      try {
        for (const [queue, count] of Object.entries(await sources.queue.waiting())) this.set({ queue }, count);
      } catch {
        // The database is unreachable: no figure rather than a failed scrape (laufbahn_database_up says why).
      }
    },
  });
  const poolGauge = (
    name: string,
    help: string,
    read: (use: NonNullable<ReturnType<NonNullable<Database['poolUse']>>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const use = sources?.database.poolUse?.();
        if (use) this.set(read(use));
      },
    });
  poolGauge('laufbahn_db_pool_connections', 'Open connections of the database pool', (use) => use.total);
  poolGauge('laufbahn_db_pool_idle_connections', 'Idle connections of the database pool', (use) => use.idle);
  poolGauge('laufbahn_db_pool_waiting_requests', 'Queries waiting for a connection of the pool', (use) => use.waiting);
  poolGauge('laufbahn_db_pool_max_connections', 'Connections the pool may open', (use) => use.max);
  poolGauge(
    'laufbahn_db_pool_saturation_ratio',
    'Connections in use divided by the pool size (1 means every connection is busy)',
    (use) => (use.total - use.idle) / use.max,
  );
  new Gauge({
    name: 'laufbahn_database_up',
    help: 'Whether the database answered when the metrics were read (1) or not (0)',
    registers,
    async collect() {
      if (!sources) return;
      try {
        await sources.database.executeSql('select 1');
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });

  const timed = async <R>(histogram: Histogram<string>, labels: Record<string, string>, run: () => Promise<R>) => {
    const end = histogram.startTimer(labels);
    try {
      return await run();
    } finally {
      end();
    }
  };

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    attemptFailed(queue) {
      failures.inc({ queue });
    },
    timedCvHandler(handler) {
      return async (job) => {
        const end = cvTime.startTimer();
        try {
          await handler(job);
          end({ outcome: 'completed' });
        } catch (error) {
          end({ outcome: 'error' });
          throw error;
        }
      };
    },
    timedJobSearch(search) {
      return {
        ...search,
        search: (params, now) => timed(searchTime, { operation: 'search' }, () => search.search(params, now)),
        suggestTitles: (prefix, language, limit) =>
          timed(searchTime, { operation: 'suggest_titles' }, () => search.suggestTitles(prefix, language, limit)),
      };
    },
    watch(queue, database) {
      sources = { queue, database };
    },
  };
}
