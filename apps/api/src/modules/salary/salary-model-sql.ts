import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { sqlFold } from '@laufbahn/job-search/schema';
import { SOURCE_CODE, sqlBucket, sqlSizeBand, sqlToEur } from '@laufbahn/pay/model';

/**
 * The salary model's precomputed histograms (docs/salary-model.md). One row per cell and bucket: how many positions
 * (source 1) or members (source 2) of a career level, function, industry, country, region, company size band and,
 * for members, leadership experience have a yearly salary in the bucket's 2,500 EUR. A question sums the rows of its
 * filters, so it reads at most a few thousand small rows whatever the number of positions. The migration
 * `0013_salary_model.sql` is exactly these statements (salary-model-sql.test.ts).
 */
export const SALARY_MODEL_TABLES = `
-- The salary model's histograms (docs/salary-model.md).
create table if not exists salary_model (
  source smallint not null check (source in (1, 2)),
  country_id smallint not null,
  career_level_id smallint not null,
  function_id smallint not null,
  industry_id smallint not null,
  region text not null,
  size_band smallint not null,
  management_experience_id smallint not null,
  bucket smallint not null,
  n integer not null check (n > 0),
  primary key (source, country_id, career_level_id, function_id, industry_id, region, size_band, management_experience_id, bucket)
);
create index if not exists salary_model_industry_idx on salary_model (source, country_id, career_level_id, industry_id);
create table if not exists salary_model_state (
  id smallint primary key default 1 check (id = 1),
  through_job_id bigint not null default 0,
  window_from timestamptz,
  refreshed_at timestamptz
);
insert into salary_model_state (id) values (1) on conflict (id) do nothing;
-- Company pages: each company's median pay over its public positions of the window, for its rank in its industry.
create table if not exists company_salary (
  company_id bigint primary key,
  country_id smallint not null,
  industry_id smallint,
  positions integer not null,
  median_eur integer not null
);
create index if not exists company_salary_industry_idx on company_salary (country_id, industry_id, median_eur);
-- Company search by the start of a name, accents and case folded as the job search folds them.
alter table companies add column if not exists name_key text generated always as (${sqlFold('name')}) stored;
create index if not exists companies_name_key_idx on companies (name_key text_pattern_ops, id);
`;

const COLUMNS =
  'source, country_id, career_level_id, function_id, industry_id, region, size_band, management_experience_id, bucket, n';

/** Positions' pay: the middle of each range, in EUR. */
const positionsSelect = (where: string) => `
select ${SOURCE_CODE.positions}, j.country_id, j.career_level_id, j.function_id, j.industry_id, coalesce(c.region, c.name, ''),
  ${sqlSizeBand('j.company_size')}, 0, ${sqlBucket(sqlToEur('(j.salary_min + j.salary_max) / 2.0', 'j.currency'))},
  count(*)::int
from jobs j left join cities c on c.geo_code_id = j.geo_code_id
where ${where}
group by 2, 3, 4, 5, 6, 7, 8, 9`;

/** The currency a member's stated salary range is in: that of their country's version, else EUR. */
const memberCurrency = (countryId: string) =>
  `(case ${countryId} ${Object.values(COUNTRY_VERSIONS)
    .filter((version) => version.countryId !== null && version.currency !== 'EUR')
    .map((version) => `when ${version.countryId} then '${version.currency}'`)
    .join(' ')} else 'EUR' end)`;

/**
 * Members' stated salaries: the middle of their salary range (open ranges by their one bound), with the current
 * position's career level, function, industry, country and region and the profile's leadership experience. Only
 * complete entries count.
 */
const membersSelect = `
select ${SOURCE_CODE.members}, coalesce(p.country_id, pr.country_id), p.career_level_id, p.function_id, p.industry_id,
  coalesce(c.region, c.name, ''), 0, coalesce(pr.management_experience_id, 0),
  ${sqlBucket(sqlToEur('coalesce((r.min_amount + r.max_amount) / 2.0, r.min_amount, r.max_amount)', memberCurrency('coalesce(p.country_id, pr.country_id)')))},
  count(*)::int
from profiles pr
join positions p on p.profile_id = pr.id and p.current
join salary_ranges r on r.id = pr.current_salary_range_id
left join cities c on c.geo_code_id = p.geo_code_id
where pr.kind = 'member' and coalesce(p.country_id, pr.country_id) is not null and p.career_level_id is not null
  and p.function_id is not null and p.industry_id is not null
  and coalesce(r.min_amount, r.max_amount) is not null
group by 2, 3, 4, 5, 6, 7, 8, 9`;

/** The companies' medians over their public positions of the window (`companies` restricts to some). */
const companySalarySelect = (window: string, through: string, companies: string) => `
select j.company_id, min(j.country_id), min(c.industry_id), count(*)::int,
  round(percentile_cont(0.5) within group (order by ${sqlToEur('(j.salary_min + j.salary_max) / 2.0', 'j.currency')}))::int
from jobs j join companies c on c.id = j.company_id
where ${window} and j.id <= ${through} and not j.exclusive and j.company_id is not null ${companies}
group by j.company_id`;

export interface RefreshPlan {
  /** Rebuild the positions' part from scratch (the window moved on, or never built). */
  full: boolean;
  /** Positions with ids above this were counted already (incremental) — 0 for a full rebuild. */
  afterJobId: number;
  /** Up to and including this id (the newest when the refresh began). */
  throughJobId: number;
  windowFrom: Date;
}

const literalTime = (date: Date) => `'${date.toISOString()}'::timestamptz`;
const wholeNumber = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return String(value);
};

/**
 * One transaction: the positions' histograms rebuilt (full) or the new positions added to theirs (incremental, an
 * upsert that adds counts), the members' histograms rebuilt (they are few and change in place), and the state moved
 * on. Values are the refresh's own numbers and times, written as literals so the statements run as one script.
 */
export function refreshScript(plan: RefreshPlan): string {
  const window = `j.published_at >= ${literalTime(plan.windowFrom)} and j.status <> 'withdrawn'`;
  const through = wholeNumber(plan.throughJobId);
  const positions = plan.full
    ? `delete from salary_model where source = ${SOURCE_CODE.positions};
insert into salary_model (${COLUMNS}) ${positionsSelect(`${window} and j.id <= ${through}`)};`
    : `insert into salary_model (${COLUMNS}) ${positionsSelect(
        `${window} and j.id > ${wholeNumber(plan.afterJobId)} and j.id <= ${through}`,
      )}
on conflict (source, country_id, career_level_id, function_id, industry_id, region, size_band, management_experience_id, bucket)
do update set n = salary_model.n + excluded.n;`;
  const touched = `(select distinct company_id from jobs where id > ${wholeNumber(plan.afterJobId)} and id <= ${through})`;
  const companies = plan.full
    ? `delete from company_salary;
insert into company_salary (company_id, country_id, industry_id, positions, median_eur) ${companySalarySelect(window, through, '')};`
    : `delete from company_salary where company_id in ${touched};
insert into company_salary (company_id, country_id, industry_id, positions, median_eur) ${companySalarySelect(
        window,
        through,
        `and j.company_id in ${touched}`,
      )};`;
  return `begin;
${positions}
${companies}
delete from salary_model where source = ${SOURCE_CODE.members};
insert into salary_model (${COLUMNS}) ${membersSelect};
update salary_model_state set through_job_id = ${through}, window_from = ${literalTime(plan.windowFrom)},
  refreshed_at = now() where id = 1;
commit;`;
}
