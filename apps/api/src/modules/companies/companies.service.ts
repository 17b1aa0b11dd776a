import type {
  BriefingSentence,
  CompanyPage,
  CompanySearchQuery,
  CompanySearchResult,
  CompanySummary,
} from '@laufbahn/contracts/companies';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import { foldText } from '@laufbahn/job-search/text';
import { MIN_BASIS, resolveFigure, sizeBandOf, type SizeBand } from '@laufbahn/pay/model';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { COLUMNS, companyHasPageSql, jobsRepository, toRecord, type Row } from '../jobs/search/jobs.repository.ts';
import { present } from '../jobs/search/jobs.service.ts';
import { salaryModel, type SalaryModel } from '../salary/salary-model.repository.ts';

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The career level whose pay a company page shows as "executive salary": managing directors — of a large company
 * (level 7) from 500 employees on, else of a small or medium one (level 6), as the positions themselves are graded.
 */
export const executiveLevel = (employees: number | null) => (employees !== null && employees > 500 ? 7 : 6);

/** A company is shown only once it has published a position in the open: a members-only mandate never names it. */
const PUBLIC = companyHasPageSql('c');
const OPEN_PUBLIC = `(select count(*)::int from jobs oj where oj.company_id = c.id and not oj.exclusive
  and oj.status = 'active' and oj.expires_at > now())`;

const summaryOf = (row: Record<string, unknown>): CompanySummary => ({
  id: Number(row.id),
  name: String(row.name),
  countryId: Number(row.country_id),
  industryId: num(row.industry_id),
  employees: num(row.size),
  openPositions: Number(row.open_positions ?? 0),
});

