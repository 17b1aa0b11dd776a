import { VALIDATION } from '@laufbahn/contracts/errors';
import type { SalaryBenchmarkQuery, SalaryBenchmarkResult, SalaryBreakdowns } from '@laufbahn/contracts/salary';
import type { CountryVersion, Currency } from '@laufbahn/i18n/country-versions';
import {
  basisFilters,
  figureOf,
  MIN_BASIS,
  percentileOf,
  resolveFigure,
  resolveHistogram,
  type Histogram,
  type ResolvedHistogram,
  type SalaryFigure,
  type SizeBand,
} from '@laufbahn/pay/model';
import type { Database } from '../../db/client.ts';
import type { FieldErrors } from '../../lib/app-error.ts';
import { optionChecks, throwIfInvalid } from '../profile/option-checks.ts';
import {
  salaryModel,
  type BreakdownDimension,
  type ModelFilters,
  type SalaryModel,
} from './salary-model.repository.ts';

/** What the member's profile says: the current position and the stated salary. */
export interface MemberSalaryContext {
  careerLevelId: number | null;
  functionId: number | null;
  industryId: number | null;
  countryId: number | null;
  geoCodeId: number | null;
  managementExperienceId: number | null;
  /** The middle of the stated salary range (open ranges by their one bound), in the version's currency. */
  statedSalary: number | null;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function memberContext(database: Database, accountId: number): Promise<MemberSalaryContext> {
  const { rows } = await database.executeSql(
    `select p.career_level_id, p.function_id, p.industry_id, coalesce(p.country_id, pr.country_id) as country_id,
       coalesce(p.geo_code_id, pr.geo_code_id) as geo_code_id, pr.management_experience_id,
       coalesce((r.min_amount + r.max_amount) / 2, r.min_amount, r.max_amount) as stated
     from profiles pr
     left join positions p on p.profile_id = pr.id and p.current
     left join salary_ranges r on r.id = pr.current_salary_range_id
     where pr.account_id = $1 and pr.kind = 'member'`,
    [accountId],
  );
  const row = rows[0] ?? {};
  return {
    careerLevelId: num(row.career_level_id),
    functionId: num(row.function_id),
    industryId: num(row.industry_id),
    countryId: num(row.country_id),
    geoCodeId: num(row.geo_code_id),
    managementExperienceId: num(row.management_experience_id),
    statedSalary: num(row.stated),
  };
}

/** The breakdown of one dimension as figures, each with its own basis (withheld where too few). */
function breakdownFigures(
  groups: Map<string, Histogram>,
  currency: Currency,
  base: ModelFilters,
  dimension: BreakdownDimension,
  period: { from: string; to: string },
): { key: string; figure: SalaryFigure }[] {
  return [...groups.entries()]
    .filter(([key]) => key !== '' && key !== '0')
    .map(([key, histogram]) => {
      const filters = {
        ...basisFilters(base),
        ...(dimension === 'region' ? { region: key } : {}),
        ...(dimension === 'size_band' ? { sizeBand: Number(key) as SizeBand } : {}),
        ...(dimension === 'industry_id' ? { industryId: Number(key) } : {}),
      };
      const basis = {
        source: 'positions' as const,
        filters,
        widened: [],
        periodFrom: period.from,
        periodTo: period.to,
      };
      return { key, figure: figureOf(histogram, currency, basis) };
    });
}

/** Regions and industries: the largest groups with a figure first, at most this many. */
const MAX_ROWS = 12;

const bySample = (a: { figure: SalaryFigure }, b: { figure: SalaryFigure }) =>
  b.figure.basis.sampleSize - a.figure.basis.sampleSize;

/**
 * The salary calculator (`GET /api/career/salary_benchmarks`): the model's figure for the inputs, with inputs the
 * query leaves out taken from the member's profile; Premium adds the breakdowns and the member's own place.
 */
export function salaryService(database: Database, model: SalaryModel = salaryModel(database)) {
  const checks = optionChecks(database.db);
  /** The taxonomies' ids, read once: reference data changes only with a deployment's seed. */
  let references: Promise<Record<string, Set<number>>> | undefined;
  const referenceIds = () =>
    (references ??= (async () => {
      const tables = {
        careerLevelId: 'career_levels',
        functionId: 'functions',
        industryId: 'industries',
        managementExperienceId: 'management_experiences',
        countryId: 'countries',
      };
      const entries = await Promise.all(
        Object.entries(tables).map(async ([field, table]) => {
          const { rows } = await database.executeSql(`select id from ${table} where id > $1`, [0]);
          return [field, new Set(rows.map((row) => Number(row.id)))] as const;
        }),
      );
      return Object.fromEntries(entries);
    })().catch((error: unknown) => {
      references = undefined;
      throw error;
    }));

  async function resolveInputs(query: SalaryBenchmarkQuery, context: MemberSalaryContext, version: CountryVersion) {
    const errors: FieldErrors = {};
    // A city without a country (a career goal's location) names its own.
    const cityCountry =
      query.country === undefined && query.geoCodeId !== undefined && query.geoCodeId !== null
        ? num(
            (await database.executeSql('select country_id from cities where geo_code_id = $1', [query.geoCodeId]))
              .rows[0]?.country_id,
          )
        : null;
    const countryId = query.country ?? cityCountry ?? context.countryId ?? version.countryId;
    /** Missing: the profile's; empty (null): any. */
    const pick = <T>(asked: T | null | undefined, profile: T | null) => (asked === undefined ? profile : asked);
    const geoCodeId = pick(query.geoCodeId, query.country === undefined ? context.geoCodeId : null);
    const inputs = {
      careerLevel: pick(query.careerLevel, context.careerLevelId),
      function: pick(query.function, context.functionId),
      industry: pick(query.industry, context.industryId),
      managementExperience: pick(query.managementExperience, context.managementExperienceId),
      companySize: query.companySize ?? null,
    };
    const known = await referenceIds();
    const asked = {
      careerLevelId: inputs.careerLevel,
      functionId: inputs.function,
      industryId: inputs.industry,
      managementExperienceId: inputs.managementExperience,
      countryId,
    };
    for (const [field, id] of Object.entries(asked)) {
      if (id !== null && !known[field]!.has(id)) errors[field] = [VALIDATION.invalidOption];
    }
    // The checks name the profile's fields; the answer names the query's.
    const rename: Record<string, string> = {
      careerLevelId: 'careerLevel',
      functionId: 'function',
      industryId: 'industry',
      managementExperienceId: 'managementExperience',
      countryId: 'country',
    };
    if (countryId === null) errors.countryId = [VALIDATION.required];
    else if (geoCodeId !== null && !errors.countryId) await checks.place({ countryId, geoCodeId, city: null }, errors);
    const named: FieldErrors = {};
    for (const [field, messages] of Object.entries(errors)) named[rename[field] ?? field] = messages;
    throwIfInvalid(named);
    const region =
      geoCodeId === null
        ? null
        : String(
            (
              await database.executeSql('select coalesce(region, name) as region from cities where geo_code_id = $1', [
                geoCodeId,
              ])
            ).rows[0]?.region ?? '',
          ) || null;
    return { ...inputs, country: countryId!, geoCodeId, region };
  }

  return {
    memberContext: (accountId: number) => memberContext(database, accountId),

    async benchmarks(
      accountId: number,
      premium: boolean,
      query: SalaryBenchmarkQuery,
      version: CountryVersion,
    ): Promise<SalaryBenchmarkResult> {
      const context = await memberContext(database, accountId);
      const inputs = await resolveInputs(query, context, version);
      const currency = version.currency;
      const filters: ModelFilters = {
        careerLevelId: inputs.careerLevel,
        functionId: inputs.function,
        industryId: inputs.industry,
        countryId: inputs.country,
        region: inputs.region,
        sizeBand: (inputs.companySize as SizeBand | null) ?? null,
      };
      const [period, resolved, members] = await Promise.all([
        model.period(),
        resolveHistogram(model, filters),
        resolveFigure(
          model,
          { ...filters, sizeBand: null, managementExperienceId: inputs.managementExperience },
          currency,
          { source: 'members', widen: false },
        ),
      ]);
      // As resolveFigure computes it, from the histogram the breakdowns start from too.
      const figure = figureOf(resolved.histogram, currency, {
        source: 'positions',
        filters: basisFilters(resolved.filters),
        widened: resolved.widened,
        periodFrom: period.from,
        periodTo: period.to,
      });
      const answer = {
        inputs,
        currency,
        median: figure.median,
        p25: figure.p25,
        p75: figure.p75,
        sampleSize: figure.basis.sampleSize,
        basis: figure.basis,
        withheld: figure.withheld,
        members,
      };
      if (!premium) return { ...answer, locked: true, benchmarks: null };
      return {
        ...answer,
        locked: false,
        benchmarks: await this.breakdowns(resolved, period, currency, query, context),
      };
    },

    /** Premium's benchmarks around the figure's filters (after any widening), each dimension in turn left free. */
    async breakdowns(
      resolved: ResolvedHistogram & { filters: ModelFilters },
      period: { from: string; to: string },
      currency: Currency,
      query: SalaryBenchmarkQuery,
      context: MemberSalaryContext,
    ): Promise<SalaryBreakdowns> {
      const used = resolved.filters;
      const [regions, sizes, industries] = await Promise.all([
        model.breakdown('positions', used, 'region'),
        model.breakdown('positions', used, 'size_band'),
        model.breakdown('positions', used, 'industry_id'),
      ]);
      const withFigures = (rows: { key: string; figure: SalaryFigure }[]) =>
        rows
          .filter((row) => !row.figure.withheld)
          .sort(bySample)
          .slice(0, MAX_ROWS);
      const salary = query.salary ?? context.statedSalary;
      const enough = resolved.histogram.reduce((sum, entry) => sum + entry.count, 0) >= MIN_BASIS;
      return {
        byRegion: withFigures(breakdownFigures(regions, currency, used, 'region', period)),
        bySize: breakdownFigures(sizes, currency, used, 'size_band', period)
          .map((row) => ({ key: Number(row.key), figure: row.figure }))
          .sort((a, b) => a.key - b.key),
        byIndustry: withFigures(breakdownFigures(industries, currency, used, 'industry_id', period)).map((row) => ({
          key: Number(row.key),
          figure: row.figure,
        })),
        ownPosition:
          salary === null || !enough
            ? null
            : {
                salary: Math.round(salary),
                percentile: percentileOf(resolved.histogram, salary, currency),
                fromProfile: query.salary === undefined,
              },
      };
    },
  };
}
