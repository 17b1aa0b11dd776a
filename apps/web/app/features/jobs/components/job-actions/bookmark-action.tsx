import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { LinkButton } from '../../../../components/ui/link-button.tsx';
import { notify } from '../../../../components/ui/toaster.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { translateMessageKey } from '../../../../lib/translate-error.ts';
import { useSetBookmark } from '../../api/job-actions.ts';
import { actionButtonClass } from './action-styles.ts';

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
    >
      <path d="M4 2.5h8v11l-4-2.75-4 2.75z" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** "Bookmark" as a toggle for members (pressed while the position is a favourite); visitors sign in first. */
export function BookmarkAction({
  jobId,
  bookmarked,
  signedIn,
  loginPath,
}: {
  jobId: number;
  bookmarked: boolean;
  signedIn: boolean;
  loginPath: string;
}) {
  const { t } = useTranslation('jobs');
  const setBookmark = useSetBookmark(jobId);

  if (!signedIn) {
    return (
      <LinkButton to={loginPath} variant="secondary" className={actionButtonClass}>
        <BookmarkIcon filled={false} />
        {t('actions.bookmark.label')}
        <span className="sr-only">{` ${t('actions.signInFirst')}`}</span>
      </LinkButton>
    );
  }

  return (
    <Button
      type="button"
      variant="secondary"
      aria-pressed={bookmarked}
      title={bookmarked ? t('actions.bookmark.saved') : undefined}
      className={`${actionButtonClass} ${bookmarked ? '!bg-surface' : ''}`}
      onClick={() =>
        setBookmark
          .mutateAsync(!bookmarked)
          .catch((error: unknown) =>
            notify.error(translateMessageKey(t, error instanceof ApiError ? error.code : 'internal')!),
          )
      }
    >
      <BookmarkIcon filled={bookmarked} />
      {t('actions.bookmark.label')}
    </Button>
  );
}
