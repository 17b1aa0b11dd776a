import type { FacetCount, JobSearchFacets, SqlClient, WorkplaceType } from './types.ts';
import {
  FACET_COLUMNS,
  FACET_DIMENSIONS,
  Params,
  whereClause,
  type FacetDimension,
  type MatchOptions,
  type SearchPlan,
  type Tier,
} from './query.ts';
import { SAMPLE_BUCKETS, token, WORKPLACE_BY_CODE } from './tokens.ts';

/** Totals and facet counts are exact up to this many matches (DECISIONS.md). */
export const EXACT_LIMIT = 10_000;
/**
 * A sixty-fourth sample above this many estimated matches (203 sampled rows) is trusted without counting exactly: a
 * search with 10,000 matches or fewer samples that many with a probability of about 1 in 5,000.
 */
const CLEARLY_BROAD = 13_000;
/** Above this many estimated matches the 1/8 sample is taken beside the exact count, in case it passes 10,000. */
const NEAR_LIMIT = 6_000;
/**
 * A facet set past 10,000 matches is estimated; its values that may hold 10,000 or fewer are then counted exactly,
 * smallest first (where a sample errs most, relatively), as long as together they are estimated at no more rows than
 * this per dimension. Selected values are always counted.
 */
const SMALL_VALUES_ROWS = EXACT_LIMIT / 2;
/**
 * For a search with keywords and up to this many estimated matches, the values of a dimension counted exactly are read
 * as a filter on the column over the set's rows, not as tokens in the full-text query: with the words in it, an OR of
 * many frequent tokens (a dozen industries) costs the index more than reading the set's rows does (at 1 M positions,
 * `bench/job-search-explain.ts`: "chief" at level 7 in three countries 574–639 → 357–423 ms, "supply chain" at two levels
 * 228–263 → 171–177 ms). Without keywords the set's rows lie scattered over the table and the tokens stay cheaper
 * (industry and 14 days: 299–332 ms with tokens, 416 ms with the column).
 */
const COLUMN_FILTER_ROWS = 25_000;

export interface Count {
  n: number;
  exact: boolean;
}

/** Counts of one search, cached per data generation (they do not depend on the cursor). */
export interface SearchSummary {
  total: Count;
  /** Estimated matches whose title holds every word, and the others (for relevance); null without keywords. */
  title: Count | null;
  rest: Count | null;
  facets: JobSearchFacets;
}

/** Something to count: a facet set (the matches without one dimension's filter) or a tier of the keyword match. */
interface Countable {
  key: string;
  match: MatchOptions;
  dimensions: FacetDimension[];
  /** The sample's estimate is enough (the tiers: they only choose how the list is read). */
  estimate?: boolean;
}

interface CountRow {
  key: string;
  dim: string;
  value: number;
  n: number;
}

/**
 * Each facet is counted over the matches with every filter except its own ("other filters applied"), so a selected
 * value still shows its siblings. Dimensions without a filter share the result set; a filtered one needs its own.
 */
function countables(plan: SearchPlan, tiers: Tier[]): Countable[] {
  const sets = new Map<string, Countable>([['all', { key: 'all', match: {}, dimensions: [] }]]);
  for (const dimension of FACET_DIMENSIONS) {
    const key = plan.filters[dimension] ? dimension : 'all';
    const set = sets.get(key) ?? { key, match: { without: dimension }, dimensions: [] };
    set.dimensions.push(dimension);
    sets.set(key, set);
  }
  return [...sets.values(), ...tiers.map((tier) => ({ key: tier, match: { tier }, dimensions: [], estimate: true }))];
}

/** Counts per facet value and in all (dim 'total') over `from`, in one pass with grouping sets. */
function grouped(key: string, dimensions: FacetDimension[], from: string): string {
  if (dimensions.length === 0) return `select '${key}' as key, 'total' as dim, 0 as value, count(*)::int as n ${from}`;
  const columns = dimensions.map((d) => `s.${FACET_COLUMNS[d]}`);
  const dim = dimensions.map((d) => `when grouping(s.${FACET_COLUMNS[d]}) = 0 then '${d}'`).join(' ');
  return (
    `select '${key}' as key, case ${dim} else 'total' end as dim, coalesce(${columns.join(', ')}, 0)::int as value, ` +
    `count(*)::int as n ${from} group by grouping sets ((), ${columns.map((c) => `(${c})`).join(', ')})`
  );
}

/**
 * Counts of the countables over a sample: 1/64 of the rows from `job_search_sample` (bucket 0 only, so no bucket
 * token is needed), or 1/8 from the main table (buckets 0–7, intersected in its GIN index).
 */
