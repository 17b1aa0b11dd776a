import type { JobInput, JobSearch } from '@laufbahn/job-search/types';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { LAUFBAHN_JOB_SOURCE } from '@laufbahn/contracts/jobs';
import { DEMO_JOB_SOURCE } from '../../../db/seed/jobs.ts';
import { readFeed, type SkippedEntry } from './feed-reader.ts';
import { jobPostingSchema } from './job-posting-schema.ts';
import { placeResolver } from './places.ts';
import { postingToJob } from './posting-to-job.ts';

export type { SkippedEntry } from './feed-reader.ts';

export interface ImportResult {
  /** Entries found in the feed (valid or not). */
  found: number;
  /** Positions written: new ones plus existing ones (same source and identifier) brought up to date. */
  imported: number;
  inserted: number;
  updated: number;
  /** Positions of this source the feed no longer lists, now marked possibly filled (only when the feed was read whole). */
  unlisted: number;
  /** Entries that were not imported, and problems of the feed itself (`index` null). */
  skipped: SkippedEntry[];
  seconds: number;
}

/** A feed's name: what `jobs.source` holds, so that importing the same feed again updates its positions. */
export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,49}$/;

export function sourceProblem(source: string): string | null {
  if (!SOURCE_PATTERN.test(source)) return 'a source is 1 to 50 lower-case letters, digits, ".", "_" or "-"';
  if (source === DEMO_JOB_SOURCE) return `"${DEMO_JOB_SOURCE}" is the generated demo positions' source`;
  if (source === LAUFBAHN_JOB_SOURCE)
    return `"${LAUFBAHN_JOB_SOURCE}" is the source of positions published on Laufbahn`;
  return null;
}

const IMPORT_BATCH_SIZE = 500;

function fieldOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'entry';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** The entry's identifier as far as it can be read before validation, for the report. */
function identifierOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { identifier, url } = value as { identifier?: unknown; url?: unknown };
  const first = Array.isArray(identifier) ? identifier[0] : identifier;
  const raw = typeof first === 'object' && first !== null ? (first as { value?: unknown }).value : first;
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : typeof url === 'string' ? url : null;
  return id === null ? null : id.slice(0, 200);
}

function firstIssue(error: z.ZodError): { field: string; reason: string } {
  const issue = error.issues[0];
  return issue ? { field: fieldOf(issue.path), reason: issue.message } : { field: 'entry', reason: 'invalid' };
}

/**
 * Imports a schema.org JobPosting feed under `source`: every valid entry is upserted by (source, identifier), every
 * invalid one is reported and skipped. Never throws for what the feed contains; only a database failure does.
 */
export async function importJobFeed(
  deps: { db: Db; search: JobSearch },
  { source, body }: { source: string; body: string },
): Promise<ImportResult> {
  const problem = sourceProblem(source);
  if (problem) throw new RangeError(problem);
  const started = performance.now();
  const feed = readFeed(body);
  const skipped = [...feed.problems];
  const places = placeResolver(deps.db);

  async function* positions(): AsyncGenerator<JobInput> {
    for (const entry of feed.entries) {
      let job: JobInput;
      try {
        const parsed = jobPostingSchema.safeParse(entry.value);
        if (!parsed.success) {
          skipped.push({ index: entry.index, identifier: identifierOf(entry.value), ...firstIssue(parsed.error) });
          continue;
        }
        const mapped = await postingToJob(parsed.data, places);
        if ('skip' in mapped) {
          skipped.push({ index: entry.index, identifier: parsed.data.externalId, ...mapped.skip });
          continue;
        }
        job = { ...mapped.job, source };
      } catch (error) {
        const reason = `could not be read (${error instanceof Error ? error.message : String(error)})`;
        skipped.push({ index: entry.index, identifier: identifierOf(entry.value), field: 'entry', reason });
        continue;
      }
      yield job;
    }
  }

  const importStarted = new Date();
  const result = await deps.search.ingest(positions(), { batchSize: IMPORT_BATCH_SIZE, now: importStarted });
  // A feed is the publisher's whole current list: what it no longer names is possibly filled. Not when the feed
  // itself could not be read whole, or named nothing that could be imported (a broken feed is no evidence).
  const readWhole = !feed.problems.some((p) => p.index === null) && result.inserted + result.updated > 0;
  const unlisted = readWhole ? await deps.search.markUnlisted(source, importStarted, new Date()) : 0;
  skipped.sort((a, b) => (a.index ?? -1) - (b.index ?? -1));
  return {
    found: feed.entries.length + feed.problems.filter((p) => p.index !== null).length,
    imported: result.inserted + result.updated,
    inserted: result.inserted,
    updated: result.updated,
    unlisted,
    skipped,
    seconds: (performance.now() - started) / 1000,
  };
}
