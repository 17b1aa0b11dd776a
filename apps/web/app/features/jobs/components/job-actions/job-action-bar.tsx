import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@laufbahn/contracts/jobs';
import { jobPath, loginWithReturn } from '../../../../lib/paths.ts';
import { useRootData } from '../../../../lib/root-data.ts';
import { jobSlug } from '../../model/format.ts';
import { canonicalUrl } from '../../model/page-urls.ts';
import { ApplyAction } from './apply-action.tsx';
import { BookmarkAction } from './bookmark-action.tsx';
import { ReportAction } from './report-action.tsx';
import { ShareMenu } from './share-menu.tsx';

/**
 * Apply, bookmark, share and report, under the position's header; it stays in view while the description scrolls
 * on wide screens. A locked position offers no application: the Premium teaser stands in for it.
 */
export function JobActionBar({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs');
  const { account, countryUrls, countryVersion } = useRootData();
  const path = jobPath(job.id, jobSlug(job.title));
  const loginPath = loginWithReturn(path);
  const signedIn = Boolean(account);

  return (
    <div
      role="group"
      aria-label={t('actions.label')}
      data-testid="job-actions"
      className="-mx-4 border-y border-line bg-white/95 px-4 py-3 backdrop-blur sm:-mx-5 sm:px-5 lg:sticky lg:top-0 lg:z-30"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {!job.locked && <ApplyAction job={job} signedIn={signedIn} loginPath={loginPath} />}
        <div className="grid grid-cols-3 gap-2 sm:ml-auto sm:flex sm:flex-wrap sm:items-center">
          <BookmarkAction
            jobId={job.id}
            bookmarked={job.mine?.bookmarked ?? false}
            signedIn={signedIn}
            loginPath={loginPath}
          />
          <ShareMenu title={job.title} url={canonicalUrl(countryUrls, countryVersion, path)} />
          <ReportAction jobId={job.id} signedIn={signedIn} />
        </div>
      </div>
    </div>
  );
}
