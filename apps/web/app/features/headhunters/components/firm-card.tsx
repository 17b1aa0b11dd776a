import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HeadhunterSummary } from '@laufbahn/contracts/headhunters';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { namesOf } from '../../../lib/reference/taxonomies.ts';
import { headhunterPath } from '../model/headhunter-paths.ts';

/** What a firm covers, as a definition list: functions, industries, cities served. */
export function FirmFacts({ firm, taxonomies }: { firm: HeadhunterSummary; taxonomies: Taxonomies | null }) {
  const { t } = useTranslation('pages');
  const rows = [
    { label: t('headhunters.firm.functions'), value: namesOf(taxonomies?.functions, firm.functionIds).join(', ') },
    { label: t('headhunters.firm.industries'), value: namesOf(taxonomies?.industries, firm.industryIds).join(', ') },
    { label: t('headhunters.firm.locations'), value: firm.locations.map((location) => location.name).join(', ') },
  ].filter((row) => row.value);
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd className="mb-1 sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One firm in the directory's results. */
export function FirmCard({ firm, taxonomies }: { firm: HeadhunterSummary; taxonomies: Taxonomies | null }) {
  const { t } = useTranslation('pages');
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-serif text-xl">
          <Link to={headhunterPath(firm.id)} className="text-brand underline">
            {firm.name}
          </Link>
        </h3>
        <span className="text-sm font-semibold">
          {t('headhunters.firm.openMandates', { count: firm.openMandates })}
        </span>
      </div>
      <p className="line-clamp-3 leading-relaxed text-muted">{firm.description}</p>
      <FirmFacts firm={firm} taxonomies={taxonomies} />
    </li>
  );
}
