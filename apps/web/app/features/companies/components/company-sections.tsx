import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BriefingSentence, CompanyPage, CompanySummary } from '@laufbahn/contracts/companies';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { contentLinkClass } from '../../../components/layout/content-section.tsx';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { companyPath, premiumOfferPath } from '../../../lib/paths.ts';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One statement of the briefing in the reader's language, its numbers formatted for the country version. */
function useSentence(taxonomies: Taxonomies | null) {
  const { t } = useTranslation(['companies', 'jobs']);
  const format = useFormats();
  return (sentence: BriefingSentence) => {
    const v = sentence.values;
    switch (sentence.key) {
      case 'openPositions':
        return t('briefing.openPositions', { count: Number(v.count), number: format.number(Number(v.count)) });
      case 'hiringTrend':
        return t(`briefing.hiringTrend.${String(v.trend)}`, {
          count: Number(v.recent),
          recent: format.number(Number(v.recent)),
          before: format.number(Number(v.before)),
        });
      case 'seniority':
        return t('briefing.seniority', {
          level: nameOf(taxonomies?.careerLevels, Number(v.careerLevelId)) ?? '',
          share: format.percent(Number(v.share) / 100),
        });
      case 'workplace':
        return t('briefing.workplace', {
          workplace: t(`jobs:workplace.${String(v.workplace)}`),
          share: format.percent(Number(v.share) / 100),
        });
      case 'locations':
        return t('briefing.locations', {
          count: Number(v.count),
          number: format.number(Number(v.count)),
          cities: String(v.cities),
        });
      case 'payRank':
        return t('briefing.payRank', {
          share: format.percent(Number(v.percentile) / 100),
          count: Number(v.companies),
          number: format.number(Number(v.companies)),
        });
    }
  };
}

export function Briefing({
  briefing,
  taxonomies,
}: {
  briefing: CompanyPage['briefing'];
  taxonomies: Taxonomies | null;
}) {
  const { t } = useTranslation('companies');
  const format = useFormats();
  const say = useSentence(taxonomies);
  const sentences = briefing.locked ? briefing.teaser : briefing.sentences;
  return (
    <Section id="briefing" title={t('briefing.heading')}>
      <p className="leading-relaxed">{sentences.map(say).join(' ')}</p>
      {briefing.locked && (
        <div className="rounded-md border border-line bg-surface p-4">
          <p>{t('briefing.locked', { count: briefing.hidden, number: format.number(briefing.hidden) })}</p>
          <p className="mt-2">
            <Link to={premiumOfferPath('company_briefing')} className={contentLinkClass}>
              {t('briefing.upsell')}
            </Link>
          </p>
        </div>
      )}
      <p className="text-sm text-muted">{t('briefing.source')}</p>
    </Section>
  );
}

/** A count per group as a list of bars: readable without colour, each with its number. */
export function CountBars({ rows, label }: { rows: { label: string; count: number }[]; label: string }) {
  const format = useFormats();
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{label}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="w-2/5 py-1 pr-3 text-left font-normal">
              {row.label}
            </th>
            <td className="py-1">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 rounded-sm bg-brand"
                  style={{ width: `${Math.max(2, (row.count / max) * 70)}%` }}
                />
                <span className="tabular-nums">{format.number(row.count)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CompanyList({ companies, taxonomies }: { companies: CompanySummary[]; taxonomies: Taxonomies | null }) {
  const { t } = useTranslation('companies');
  const format = useFormats();
  return (
    <ul className="flex flex-col gap-3">
      {companies.map((company) => (
        <li key={company.id} className="rounded-md border border-line p-4">
          <Link to={companyPath(company.id, company.name)} className={`${contentLinkClass} break-words`}>
            {company.name}
          </Link>
          <p className="mt-1 text-sm text-muted">
            {[
              nameOf(taxonomies?.industries, company.industryId),
              nameOf(taxonomies?.countries, company.countryId),
              t('list.open', { count: company.openPositions, number: format.number(company.openPositions) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
