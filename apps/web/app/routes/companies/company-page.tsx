import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import { COMPANY_LIMITS } from '@laufbahn/contracts/company-constants';
import { companyEndpoint } from '../../features/companies/api/companies.ts';
import { Briefing, CompanyList, CountBars, Section } from '../../features/companies/components/company-sections.tsx';
import { JobList } from '../../features/jobs/components/job-card.tsx';
import { PublisherAnswers } from '../../features/jobs/components/publisher-answers.tsx';
import { pageId, throwPageFailure } from '../../lib/page-status.ts';
import { canonicalMeta, canonicalUrl } from '../../features/jobs/model/page-urls.ts';
import { BasisNote, SalaryFigureView } from '../../features/salary/components/salary-figure-card.tsx';
import { contentLinkClass } from '../../components/layout/content-section.tsx';
import { countryUrls } from '../../lib/country-urls.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { nameOf, taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import { useFormats } from '../../lib/use-formats.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/company-page';
import { companyPath, paths } from '../../lib/paths.ts';
import { dateTimeFormat } from '@laufbahn/i18n/intl-cache';

/**
 * A company by the last segment of its address; a wrong slug redirects (301) to the canonical address, an unknown
 * company answers 404. `?vacancies=all` shows up to 100 open positions instead of 10.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = pageId(params.id);
  const ctx = webContext(context);
  const url = new URL(request.url);
  const all = url.searchParams.get('vacancies') === 'all';
  const [answer, taxonomies] = await Promise.all([
    loadEndpoint(ctx, companyEndpoint(id, all ? COMPANY_LIMITS.maxVacancies : undefined)),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  const company = answer.data;
  if (!company) {
    throwPageFailure(answer);
  }
  const path = companyPath(id, company.name);
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  const canonical = canonicalUrl(countryUrls(url), ctx.countryVersion, path);
  const country = taxonomies?.countries.find((item) => item.id === company.headquarters.countryId);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: canonical,
    ...(country ? { address: { '@type': 'PostalAddress', addressCountry: country.isoCode } } : {}),
    ...(company.employees !== null
      ? { numberOfEmployees: { '@type': 'QuantitativeValue', value: company.employees } }
      : {}),
  };
  return { company, taxonomies, canonical, jsonLd, all };
}

/** schema.org `Organization` in the head. */
export const meta = ({ data: loaded }: Route.MetaArgs) => [
  ...canonicalMeta(loaded?.canonical),
  ...(loaded?.jsonLd ? [{ 'script:ld+json': loaded.jsonLd }] : []),
];

