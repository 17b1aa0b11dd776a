import { PER_EUR } from '@laufbahn/pay/tables';
import type { JobSearchParams } from './types.ts';
import { and, or, queryWords, wordTerm } from './text.ts';
import { cellsAround, token, WORKPLACE_CODES } from './tokens.ts';

export const FACET_DIMENSIONS = ['careerLevel', 'function', 'industry', 'country', 'workplace'] as const;
export type FacetDimension = (typeof FACET_DIMENSIONS)[number];

export const FACET_COLUMNS: Record<FacetDimension, string> = {
  careerLevel: 'career_level_id',
  function: 'function_id',
  industry: 'industry_id',
  country: 'country_id',
  workplace: 'workplace',
};

/** Which rows of the keyword match: all, those whose title holds every word, or the others. */
export type Tier = 'all' | 'title' | 'rest';

/** A search reduced to what the SQL needs; also the cache key (without cursor and limit). */
export interface SearchPlan {
  words: string[];
  /** Token alternatives per filtered dimension (a dimension absent = not filtered). */
  filters: Partial<Record<FacetDimension, string[]>>;
  cells: string[] | null;
  near: { latitude: number; longitude: number; radiusKm: number } | null;
  minSalaryEur: number | null;
  publishedWithinDays: number | null;
  firstSeenWithinDays: number | null;
  hideReposted: boolean;
  /** Only these positions; sorted, without duplicates. Empty: none. */
  onlyIds: number[] | null;
}

const ids = (values: number[] | undefined) =>
  values && values.length > 0 ? [...new Set(values.filter(Number.isInteger))].sort((a, b) => a - b) : null;

export function planSearch(params: JobSearchParams): SearchPlan {
  const filters: SearchPlan['filters'] = {};
  const level = ids(params.careerLevel);
  if (level) filters.careerLevel = level.map(token.careerLevel);
  const fn = ids(params.function);
  if (fn) filters.function = fn.map(token.function);
  const industry = ids(params.industry);
  if (industry) filters.industry = industry.map(token.industry);
  const country = ids(params.country);
  if (country) filters.country = country.map(token.country);
  const workplace = ids(params.workplace?.map((w) => WORKPLACE_CODES[w]));
  if (workplace) filters.workplace = workplace.map(token.workplace);
  const near = params.near && params.near.radiusKm > 0 ? { ...params.near } : null;
  const rate = PER_EUR[params.salaryCurrency ?? 'EUR'] ?? 1;
  return {
    words: queryWords(params.q),
    filters,
    near,
    cells: near ? cellsAround(near.latitude, near.longitude, near.radiusKm) : null,
    minSalaryEur: params.minSalary && params.minSalary > 0 ? Math.round(params.minSalary / rate) : null,
    publishedWithinDays:
      params.publishedWithinDays && params.publishedWithinDays > 0 ? params.publishedWithinDays : null,
    firstSeenWithinDays:
      params.firstSeenWithinDays && params.firstSeenWithinDays > 0 ? params.firstSeenWithinDays : null,
    hideReposted: params.hideReposted === true,
    onlyIds: params.onlyIds ? [...new Set(params.onlyIds.filter(Number.isInteger))].sort((a, b) => a - b) : null,
  };
}

/** Collects positional parameters. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface MatchOptions {
  tier?: Tier;
  /** Leave this dimension's filter out (facet counts with "the other filters applied"). */
  without?: FacetDimension;
  /** Only rows of these sample buckets. */
  sample?: string[];
  /**
   * The rows of any of these facet sets (each the matches without one dimension's filter; `null` = with every filter):
   * what one pass over the matches counts every facet from.
   */
  anyOf?: (FacetDimension | null)[];
}

/** The tsquery of a search, or null when nothing narrows it. */
export function tsquery(plan: SearchPlan, options: MatchOptions = {}): string | null {
  const parts: string[] = [];
  const tier = plan.words.length > 0 ? (options.tier ?? 'all') : 'all';
  const terms = (prefix: string) => plan.words.map((w) => wordTerm(w, prefix));
  parts.push(...terms(tier === 'title' ? 't:' : ''));
  if (tier === 'rest') parts.push(`!(${and(terms('t:'))})`);
  const filtered = Object.keys(plan.filters) as FacetDimension[];
  if (options.anyOf) {
    // (all filters but a) | (all filters but b) | …; a set without any facet filter makes the whole part true.
    const sets = options.anyOf.map((without) => filtered.filter((d) => d !== without).map((d) => or(plan.filters[d]!)));
    if (sets.length > 0 && sets.every((set) => set.length > 0))
      parts.push(sets.length === 1 ? and(sets[0]!) : sets.map((set) => `(${and(set)})`).join(' | '));
  } else for (const dimension of filtered) if (dimension !== options.without) parts.push(or(plan.filters[dimension]!));
  if (plan.cells) parts.push(or(plan.cells));
  if (options.sample) parts.push(or(options.sample));
  return parts.length > 0 ? and(parts) : null;
}

/**
 * The WHERE clause over `job_search s`. With `useIndex` false the keyword test is written as a function call, which
 * the planner cannot answer from the GIN index: the rows are then read newest first along the date index (right
 * when matches are many, and the list wants the newest few).
 */
export function whereClause(
  plan: SearchPlan,
  params: Params,
  now: Date,
  options: MatchOptions & { useIndex?: boolean } = {},
): string {
  const conditions = [`s.expires_at > ${params.add(now)}`];
  const query = tsquery(plan, options);
  if (query !== null)
    conditions.push(
      options.useIndex === false
        ? `ts_match_vq(s.document, ${params.add(query)}::tsquery)`
        : `s.document @@ ${params.add(query)}::tsquery`,
    );
  if (plan.publishedWithinDays !== null)
    conditions.push(`s.published_at >= ${params.add(new Date(now.getTime() - plan.publishedWithinDays * 86_400_000))}`);
  if (plan.firstSeenWithinDays !== null) {
    // A position is first seen no later than it is published: the date index narrows, the repost's own date decides.
    const since = params.add(new Date(now.getTime() - plan.firstSeenWithinDays * 86_400_000));
    conditions.push(`s.published_at >= ${since}`, `(s.first_seen_at is null or s.first_seen_at >= ${since})`);
  }
  if (plan.hideReposted) conditions.push('s.first_seen_at is null');
  if (plan.onlyIds !== null) conditions.push(`s.id = any(${params.add(plan.onlyIds)}::bigint[])`);
  if (plan.minSalaryEur !== null) conditions.push(`s.salary_max_eur >= ${params.add(plan.minSalaryEur)}`);
  if (plan.near) {
    const lat = params.add(plan.near.latitude);
    const lon = params.add(plan.near.longitude);
    const km = params.add(plan.near.radiusKm);
    conditions.push(
      `s.latitude between ${lat}::float8 - ${km}::float8 / 111.2 and ${lat}::float8 + ${km}::float8 / 111.2`,
      `12742 * asin(sqrt(power(sin(radians(s.latitude - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * ` +
        `cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lon}::float8) / 2), 2))) <= ${km}::float8`,
    );
  }
  return conditions.join(' and ');
}
