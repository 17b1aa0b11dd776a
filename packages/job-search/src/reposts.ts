import type { JobInput, SqlClient } from './types.ts';
import { displayTitle, foldText, words } from './text.ts';

/**
 * Reposts (docs/decisions/0057-listing-trust.md): a copy is the same position as an earlier one when the employer
 * (company name and country), the normalised title (gender marker removed, folded) and the place (city) are the same
 * and the descriptions are nearly the same: the Jaccard similarity of their sets of word 3-shingles is at least
 * `REPOST_SIMILARITY`. The threshold comes from `reposts.test.ts`, which measures precision and recall on generated
 * reposts and near-misses (another opening of the same employer, title and place with its own text).
 */
export const REPOST_SIMILARITY = 0.6;
/** An earlier copy counts when it was still open (or confirmed) this many days before the new copy arrived. */
export const REPOST_LOOKBACK_DAYS = 180;
/**
 * A copy published within a week of an earlier one is not a repost: the same employer advertising several openings at
 * once, or a duplicate (which members can report as such). A description of fewer than `MIN_SHINGLES` shingles says
 * too little to tell.
 */
export const REPOST_MIN_DAYS = 7;
const MIN_SHINGLES = 5;
/** Earlier copies compared per new one, newest first. */
const CANDIDATES_COMPARED = 20;
const SHINGLE = 3;

/** FNV-1a with a seed, for the two halves of the 64-bit key. */
function fnv(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Employer, normalised title and place as one signed 64-bit number (as text, for an int8 parameter). */
export function positionKey(job: Pick<JobInput, 'companyName' | 'countryId' | 'title' | 'city'>): string {
  const text = [
    foldText(job.companyName).trim(),
    job.countryId,
    words(displayTitle(job.title)).join(' '),
    foldText(job.city).trim(),
  ].join('\u0000');
  const high = BigInt(fnv(text, 0x811c9dc5));
  const low = BigInt(fnv(text, 0x01000193 ^ 0x9e3779b9));
  return BigInt.asIntN(64, (high << 32n) | low).toString();
}

/** The description's word 3-shingles (folded words; a text shorter than three words is one shingle). */
export function shingles(text: string): Set<string> {
  const list = words(text);
  const result = new Set<string>();
  if (list.length < SHINGLE) {
    if (list.length > 0) result.add(list.join(' '));
    return result;
  }
  for (let i = 0; i + SHINGLE <= list.length; i++) result.add(list.slice(i, i + SHINGLE).join(' '));
  return result;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Whether two descriptions are nearly the same (and long enough to tell). */
export function similarEnough(a: Set<string>, b: Set<string>): boolean {
  return a.size >= MIN_SHINGLES && b.size >= MIN_SHINGLES && jaccard(a, b) >= REPOST_SIMILARITY;
}

/** Whether `later` reposts `earlier`: published at least a week after it, with a nearly the same description. */
export function isRepost(
  earlier: { publishedAt: Date; shingles: Set<string> },
  later: { publishedAt: Date; shingles: Set<string> },
): boolean {
  return (
    later.publishedAt.getTime() - earlier.publishedAt.getTime() >= REPOST_MIN_DAYS * 86_400_000 &&
    similarEnough(earlier.shingles, later.shingles)
  );
}

/** The earlier copy a new one continues: its id, first sighting and reposts so far. */
export interface EarlierCopy {
  id: number;
  firstSeenAt: Date;
  repostCount: number;
}

interface CandidateRow {
  id: string;
  key: string;
  source: string;
  external_id: string;
  description: string;
  first_seen_at: Date | string;
  repost_count: number;
  published_at: Date | string;
}

const identity = (source: string, externalId: string) => `${source}\u0000${externalId}`;

/**
 * For each position of a round that is new (no row of its own yet), the latest earlier copy it reposts, if any.
 * Candidates are the current copies with the same key that were open or confirmed within the lookback; a copy that is
 * itself in the round is never a candidate (one statement cannot update a row twice).
 */
export async function findEarlierCopies(
  db: SqlClient,
  round: { job: JobInput; source: string; key: string }[],
  now: Date,
): Promise<Map<number, EarlierCopy>> {
  const found = new Map<number, EarlierCopy>();
  if (round.length === 0) return found;
  const keys = [...new Set(round.map((entry) => entry.key))];
  const { rows } = await db.query<CandidateRow>(
    `select id::text as id, position_key::text as key, source, external_id, description,
       coalesce(first_seen_at, published_at) as first_seen_at, repost_count, published_at
     from jobs where position_key = any($1::int8[]) and superseded_by is null
       and greatest(expires_at, last_confirmed_at) > $2 and published_at <= $3`,
    [
      keys,
      new Date(now.getTime() - REPOST_LOOKBACK_DAYS * 86_400_000),
      new Date(Math.max(...round.map((entry) => entry.job.publishedAt.getTime())) - REPOST_MIN_DAYS * 86_400_000),
    ],
  );
  if (rows.length === 0) return found;
  const inRound = new Set(round.map((entry) => identity(entry.source, entry.job.externalId)));
  const byKey = new Map<string, CandidateRow[]>();
  for (const row of rows) {
    if (inRound.has(identity(row.source, row.external_id))) continue;
    const list = byKey.get(row.key) ?? [];
    list.push(row);
    byKey.set(row.key, list);
  }
  const cached = new Map<string, Set<string>>();
  const shinglesOf = (row: CandidateRow) => {
    let set = cached.get(row.id);
    if (!set) cached.set(row.id, (set = shingles(row.description)));
    return set;
  };
  for (const list of byKey.values())
    list.sort((a, b) => new Date(b.published_at).getTime() - new Date(a.published_at).getTime());
  round.forEach((entry, index) => {
    const own = { publishedAt: entry.job.publishedAt, shingles: shingles(entry.job.description) };
    const latest = entry.job.publishedAt.getTime() - REPOST_MIN_DAYS * 86_400_000;
    // The newest few copies old enough to be reposted; further back, an older copy would have been linked already.
    const candidates = (byKey.get(entry.key) ?? [])
      .filter((row) => new Date(row.published_at).getTime() <= latest)
      .slice(0, CANDIDATES_COMPARED);
    const match = candidates.find((row) =>
      isRepost({ publishedAt: new Date(row.published_at), shingles: shinglesOf(row) }, own),
    );
    if (match)
      found.set(index, {
        id: Number(match.id),
        firstSeenAt: new Date(match.first_seen_at),
        repostCount: Number(match.repost_count),
      });
  });
  return found;
}

/**
 * Splits a batch into what can be written now and what must wait for a later round: a position that reposts another
 * one of the same batch goes after it, so that the import finds the earlier copy written.
 */
export function splitRound<T extends { job: JobInput; key: string }>(entries: T[]): { now: T[]; later: T[] } {
  const now: T[] = [];
  const later: T[] = [];
  const written = new Map<string, { publishedAt: Date; shingles: Set<string> }[]>();
  const ordered = [...entries].sort((a, b) => a.job.publishedAt.getTime() - b.job.publishedAt.getTime());
  for (const entry of ordered) {
    const same = written.get(entry.key) ?? [];
    const own = { publishedAt: entry.job.publishedAt, shingles: shingles(entry.job.description) };
    if (same.slice(-CANDIDATES_COMPARED).some((other) => isRepost(other, own))) later.push(entry);
    else {
      now.push(entry);
      same.push(own);
      written.set(entry.key, same);
    }
  }
  return { now, later };
}
