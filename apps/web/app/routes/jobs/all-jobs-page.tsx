import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { JobSearchView } from '../../features/jobs/components/job-search-view.tsx';
import { canonicalMeta } from '../../features/jobs/model/page-urls.ts';
import { paths } from '../../lib/paths.ts';
import { loadJobSearch } from './search-loader.ts';
import type { Route } from './+types/all-jobs-page';

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadJobSearch(context, request, 'date', paths.jobs.all);

export const meta = ({ data: loaded }: Route.MetaArgs) => canonicalMeta(loaded?.canonical);

/**
 * `/career/view-jobs`: every open position, newest first, with the same filters; a keyword turns it into a search
 * on `/career/show` (docs/decisions/0015-job-pages.md).
 */
export default function AllJobsPage() {
  const { t } = useTranslation('jobs');
  const { params, home, firstPage, taxonomies } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`${t('all.title')} – Laufbahn`}</title>
      <meta name="description" content={t('all.metaDescription')} />
      <JobSearchView
        heading={t('all.title')}
        lead={t('all.lead')}
        params={params}
        home={home}
        path={paths.jobs.all}
        keywordPath={paths.jobs.search}
        defaultSort="date"
        firstPage={firstPage}
        taxonomies={taxonomies}
      />
    </>
  );
}
