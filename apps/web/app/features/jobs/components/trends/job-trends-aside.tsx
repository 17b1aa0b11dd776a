import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobTrends } from '@laufbahn/contracts/jobs';
import { paths } from '../../../../lib/paths.ts';
import { useJobTrends } from '../../api/trends.ts';
import { PopularSearchLinks, SearchTrendList, TrendGroup, TrendingEmployerList } from './trend-lists.tsx';

/**
 * What is searched and who is hiring in this country version, beside the search results: popular searches, rising
 * searches and the employers with the most new positions, each leading to a search.
 */
export function JobTrendsAside({ initial, className = '' }: { initial: JobTrends | null; className?: string }) {
  const { t } = useTranslation('jobs');
  const { data: trends, isError } = useJobTrends(initial);
  return (
    <section
      aria-labelledby="job-trends-heading"
      className={`flex min-w-0 flex-col gap-6 self-start rounded-md bg-surface p-5 ${className}`}
    >
      <h2 id="job-trends-heading" className="font-serif text-2xl xl:text-xl">
        {t('trends.aside.title')}
      </h2>
      {trends ? (
        <>
          <TrendGroup
            id="trends-popular"
            title={t('trends.popular.title')}
            basis={t('trends.popular.basis')}
            emptyText={t('trends.popular.empty')}
            isEmpty={trends.popularSearches.length === 0}
          >
            <PopularSearchLinks items={trends.popularSearches} labelledBy="trends-popular" />
          </TrendGroup>
          <TrendGroup
            id="trends-rising"
            title={t('trends.rising.title')}
            basis={t('trends.rising.basis')}
            emptyText={t('trends.rising.empty')}
            isEmpty={trends.searchTrends.length === 0}
          >
            <SearchTrendList items={trends.searchTrends} labelledBy="trends-rising" />
          </TrendGroup>
          <TrendGroup
            id="trends-employers"
            title={t('trends.employers.title')}
            basis={t('trends.employers.basis')}
            emptyText={t('trends.employers.empty')}
            isEmpty={trends.trendingEmployers.length === 0}
          >
            <TrendingEmployerList items={trends.trendingEmployers} labelledBy="trends-employers" />
          </TrendGroup>
        </>
      ) : (
        <p className="text-sm text-muted">{isError ? t('trends.unavailable') : t('loading', { ns: 'common' })}</p>
      )}
      <Link to={paths.jobs.trendingTitles} className="font-semibold text-brand underline">
        {t('trends.aside.allTitles')}
      </Link>
    </section>
  );
}