/** Prefix search on the folded name: `like` needs its wildcards escaped. */
const likePrefix = (text: string) =>
  `${foldText(text)
    .trim()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Company search and company pages (`/api/career/companies…`), every figure from the data we hold. */
export function companiesService(database: Database, model: SalaryModel = salaryModel(database)) {
  const sql = async (text: string, values: unknown[]) => (await database.executeSql(text, values)).rows;

  async function insights(companyId: number, now: Date) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const where = `company_id = $1 and not exclusive and published_at >= $2`;
    const [months, levels, workplaces] = await Promise.all([
      sql(
        `select to_char(date_trunc('month', published_at at time zone 'UTC'), 'YYYY-MM') as key, count(*)::int as count
         from jobs where ${where} group by 1`,
        [companyId, from],
      ),
      sql(`select career_level_id as key, count(*)::int as count from jobs where ${where} group by 1 order by 1`, [
        companyId,
        from,
      ]),
      sql(`select workplace_type as key, count(*)::int as count from jobs where ${where} group by 1 order by 2 desc`, [
        companyId,
        from,
      ]),
    ]);
    const byMonth = new Map(months.map((row) => [String(row.key), Number(row.count)]));
    const hiring = Array.from({ length: 12 }, (_, i) => {
      const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)).toISOString().slice(0, 7);
      return { key: month, count: byMonth.get(month) ?? 0 };
    });
    return {
      hiring,
      seniority: levels.map((row) => ({ key: Number(row.key), count: Number(row.count) })),
      workplaces: workplaces.map((row) => ({
        key: String(row.key) as 'onsite' | 'hybrid' | 'remote',
        count: Number(row.count),
      })),
      basedOn: hiring.reduce((sum, month) => sum + month.count, 0),
      periodFrom: from.toISOString().slice(0, 10),
    };
  }

  async function salaryRank(company: { id: number; industryId: number | null; countryId: number }) {
    const [own] = await sql('select positions, median_eur from company_salary where company_id = $1', [company.id]);
    const positions = Number(own?.positions ?? 0);
    const base = { positions, industryId: company.industryId, countryId: company.countryId };
    const [peers] = await sql(
      `select count(*)::int as companies,
         count(*) filter (where median_eur < $3)::int as below, count(*) filter (where median_eur = $3)::int as equal
       from company_salary where country_id = $1 and industry_id is not distinct from $2 and positions >= $4`,
      [company.countryId, company.industryId, Number(own?.median_eur ?? 0), MIN_BASIS],
    );
    const companies = Number(peers?.companies ?? 0);
    if (positions < MIN_BASIS || companies < MIN_BASIS) return { withheld: true, percentile: null, companies, ...base };
    // Companies paying the same count half: the middle of a tie.
    const percentile = Math.round(((Number(peers!.below) + Number(peers!.equal) / 2) / companies) * 100);
    return { withheld: false, percentile, companies, ...base };
  }

  return {
    async search(query: CompanySearchQuery): Promise<CompanySearchResult> {
      const values: unknown[] = [];
      const where = [PUBLIC];
      if (query.q !== undefined && foldText(query.q).trim() !== '') {
        values.push(likePrefix(query.q));
        where.push(`c.name_key like $${values.length}`);
      }
      if (query.industry !== undefined) {
        values.push(query.industry);
        where.push(`c.industry_id = $${values.length}`);
      }
      if (query.country !== undefined) {
        values.push(query.country);
        where.push(`c.country_id = $${values.length}`);
      }
      values.push(query.limit + 1);
      const rows = await sql(
        `select c.id, c.name, c.country_id, c.industry_id, c.size, ${OPEN_PUBLIC} as open_positions
         from companies c where ${where.join(' and ')} order by c.name_key, c.id limit $${values.length}`,
        values,
      );
      return { items: rows.slice(0, query.limit).map(summaryOf), more: rows.length > query.limit };
    },

    async page(
      id: number,
      viewer: { premium: boolean },
      version: CountryVersion,
      vacancyLimit: number,
      now = new Date(),
    ): Promise<CompanyPage> {
      const [row] = await sql(
        `select c.id, c.name, c.country_id, c.industry_id, c.size from companies c
         where c.id = $1 and ${PUBLIC}`,
        [id],
      );
      if (!row) throw notFound('Company');
      const company = {
        id: Number(row.id),
        name: String(row.name),
        countryId: Number(row.country_id),
        industryId: num(row.industry_id),
        employees: num(row.size),
      };
      // Members-only positions only for Premium members: a teaser here would name the company of a mandate.
      const visible = viewer.premium ? '' : 'and not exclusive';
      const open = `company_id = $1 and status = 'active' and expires_at > $2 ${visible}`;
      const sizeBand = sizeBandOf(company.employees);
      const [vacancyRows, [total], locations, insight, rank, executiveSalary, similar, answers] = await Promise.all([
        sql(`select ${COLUMNS} from jobs where ${open} order by published_at desc, id desc limit $3`, [
          id,
          now,
          vacancyLimit,
        ]),
        sql(`select count(*)::int as count from jobs where ${open}`, [id, now]),
        sql(
          `select city as key, count(*)::int as count from jobs
           where company_id = $1 and status = 'active' and expires_at > $2 and not exclusive
           group by city order by 2 desc, 1 limit 10`,
          [id, now],
        ),
        insights(id, now),
        salaryRank(company),
        resolveFigure(
          model,
          {
            careerLevelId: executiveLevel(company.employees),
            functionId: null,
            industryId: company.industryId,
            countryId: company.countryId,
            region: null,
            sizeBand: sizeBand === 0 ? null : (sizeBand as SizeBand),
          },
          version.currency,
        ),
        sql(
          `select c.id, c.name, c.country_id, c.industry_id, c.size, ${OPEN_PUBLIC} as open_positions
           from company_salary s join companies c on c.id = s.company_id
           where s.country_id = $1 and s.industry_id is not distinct from $2 and s.company_id <> $3
           order by abs(coalesce(c.size, 0) - $4), s.positions desc, c.id limit 5`,
          [company.countryId, company.industryId, id, company.employees ?? 0],
        ),
        jobsRepository(database).companyAnswers(id, now),
      ]);
      const vacancies = vacancyRows.map((r) => present(toRecord(r as unknown as Row, now), viewer));
      const sentences = briefing({
        open: Number(total?.count ?? 0),
        locations: locations.map((l) => String(l.key)),
        insight,
        rank,
        now,
      });
      const industryQuery = company.industryId === null ? '' : `industry=${company.industryId}&`;
      return {
        ...company,
        headquarters: { countryId: company.countryId },
        website: null,
        vacancies: { items: vacancies, total: Number(total?.count ?? 0) },
        locations: locations.map((l) => ({ key: String(l.key), count: Number(l.count) })),
        insights: insight,
        executiveSalary,
        salaryRankInIndustry: rank,
        answers,
        briefing: viewer.premium
          ? { locked: false, sentences }
          : { locked: true, teaser: sentences.slice(0, 1), hidden: Math.max(0, sentences.length - 1) },
        similar: similar.map(summaryOf),
        links: [
          { kind: 'jobSearch', path: `/career/show?${industryQuery}country=${company.countryId}` },
          {
            kind: 'salaryCalculator',
            path: `/salary_calculator?careerLevel=${executiveLevel(company.employees)}&${industryQuery}country=${company.countryId}`,
          },
        ],
      };
    },
  };
}

/**
 * The briefing: statements computed from the company's positions, each only when its numbers are there. The first is
 * what everyone reads; the rest is Premium's.
 */
function briefing(facts: {
  open: number;
  locations: string[];
  insight: CompanyPage['insights'];
  rank: { withheld: boolean; percentile: number | null; companies: number };
  now: Date;
}): BriefingSentence[] {
  const sentences: BriefingSentence[] = [{ key: 'openPositions', values: { count: facts.open } }];
  const months = facts.insight.hiring;
  const recent = months.slice(-3).reduce((sum, m) => sum + m.count, 0);
  const before = months.slice(-6, -3).reduce((sum, m) => sum + m.count, 0);
  if (recent + before > 0) {
    const trend = recent > before * 1.2 ? 'up' : recent < before * 0.8 ? 'down' : 'steady';
    sentences.push({ key: 'hiringTrend', values: { trend, recent, before } });
  }
  const total = facts.insight.basedOn;
  const topLevel = [...facts.insight.seniority].sort((a, b) => b.count - a.count)[0];
  if (topLevel && total > 0) {
    sentences.push({
      key: 'seniority',
      values: { careerLevelId: topLevel.key, share: Math.round((topLevel.count / total) * 100), count: total },
    });
  }
  const topWorkplace = facts.insight.workplaces[0];
  if (topWorkplace && total > 0) {
    sentences.push({
      key: 'workplace',
      values: { workplace: topWorkplace.key, share: Math.round((topWorkplace.count / total) * 100) },
    });
  }
  if (facts.locations.length > 0) {
    sentences.push({
      key: 'locations',
      values: { cities: facts.locations.slice(0, 3).join(', '), count: facts.locations.length },
    });
  }
  if (!facts.rank.withheld && facts.rank.percentile !== null) {
    sentences.push({ key: 'payRank', values: { percentile: facts.rank.percentile, companies: facts.rank.companies } });
  }
  return sentences;
}
