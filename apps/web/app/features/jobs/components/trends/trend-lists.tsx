import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobTrends } from '@laufbahn/contracts/jobs';
import { useRootData } from '../../../../lib/root-data.ts';
import { keywordSearchPath, riseMessage } from './trend-model.ts';
import { numberFormat } from '@laufbahn/i18n/intl-cache';

const listLink = 'break-words font-semibold text-brand hover:underline';
/** Two columns while the section spans the page's width, one in the narrow column beside the results. */
const besideResults = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-1';

function useNumber() {
  const { formatLocale } = useRootData();
  return useMemo(() => numberFormat(formatLocale), [formatLocale]);
}

/** One trend list under its heading, with what it counts; an honest note instead of an empty list. */
export function TrendGroup({
  id,
  title,
  basis,
  emptyText,
  isEmpty,
  level = 3,
  children,
}: {
  id: string;
  title: string;
  basis: string;
  emptyText: string;
  isEmpty: boolean;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Heading id={id} className={level === 2 ? 'font-serif text-2xl' : 'text-lg font-semibold'}>
          {title}
        </Heading>
        <p className="text-sm text-muted">{basis}</p>
      </div>
      {isEmpty ? <p className="text-sm">{emptyText}</p> : children}
    </div>
  );
}

/** Popular searches as links to the search for each keyword. */
export function PopularSearchLinks({ items, labelledBy }: { items: JobTrends['popularSearches']; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.q} className="min-w-0 max-w-full">
          <Link
            to={keywordSearchPath(item.q)}
            className="inline-flex min-h-9 max-w-full items-center break-words rounded-lg border border-line bg-white px-3 py-1 text-sm font-semibold text-brand hover:border-brand hover:underline"
          >
            {item.q}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RisingIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor">
      <path d="M2 12l4.5-4.5 3 3L14 6" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10 6h4v4" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Keywords searched more than the week before, each with its rise told in words. */
export function SearchTrendList({ items, labelledBy }: { items: JobTrends['searchTrends']; labelledBy: string }) {
  const { t } = useTranslation('jobs');
  const number = useNumber();
  return (
    <ul aria-labelledby={labelledBy} className={besideResults}>
      {items.map((trend) => {
        const rise = riseMessage(trend);
        return (
          <li key={trend.q} className="flex flex-col">
            <Link to={keywordSearchPath(trend.q)} className={listLink}>
              {trend.q}
            </Link>
            <span className="inline-flex items-center gap-1 text-sm text-success">
              <RisingIcon />
              {t(rise.key, { from: number.format(rise.from), to: number.format(rise.to) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Employers with the most new positions, each a link to the search for its name. */
export function TrendingEmployerList({
  items,
  labelledBy,
}: {
  items: JobTrends['trendingEmployers'];
  labelledBy: string;
}) {
  const { t } = useTranslation('jobs');
  const number = useNumber();
  return (
    <ul aria-labelledby={labelledBy} className={besideResults}>
      {items.map((employer) => (
        <li key={`${employer.companyId ?? ''}:${employer.companyName}`} className="flex flex-col">
          <Link to={keywordSearchPath(employer.companyName)} className={listLink}>
            {employer.companyName}
          </Link>
          <span className="text-sm text-muted">
            {t('trends.newPositions', { count: employer.count, number: number.format(employer.count) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Job titles ranked by new positions, each a link to the search for the title. */
export function TrendingTitleList({
  items,
  labelledBy,
}: {
  items: JobTrends['trendingJobTitles'];
  labelledBy: string;
}) {
  const { t } = useTranslation('jobs');
  const number = useNumber();
  return (
    <ol aria-labelledby={labelledBy} className="divide-y divide-line rounded-md border border-line bg-white">
      {items.map((item, index) => (
        <li key={item.title} className="flex items-baseline gap-3 px-4 py-3 sm:gap-4 sm:px-5">
          <span aria-hidden="true" className="w-6 shrink-0 text-right font-serif text-lg text-muted">
            {number.format(index + 1)}
          </span>
          <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <Link
              to={keywordSearchPath(item.title)}
              className="break-words font-serif text-lg text-brand hover:underline"
            >
              {item.title}
            </Link>
            <span className="shrink-0 text-sm text-muted">
              {t('trends.newPositions', { count: item.count, number: number.format(item.count) })}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