function sampleSql(plan: SearchPlan, now: Date, params: Params, todo: Countable[], buckets: 1 | 8): string {
  const table = buckets === 1 ? 'job_search_sample' : 'job_search';
  const sample = buckets === 1 ? undefined : Array.from({ length: buckets }, (_, i) => token.sample(i));
  return todo
    .map((c) =>
      grouped(c.key, c.dimensions, `from ${table} s where ${whereClause(plan, params, now, { ...c.match, sample })}`),
    )
    .join('\nunion all ');
}

/** Up to 10,001 matches of each countable, read once (a CTE each) and counted. */
function exactSql(plan: SearchPlan, now: Date, params: Params, todo: Countable[]): string {
  const ctes = todo.map((c) => {
    const columns = c.dimensions.map((d) => `s.${FACET_COLUMNS[d]}`).join(', ') || '1 as one';
    return `m_${c.key} as materialized (select ${columns} from job_search s where ${whereClause(plan, params, now, c.match)} limit ${EXACT_LIMIT + 1})`;
  });
  return `with ${ctes.join(',\n')}\n${todo.map((c) => grouped(c.key, c.dimensions, `from m_${c.key} s`)).join('\nunion all ')}`;
}

/** The conditions a row meets for each filtered dimension, from its columns (the tokens name the same values). */
function filterTest(plan: SearchPlan, dimension: FacetDimension): string {
  const values = plan.filters[dimension]!.map((t) => Number(t.slice(t.lastIndexOf(':') + 1))).filter(Number.isInteger);
  return `s.${FACET_COLUMNS[dimension]} in (${values.join(', ')})`;
}

/**
 * Every exact countable from one pass: the union of their match sets (each the matches without one dimension's
 * filter) is read once, at most `limit` rows, and each countable is counted from the rows that meet its filters. The
 * row `union|total` tells whether the read was complete.
 */
function unionSql(plan: SearchPlan, now: Date, params: Params, todo: Countable[], limit: number): string {
  const dimensions = FACET_DIMENSIONS.map((d) => `s.${FACET_COLUMNS[d]}`).join(', ');
  const anyOf = todo.map((c) => c.match.without ?? null);
  const read = `m as materialized (select ${dimensions} from job_search s where ${whereClause(plan, params, now, { anyOf })} limit ${limit})`;
  const filtered = Object.keys(plan.filters) as FacetDimension[];
  const counts = todo.map((c) => {
    const tests = filtered.filter((d) => d !== c.match.without).map((d) => filterTest(plan, d));
    return grouped(c.key, c.dimensions, `from m s${tests.length > 0 ? ` where ${tests.join(' and ')}` : ''}`);
  });
  return `with ${read}\nselect 'union' as key, 'total' as dim, 0 as value, count(*)::int as n from m\nunion all ${counts.join('\nunion all ')}`;
}

interface Counted {
  counts: Map<string, number>;
  scale: number;
  exact: boolean;
  /** In an estimated set: values counted exactly, by `dim|value`. */
  exactValues?: Map<string, number>;
}

async function run(
  db: SqlClient,
  sql: string,
  params: Params,
  into: Map<string, Counted>,
  scale: number,
  exact: boolean,
) {
  const { rows } = await db.query<CountRow>(sql, params.values);
  const touched = new Set(rows.map((row) => row.key));
  for (const key of touched) into.set(key, { counts: new Map(), scale, exact });
  for (const row of rows) into.get(row.key)!.counts.set(`${row.dim}|${row.value}`, Number(row.n));
}

/** One statement per countable, sent together: a pool runs them on several connections (PGlite one after another). */
async function runEach(
  db: SqlClient,
  todo: Countable[],
  sql: (params: Params, countable: Countable) => string,
  into: Map<string, Counted>,
  scale: number,
  exact: boolean,
) {
  await Promise.all(
    todo.map((countable) => {
      const params = new Params();
      return run(db, sql(params, countable), params, into, scale, exact);
    }),
  );
}

const totalOf = (counted: Counted | undefined) => counted?.counts.get('total|0') ?? 0;

/** The first round: every countable from the 1/64 sample table, in one statement. */
async function sampleAll(db: SqlClient, plan: SearchPlan, now: Date, list: Countable[]): Promise<Map<string, Counted>> {
  const result = new Map<string, Counted>();
  const params = new Params();
  await run(db, sampleSql(plan, now, params, list, 1), params, result, SAMPLE_BUCKETS, false);
  return result;
}

