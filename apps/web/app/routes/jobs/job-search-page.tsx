import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { readJobTrends } from '../../features/jobs/api/trends.ts';
import { JobSearchView } from '../../features/jobs/components/job-search-view.tsx';
import { canonicalUrl } from '../../features/jobs/model/page-urls.ts';
import { jobSearchQueryString } from '../../features/jobs/model/search-params.ts';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import { loadJobSearch } from './search-loader.ts';
import type { Route } from './+types/job-search-page';

/** The search and, beside it, the trends of the country version (shown also when nothing matches). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [search, trends] = await Promise.all([loadJobSearch(context, request, 'relevance'), readJobTrends(context)]);
  return { ...search, trends };
}

/** `/career/show`: the job search, its filters in the address (spec section 2, screen 9). */
export default function JobSearchPage() {
  const { t } = useTranslation('jobs');
  const { params, home, firstPage, taxonomies, trends } = useLoaderData<typeof loader>();
  const { countryUrls, countryVersion } = useRootData();
  const query = jobSearchQueryString(params, 'relevance', home);
  const heading = params.q ? t('search.titleWithQuery', { query: params.q }) : t('search.title');
  return (
    <>
      <title>{`${heading} – Laufbahn`}</title>
      <meta name="description" content={t('search.metaDescription')} />
      <link
        rel="canonical"
        href={canonicalUrl(countryUrls, countryVersion, query ? `${paths.jobs.search}?${query}` : paths.jobs.search)}
      />
      <JobSearchView
        heading={heading}
        lead={params.q ? undefined : t('search.lead')}
        params={params}
        home={home}
        path={paths.jobs.search}
        keywordPath={paths.jobs.search}
        defaultSort="relevance"
        firstPage={firstPage}
        taxonomies={taxonomies}
        trends={trends}
      />
    </>
  );
}
