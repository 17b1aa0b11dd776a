import {
  SOURCE_CODE,
  WINDOW_DAYS,
  type Histogram,
  type HistogramLookup,
  type SalaryFilters,
  type SalarySource,
} from '@laufbahn/pay/model';
import type { Database } from '../../db/client.ts';
import { refreshScript } from './salary-model-sql.ts';

const DAY_MS = 86_400_000;

/** A filter value of the model's table; `managementExperienceId` only applies to members' salaries. */
export type ModelFilters = SalaryFilters & { managementExperienceId?: number | null };

/** The dimensions a breakdown groups by. */
export type BreakdownDimension = 'region' | 'size_band' | 'industry_id';

function whereOf(source: SalarySource, filters: ModelFilters, skip?: BreakdownDimension) {
  const values: unknown[] = [SOURCE_CODE[source], filters.countryId];
  const parts = ['source = $1', 'country_id = $2'];
  const add = (column: string, value: unknown) => {
    values.push(value);
    parts.push(`${column} = $${values.length}`);
  };
  if (filters.careerLevelId !== null) add('career_level_id', filters.careerLevelId);
  if (filters.functionId !== null) add('function_id', filters.functionId);
  if (filters.industryId !== null && skip !== 'industry_id') add('industry_id', filters.industryId);
  if (filters.region !== null && skip !== 'region') add('region', filters.region);
  if (filters.sizeBand !== null && skip !== 'size_band') add('size_band', filters.sizeBand);
  if (source === 'members' && filters.managementExperienceId)
    add('management_experience_id', filters.managementExperienceId);
  return { where: parts.join(' and '), values };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The salary model's table: histograms by filters, breakdowns, and its refresh. */
export function salaryModel(database: Database) {
  const histogram = async (source: SalarySource, filters: ModelFilters): Promise<Histogram> => {
    const { where, values } = whereOf(source, filters);
    const { rows } = await database.executeSql(
      `select bucket, sum(n)::int as count from salary_model where ${where} group by bucket`,
      values,
    );
    return rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) }));
  };

  const period = async () => {
    const { rows } = await database.executeSql(
      'select window_from, refreshed_at from salary_model_state where id = $1',
      [1],
    );
    const row = rows[0];
    const to = row?.refreshed_at ? new Date(String(row.refreshed_at)) : new Date();
    const from = row?.window_from ? new Date(String(row.window_from)) : new Date(to.getTime() - WINDOW_DAYS * DAY_MS);
    return { from: isoDay(from), to: isoDay(to) };
  };

  return {
    histogram,
    period,

    /** Histograms for every value of one dimension, the other filters applied (the dimension's own not). */
    async breakdown(
      source: SalarySource,
      filters: ModelFilters,
      dimension: BreakdownDimension,
    ): Promise<Map<string, Histogram>> {
      const { where, values } = whereOf(source, filters, dimension);
      const { rows } = await database.executeSql(
        `select ${dimension}::text as key, bucket, sum(n)::int as count from salary_model where ${where}
         group by 1, 2`,
        values,
      );
      const groups = new Map<string, { bucket: number; count: number }[]>();
      for (const row of rows) {
        const key = String(row.key);
        const list = groups.get(key) ?? [];
        list.push({ bucket: Number(row.bucket), count: Number(row.count) });
        groups.set(key, list);
      }
      return groups;
    },

    /**
     * Brings the model up to date: the positions added since the last refresh are counted in (incremental), unless
     * the window has moved on by a day or more since the last full rebuild, or there was none: then the positions of
     * the last `WINDOW_DAYS` are counted afresh. Members' salaries are always counted afresh.
     */
    async refresh(now = new Date(), options: { full?: boolean } = {}) {
      const started = performance.now();
      const { rows } = await database.executeSql(
        `select s.through_job_id, s.window_from, (select coalesce(max(id), 0) from jobs) as newest
         from salary_model_state s where s.id = $1`,
        [1],
      );
      const state = rows[0];
      const windowFrom = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
      const lastFrom = state?.window_from ? new Date(String(state.window_from)) : null;
      const full = options.full === true || lastFrom === null || windowFrom.getTime() - lastFrom.getTime() >= DAY_MS;
      const plan = {
        full,
        afterJobId: full ? 0 : Number(state?.through_job_id ?? 0),
        throughJobId: Number(state?.newest ?? 0),
        // An incremental refresh keeps the last rebuild's window, so the basis's period stays what was counted.
        windowFrom: full || lastFrom === null ? windowFrom : lastFrom,
      };
      await database.executeSql(refreshScript(plan));
      return { full, added: plan.throughJobId - plan.afterJobId, ms: Math.round(performance.now() - started) };
    },
  } satisfies HistogramLookup & Record<string, unknown>;
}

export type SalaryModel = ReturnType<typeof salaryModel>;