/**
 * The exact counts of several countables in one pass over the union of their matches (see unionSql). When the union
 * holds more rows than they can need — each at most 10,001 — the countables are counted one statement each instead.
 */
async function countExactly(
  db: SqlClient,
  plan: SearchPlan,
  now: Date,
  todo: Countable[],
  into: Map<string, Counted>,
): Promise<void> {
  if (todo.length === 0) return;
  const limit = (EXACT_LIMIT + 1) * todo.length;
  const params = new Params();
  const found = new Map<string, Counted>();
  await run(db, unionSql(plan, now, params, todo, limit), params, found, 1, true);
  if (totalOf(found.get('union')) < limit) {
    for (const c of todo) into.set(c.key, found.get(c.key) ?? { counts: new Map(), scale: 1, exact: true });
    return;
  }
  await runEach(db, todo, (p, c) => exactSql(plan, now, p, [c]), into, 1, true);
}

/**
 * The rounds after the sample: clearly broad countables keep the sample's estimate; the others are counted exactly up
 * to 10,001, and those that pass 10,000 are estimated again from 1/8 of the rows. Where the sample puts a countable
 * near that limit, the 1/8 sample runs beside its exact count instead of after it, so a search does not wait for a
 * third round.
 */
async function refine(
  db: SqlClient,
  plan: SearchPlan,
  now: Date,
  list: Countable[],
  sample: Map<string, Counted>,
): Promise<Map<string, Counted>> {
  const result = new Map(sample);
  const sampled = (c: Countable) => totalOf(sample.get(c.key)) * SAMPLE_BUCKETS;
  const exact = list.filter((c) => !c.estimate && sampled(c) <= CLEARLY_BROAD);
  const counted = new Map<string, Counted>();
  const resampled = new Map<string, Counted>();
  const resample = (todo: Countable[]) =>
    runEach(db, todo, (params, c) => sampleSql(plan, now, params, [c], 8), resampled, SAMPLE_BUCKETS / 8, false);
  await Promise.all([
    countExactly(db, plan, now, exact, counted),
    resample(exact.filter((c) => sampled(c) > NEAR_LIMIT)),
  ]);
  await resample(exact.filter((c) => totalOf(counted.get(c.key)) > EXACT_LIMIT && !resampled.has(c.key)));
  for (const c of exact) {
    const exactCount = counted.get(c.key);
    if (exactCount) result.set(c.key, totalOf(exactCount) > EXACT_LIMIT ? resampled.get(c.key)! : exactCount);
  }
  for (const c of list) if (!result.has(c.key)) result.set(c.key, { counts: new Map(), scale: 1, exact: true });
  return result;
}

const estimated = (counted: Counted, key: string) => Math.round((counted.counts.get(key) ?? 0) * counted.scale);

/**
 * The values of an estimated facet that may hold 10,000 matches or fewer, counted exactly: for each dimension, one
 * statement over the set with that dimension's filter replaced by those values (which the set's own filter on the
 * dimension, if any, contains: a selected value is counted too). A read that reaches its limit (the estimates were
 * far off) is not used, and those values stay estimates.
 */
async function countSmallValues(
  db: SqlClient,
  plan: SearchPlan,
  now: Date,
  list: Countable[],
  counted: Map<string, Counted>,
): Promise<void> {
  const work: Promise<void>[] = [];
  for (const c of list) {
    const set = counted.get(c.key);
    if (!set || set.exact || c.dimensions.length === 0) continue;
    set.exactValues = new Map();
    for (const dimension of c.dimensions) {
      // The selected values too, though the sample may have missed them.
      const selected = (plan.filters[dimension] ?? []).map((t) => `${dimension}|${t.slice(t.lastIndexOf(':') + 1)}`);
      const candidates = [...new Set([...set.counts.keys(), ...selected])]
        .filter((key) => key.startsWith(`${dimension}|`) && estimated(set, key) <= CLEARLY_BROAD)
        .sort((a, b) => estimated(set, a) - estimated(set, b));
      const chosen: number[] = [];
      let rows = 0;
      for (const key of candidates) {
        const isSelected = selected.includes(key);
        if (!isSelected && rows + estimated(set, key) > SMALL_VALUES_ROWS) continue;
        rows += estimated(set, key);
        chosen.push(Number(key.slice(key.indexOf('|') + 1)));
      }
      if (chosen.length === 0) continue;
      const limit = 2 * Math.max(rows, SMALL_VALUES_ROWS);
      const column = `s.${FACET_COLUMNS[dimension]}`;
      const params = new Params();
      const asColumn = plan.words.length > 0 && totalOf(set) * set.scale <= COLUMN_FILTER_ROWS;
      const filters = { ...plan.filters };
      if (asColumn) delete filters[dimension];
      else filters[dimension] = chosen.map(token[dimension]);
      const where = whereClause({ ...plan, filters }, params, now);
      const values = asColumn ? ` and ${column} = any(${params.add(chosen)}::int[])` : '';
      const sql =
        `select m.value, count(*)::int as n from (select ${column} as value from job_search s ` +
        `where ${where}${values} limit ${limit}) m group by m.value`;
      work.push(
        db.query<{ value: number; n: number }>(sql, params.values).then(({ rows: found }) => {
          if (found.reduce((sum, row) => sum + Number(row.n), 0) >= limit) return;
          for (const value of chosen) set.exactValues!.set(`${dimension}|${value}`, 0);
          for (const row of found) set.exactValues!.set(`${dimension}|${row.value}`, Number(row.n));
        }),
      );
    }
  }
  await Promise.all(work);
}

