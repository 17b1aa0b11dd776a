import type { FastifyBaseLogger } from 'fastify';
import { COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import type { City } from '@laufbahn/job-generator/cities';
import { DAILY_BATCH_SIZE, dailyBatch } from '@laufbahn/job-generator/generate';
import type { JobInput, JobSearch } from '@laufbahn/job-search/types';
import type { Database } from '../../../db/client.ts';
import { DEMO_JOB_SOURCE } from '../../../db/seed/jobs.ts';
import type { JobQueue, JobHandler, QueueDefinition } from '../../../platform/queue/job-queue.ts';

/** The demo's new positions of a day, generated and imported as their publication time comes. */
export const DAILY_JOB_BATCH_QUEUE: QueueDefinition = {
  name: 'daily-job-batch',
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  leaseSeconds: 15 * 60,
};

export interface DailyJobBatchData {
  /** The UTC day as `YYYY-MM-DD`. */
  day: string;
}

export interface DailyBatchOptions {
  /** Positions of a whole day over the twelve country versions; `DAILY_BATCH_SIZE` unless told. */
  count?: number;
  source?: string;
  seed?: string;
  now?: () => Date;
}

const DAILY_SEED = 'laufbahn-daily';
const CHECK_CHUNK = 500;
const HOUR_MS = 60 * 60 * 1000;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

async function loadCities(database: Database): Promise<City[]> {
  const { rows } = await database.executeSql(
    'select geo_code_id, name, country_id, latitude, longitude, population from cities where population > $1',
    [0],
  );
  return rows.map((row) => ({
    geoCodeId: Number(row.geo_code_id),
    name: String(row.name),
    countryId: Number(row.country_id),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    population: Number(row.population),
  }));
}

/** The day's positions as `dailyBatch` draws them, spread over the country versions like the demo seed. */
function* dayPositions(day: string, count: number, seed: string, cities: readonly City[]): Generator<JobInput> {
  const versions = COUNTRY_VERSION_CODES;
  for (const [index, countryVersion] of versions.entries()) {
    const share = Math.floor(count / versions.length) + (index < count % versions.length ? 1 : 0);
    for (const job of dailyBatch({ seed, day, count: share, countryVersion, cities })) {
      yield { ...job, externalId: `daily-${day}-${job.externalId}` };
    }
  }
}

/**
 * Imports the positions of `day` whose publication time has come and that are not stored yet. The same day run again
 * adds only what has come due since; ids hold the day, so no position is ever imported twice.
 */
export async function ingestDailyBatch(
  database: Database,
  search: JobSearch,
  cities: readonly City[],
  { day, count, source, seed, now }: Required<Omit<DailyBatchOptions, 'now'>> & { day: string; now: Date },
): Promise<{ inserted: number }> {
  async function* missing(): AsyncGenerator<JobInput> {
    let chunk: JobInput[] = [];
    const flush = async function* () {
      const { rows } = await database.executeSql(
        'select external_id from jobs where source = $1 and external_id = any($2::text[])',
        [source, chunk.map((job) => job.externalId)],
      );
      const stored = new Set(rows.map((row) => String(row.external_id)));
      for (const job of chunk) if (!stored.has(job.externalId)) yield job;
      chunk = [];
    };
    for (const job of dayPositions(day, count, seed, cities)) {
      if (job.publishedAt > now) continue;
      chunk.push({ ...job, source });
      if (chunk.length >= CHECK_CHUNK) yield* flush();
    }
    if (chunk.length > 0) yield* flush();
  }

  // Nothing new (the usual case when the day is done) must not bump the search's data generation.
  const iterator = missing();
  const first = await iterator.next();
  if (first.done) return { inserted: 0 };
  async function* all(): AsyncGenerator<JobInput> {
    yield first.value as JobInput;
    yield* iterator;
  }
  const result = await search.ingest(all(), { batchSize: 1000 });
  return { inserted: result.inserted };
}

export function dailyJobBatchHandler(
  database: Database,
  search: JobSearch,
  log: FastifyBaseLogger,
  options: DailyBatchOptions = {},
): JobHandler<DailyJobBatchData> {
  let cities: Promise<City[]> | undefined;
  return async (job) => {
    const { day } = job.data;
    if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
      log.warn({ data: job.data }, 'daily job batch without a valid day: ignored');
      return;
    }
    cities ??= loadCities(database);
    const loaded = await cities;
    if (loaded.length === 0) return;
    const { inserted } = await ingestDailyBatch(database, search, loaded, {
      day,
      count: options.count ?? DAILY_BATCH_SIZE,
      source: options.source ?? DEMO_JOB_SOURCE,
      seed: options.seed ?? DAILY_SEED,
      now: options.now?.() ?? new Date(),
    });
    if (inserted > 0) log.info({ day, inserted }, 'daily positions imported');
  };
}

/**
 * Queues today's batch now and every hour, so that positions arrive as their publication time comes; after midnight
 * the previous day is queued once more for its last hour. A run that finds nothing new costs the generation only.
 */
export function scheduleDailyJobBatch(
  queue: JobQueue,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): () => void {
  let lastDay: string | undefined;
  const send = async () => {
    const at = now();
    const today = utcDay(at);
    const days = lastDay !== undefined && lastDay !== today ? [lastDay, today] : [today];
    lastDay = today;
    for (const day of days) {
      try {
        await queue.send(DAILY_JOB_BATCH_QUEUE.name, { day } satisfies DailyJobBatchData);
      } catch (error) {
        log.warn({ err: error }, 'could not queue the daily job batch');
      }
    }
  };
  void send();
  const timer = setInterval(() => void send(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
