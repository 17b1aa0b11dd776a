import { useTranslation } from 'react-i18next';
import type { ApplicationsList as Applications } from '@laufbahn/contracts/jobs';
import { paths } from '../../../../lib/paths.ts';
import { useFormats } from '../../../../lib/use-formats.ts';
import { useApplications } from '../../api/member-lists.ts';
import { useApplicationStatus } from '../../model/use-application-status.ts';
import { EmptyState, ListLoadState } from './list-states.tsx';
import { MemberJobList } from './member-job-list.tsx';

/** `/account/applications` ("already applied"): positions the member applied for, newest application first. */
export function ApplicationsList({ initial }: { initial: Applications | null }) {
  const { t } = useTranslation('jobs');
  const format = useFormats();
  const statusOf = useApplicationStatus();
  const applications = useApplications(initial);
  const items = applications.data?.items ?? [];
  return (
    <ListLoadState query={applications}>
      {items.length === 0 ? (
        <EmptyState
          id="applications-empty"
          title={t('lists.applications.emptyTitle')}
          text={t('lists.applications.emptyText')}
          actions={[{ to: paths.jobs.search, label: t('lists.toSearch') }]}
        />
      ) : (
        <MemberJobList
          entries={items.map((job) => ({
            job,
            note: [
              t('lists.applications.appliedOn', { date: format.date(job.appliedAt) }),
              ...statusOf(job.application),
            ].join(' · '),
          }))}
        />
      )}
    </ListLoadState>
  );
}
