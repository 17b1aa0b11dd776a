import { useTranslation } from 'react-i18next';
import type { RecentlyViewedList as RecentlyViewed } from '@laufbahn/contracts/jobs';
import { paths } from '../../../../lib/paths.ts';
import { useFormats } from '../../../../lib/use-formats.ts';
import { useRecentlyViewed } from '../../api/member-lists.ts';
import { EmptyState, ListLoadState } from './list-states.tsx';
import { MemberJobList } from './member-job-list.tsx';

/** `/account/recently-viewed`: the positions the member opened last, newest first. */
export function RecentlyViewedList({ initial }: { initial: RecentlyViewed | null }) {
  const { t } = useTranslation('jobs');
  const format = useFormats();
  const viewed = useRecentlyViewed(initial);
  const items = viewed.data?.items ?? [];
  return (
    <ListLoadState query={viewed}>
      {items.length === 0 ? (
        <EmptyState
          id="recently-viewed-empty"
          title={t('lists.recentlyViewed.emptyTitle')}
          text={t('lists.recentlyViewed.emptyText')}
          actions={[{ to: paths.jobs.search, label: t('lists.toSearch') }]}
        />
      ) : (
        <MemberJobList
          entries={items.map((job) => ({
            job,
            note: t('lists.recentlyViewed.viewedOn', { date: format.date(job.viewedAt) }),
          }))}
        />
      )}
    </ListLoadState>
  );
}
