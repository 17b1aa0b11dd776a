import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { readJobTrends, useJobTrends } from '../../features/jobs/api/trends.ts';
import {
  PopularSearchLinks,
  TrendGroup,
  TrendingTitleList,
} from '../../features/jobs/components/trends/trend-lists.tsx';
import { canonicalFor, canonicalMeta } from '../../features/jobs/model/page-urls.ts';
import { paths } from '../../lib/paths.ts';
import { webContext } from '../../lib/load-context.ts';
import type { Route } from './+types/trending-job-titles-page';

export async function loader({ context, request }: Route.LoaderArgs) {
  const canonical = canonicalFor(request, webContext(context).countryVersion, paths.jobs.trendingTitles);
  return { trends: await readJobTrends(context), canonical };
}

export const meta = ({ data: loaded }: Route.MetaArgs) => canonicalMeta(loaded?.canonical);

/**
 * `/career/trending-job-titles`: the job titles with the most new positions of the country version in 14 days, and
 * the popular searches, each leading to its search (spec section 2, screen 9).
 */
export default function TrendingJobTitlesPage() {
  const { t } = useTranslation('jobs');
  const loaded = useLoaderData<typeof loader>();
  const { data: trends, isError } = useJobTrends(loaded.trends);
  return (
    <>
      <meta name="description" content={t('trends.titles.metaDescription')} />
      <ContentPage title={t('trends.titles.title')} lead={t('trends.titles.lead')}>
        {trends ? (
          <>
            <TrendGroup
              id="trending-titles"
              level={2}
              title={t('trends.titles.listTitle')}
              basis={t('trends.titles.listBasis')}
              emptyText={t('trends.titles.empty')}
              isEmpty={trends.trendingJobTitles.length === 0}
            >
              <TrendingTitleList items={trends.trendingJobTitles} labelledBy="trending-titles" />
            </TrendGroup>
            <TrendGroup
              id="trending-popular"
              level={2}
              title={t('trends.popular.title')}
              basis={t('trends.popular.basis')}
              emptyText={t('trends.popular.empty')}
              isEmpty={trends.popularSearches.length === 0}
            >
              <PopularSearchLinks items={trends.popularSearches} labelledBy="trending-popular" />
            </TrendGroup>
          </>
        ) : (
          <p>{isError ? t('trends.unavailable') : t('loading', { ns: 'common' })}</p>
        )}
        <section aria-labelledby="trending-basis" className="rounded-md bg-surface p-5">
          <h2 id="trending-basis" className="text-lg font-semibold">
            {t('trends.titles.basisTitle')}
          </h2>
          <p className="mt-1 text-sm">{t('trends.titles.basis')}</p>
          <Link to={paths.jobs.search} className="mt-3 inline-block font-semibold text-brand underline">
            {t('trends.titles.searchAll')}
          </Link>
        </section>
      </ContentPage>
    </>
  );
}