/** `/career/company/:slug/:id` (spec screen 8): what we know about an employer, every figure with its basis. */
export default function CompanyPage() {
  const { t } = useTranslation(['companies', 'jobs', 'salary']);
  const { company, taxonomies, all } = useLoaderData<typeof loader>();
  const format = useFormats();
  const industry = nameOf(taxonomies?.industries, company.industryId);
  const country = nameOf(taxonomies?.countries, company.headquarters.countryId);
  const rank = company.salaryRankInIndustry;
  const insights = company.insights;
  const { formatLocale } = useRootData();
  const monthName = dateTimeFormat(formatLocale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-5 lg:py-12">
      <title>{`${company.name} – Laufbahn`}</title>
      <meta name="description" content={t('page.metaDescription', { name: company.name })} />
      <p>
        <Link to={paths.companies.search} className={contentLinkClass}>
          {t('page.backToSearch')}
        </Link>
      </p>
      <header className="flex flex-col gap-2">
        <h1 className="hyphens-auto break-words font-serif text-3xl lg:text-4xl">{company.name}</h1>
        {industry && <p className="text-lg text-muted">{industry}</p>}
      </header>

      <Section id="information" title={t('page.information')}>
        <dl className="grid gap-4 rounded-md bg-surface p-5 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{t('page.country')}</dt>
            <dd className="font-semibold">{country ?? '–'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('page.industry')}</dt>
            <dd className="font-semibold">{industry ?? t('page.unknown')}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('page.employees')}</dt>
            <dd className="font-semibold">
              {company.employees === null ? t('page.unknown') : format.number(company.employees)}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted">{t('page.informationSource')}</p>
      </Section>

      <Briefing briefing={company.briefing} taxonomies={taxonomies} />

      <Section
        id="vacancies"
        title={t('page.vacancies', { count: company.vacancies.total, number: format.number(company.vacancies.total) })}
      >
        {company.vacancies.items.length === 0 ? (
          <p>{t('page.noVacancies')}</p>
        ) : (
          <JobList id="vacancy-list" title={t('page.openPositions')} jobs={company.vacancies.items} />
        )}
        {!all && company.vacancies.total > company.vacancies.items.length && (
          <p>
            <Link to="?vacancies=all" className={contentLinkClass}>
              {t('page.showMore')}
            </Link>
          </p>
        )}
      </Section>

      {company.locations.length > 0 && (
        <Section id="locations" title={t('page.locations')}>
          <CountBars
            label={t('page.locations')}
            rows={company.locations.map((row) => ({ label: row.key, count: row.count }))}
          />
        </Section>
      )}

      <Section id="insights" title={t('page.insights')}>
        <p className="text-sm text-muted">
          {t('page.insightsBasis', {
            count: insights.basedOn,
            number: format.number(insights.basedOn),
            from: format.date(insights.periodFrom),
          })}
        </p>
        {insights.basedOn > 0 && (
          <>
            <h3 className="font-semibold">{t('page.hiring')}</h3>
            <CountBars
              label={t('page.hiring')}
              rows={insights.hiring.map((row) => ({
                label: monthName.format(new Date(`${row.key}-01T00:00:00Z`)),
                count: row.count,
              }))}
            />
            <h3 className="font-semibold">{t('page.seniority')}</h3>
            <CountBars
              label={t('page.seniority')}
              rows={insights.seniority.map((row) => ({
                label: nameOf(taxonomies?.careerLevels, row.key) ?? String(row.key),
                count: row.count,
              }))}
            />
            <h3 className="font-semibold">{t('page.workplaces')}</h3>
            <CountBars
              label={t('page.workplaces')}
              rows={insights.workplaces.map((row) => ({ label: t(`jobs:workplace.${row.key}`), count: row.count }))}
            />
          </>
        )}
      </Section>

      <Section id="executive-salary" title={t('page.executiveSalary')}>
        <p className="leading-relaxed">
          {t('page.executiveSalaryLead', {
            level: nameOf(taxonomies?.careerLevels, company.executiveSalary.basis.filters.careerLevelId) ?? '',
          })}
        </p>
        <SalaryFigureView
          figure={company.executiveSalary}
          withheldText={t('page.executiveSalaryWithheld', {
            count: company.executiveSalary.basis.sampleSize,
            number: format.number(company.executiveSalary.basis.sampleSize),
          })}
        />
        <BasisNote basis={company.executiveSalary.basis} widenedKey="companies:page.widened" />
      </Section>

      <Section id="answers" title={t('page.answers')}>
        <p className="leading-relaxed">{t('page.answersLead')}</p>
        <p className="font-semibold" data-testid="company-answers">
          <PublisherAnswers answers={company.answers} />
        </p>
      </Section>

      <Section id="salary-rank" title={t('page.salaryRank')}>
        <p className="leading-relaxed">
          {rank.withheld || rank.percentile === null
            ? t('page.salaryRankWithheld')
            : t('page.salaryRankValue', {
                share: format.percent(rank.percentile / 100),
                count: rank.companies,
                number: format.number(rank.companies),
              })}
        </p>
        <p className="text-sm text-muted">
          {t('page.salaryRankBasis', { count: rank.positions, number: format.number(rank.positions) })}
        </p>
      </Section>

      {company.similar.length > 0 && (
        <Section id="similar" title={t('page.similar')}>
          <CompanyList companies={company.similar} taxonomies={taxonomies} />
        </Section>
      )}

      <Section id="links" title={t('page.links')}>
        <ul className="flex flex-col gap-2">
          {company.links.map((link) => (
            <li key={link.kind}>
              <Link to={link.path} className={contentLinkClass}>
                {t(`page.link.${link.kind}`, { industry: industry ?? '', country: country ?? '' })}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
