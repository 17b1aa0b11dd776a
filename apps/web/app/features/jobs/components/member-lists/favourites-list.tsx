import { useTranslation } from 'react-i18next';
import type { FavouritesList as Favourites } from '@laufbahn/contracts/jobs';
import { Button } from '../../../../components/ui/button.tsx';
import { notify } from '../../../../components/ui/toaster.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { translateMessageKey } from '../../../../lib/translate-error.ts';
import { useFormats } from '../../../../lib/use-formats.ts';
import { useFavourites, useRemoveFavourite } from '../../api/member-lists.ts';
import { EmptyState, ListLoadState, useFocusAfterRemoval } from './list-states.tsx';
import { MemberJobList } from './member-job-list.tsx';

const EMPTY_ID = 'favourites-empty';

/** `/account/favourites`: positions the member bookmarked, newest first, each removable at once. */
export function FavouritesList({ initial }: { initial: Favourites | null }) {
  const { t } = useTranslation('jobs');
  const format = useFormats();
  const favourites = useFavourites(initial);
  const remove = useRemoveFavourite();
  const items = favourites.data?.items ?? [];
  const { headingRef, removing } = useFocusAfterRemoval(items.length, EMPTY_ID);

  const onRemove = (jobId: number) => {
    removing();
    remove.mutate(jobId, {
      onSuccess: () => notify.success(t('lists.favourites.removed')),
      onError: (error) =>
        notify.error(translateMessageKey(t, error instanceof ApiError ? error.code : 'internal') ?? ''),
    });
  };

  return (
    <ListLoadState query={favourites}>
      {items.length === 0 ? (
        <EmptyState
          id={EMPTY_ID}
          title={t('lists.favourites.emptyTitle')}
          text={t('lists.favourites.emptyText')}
          actions={[{ to: paths.jobs.search, label: t('lists.toSearch') }]}
        />
      ) : (
        <MemberJobList
          ref={headingRef}
          entries={items.map((job) => ({
            job,
            note: t('lists.favourites.savedOn', { date: format.date(job.bookmarkedAt) }),
            action: (
              <Button
                variant="ghost"
                className="!px-3"
                aria-label={t('lists.favourites.removeLabel', { title: job.title })}
                onClick={() => onRemove(job.id)}
              >
                {t('lists.favourites.remove')}
              </Button>
            ),
          }))}
        />
      )}
    </ListLoadState>
  );
}