function toCount(counted: Counted): Count {
  const n = totalOf(counted);
  return counted.exact
    ? { n, exact: true }
    : { n: Math.max(EXACT_LIMIT + 1, Math.round(n * counted.scale)), exact: false };
}

const estimateOf = (counted: Counted | undefined): Count => ({
  n: Math.round(totalOf(counted) * (counted?.scale ?? 1)),
  exact: false,
});

function toFacets(counted: Counted, dimension: FacetDimension): FacetCount<never>[] {
  const list: FacetCount<number | WorkplaceType>[] = [];
  // A value the sample missed can still have been counted exactly (a selected one).
  const keys = new Set([...counted.counts.keys(), ...(counted.exactValues?.keys() ?? [])]);
  for (const key of keys) {
    const [dim, value] = key.split('|') as [string, string];
    if (dim !== dimension) continue;
    const id = dimension === 'workplace' ? WORKPLACE_BY_CODE[Number(value)]! : Number(value);
    const exact = counted.exact ? counted.counts.get(key)! : counted.exactValues?.get(key);
    if (exact === undefined) list.push({ id, count: estimated(counted, key), exact: false });
    else if (exact > 0) list.push({ id, count: exact, exact: true });
  }
  list.sort((a, b) => b.count - a.count || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }));
  return list as FacetCount<never>[];
}

/** What a search knows after the first, sampled round: enough to plan its list, and the way to the exact summary. */
function planningOf(sample: Map<string, Counted>, ranked: boolean): SummaryDraft['planning'] {
  return {
    total: estimateOf(sample.get('all')),
    title: ranked ? estimateOf(sample.get('title')) : null,
    rest: ranked ? estimateOf(sample.get('rest')) : null,
  };
}

/**
 * The sample's estimates alone, for a list read without its counts (`JobSearch.list`): the total and the tiers in
 * one round over the sample table, no facets.
 */
export async function planningCounts(
  db: SqlClient,
  plan: SearchPlan,
  now: Date,
  ranked: boolean,
): Promise<SummaryDraft['planning']> {
  const list = countables(plan, ranked ? ['title', 'rest'] : [])
    .filter((c) => c.key === 'all' || c.estimate)
    .map((c) => ({ ...c, dimensions: [] }));
  return planningOf(await sampleAll(db, plan, now, list), ranked);
}

export interface SummaryDraft {
  /** The sample's estimates: the total, and the tiers of a ranked search (these stay estimates in the summary). */
  planning: Pick<SearchSummary, 'total' | 'title' | 'rest'>;
  finish(): Promise<SearchSummary>;
}

/**
 * Samples every countable (one round), so the list can be read beside the exact counts instead of after them; the
 * list's plan only needs an idea of how many rows match, and its rows are the same whichever plan is taken.
 */
export async function startSummary(db: SqlClient, plan: SearchPlan, now: Date, ranked: boolean): Promise<SummaryDraft> {
  const list = countables(plan, ranked ? ['title', 'rest'] : []);
  const sample = await sampleAll(db, plan, now, list);
  return {
    planning: planningOf(sample, ranked),
    async finish() {
      const counted = await refine(db, plan, now, list, sample);
      await countSmallValues(db, plan, now, list, counted);
      const facets = {} as Record<FacetDimension, FacetCount<never>[]>;
      for (const c of list)
        for (const dimension of c.dimensions) facets[dimension] = toFacets(counted.get(c.key)!, dimension);
      return {
        total: toCount(counted.get('all')!),
        title: ranked ? estimateOf(counted.get('title')) : null,
        rest: ranked ? estimateOf(counted.get('rest')) : null,
        facets: facets as JobSearchFacets,
      };
    },
  };
}
