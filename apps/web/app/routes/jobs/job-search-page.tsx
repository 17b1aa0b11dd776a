import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { readJobTrends } from '../../features/jobs/api/trends.ts';
import { JobSearchView } from '../../features/jobs/components/job-search-view.tsx';
import { canonicalMeta } from '../../features/jobs/model/page-urls.ts';
import { paths } from '../../lib/paths.ts';
import { loadJobSearch } from './search-loader.ts';
import type { Route } from './+types/job-search-page';

/** The search and, beside it, the trends of the country version (shown also when nothing matches). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [search, trends] = await Promise.all([
    loadJobSearch(context, request, 'relevance', paths.jobs.search),
    readJobTrends(context),
  ]);
  return { ...search, trends };
}

export const meta = ({ data: loaded }: Route.MetaArgs) => canonicalMeta(loaded?.canonical);

/** `/career/show`: the job search, its filters in the address (spec section 2, screen 9). */
export default function JobSearchPage() {
  const { t } = useTranslation('jobs');
  const { params, home, firstPage, taxonomies, trends } = useLoaderData<typeof loader>();
  const heading = params.q ? t('search.titleWithQuery', { query: params.q }) : t('search.title');
  return (
    <>
      <title>{`${heading} – Laufbahn`}</title>
      <meta name="description" content={t('search.metaDescription')} />
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
