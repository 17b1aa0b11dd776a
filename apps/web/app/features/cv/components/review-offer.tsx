import { useTranslation } from 'react-i18next';
import type { AccountUpload } from '@laufbahn/contracts/cv';
import { LIMITS } from '@laufbahn/contracts/limits';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDateTimeFormat } from '../../../components/ui/date-time.tsx';
import type { UploadedCv } from '../../../lib/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useAccountUpload } from '../api/get-account-upload.ts';
import { useRequestCvReview } from '../api/request-cv-review.ts';

/** The partner's free CV review (spec section 4): offered once; once requested, when it will arrive. */
export function ReviewOffer({ upload, initial }: { upload: UploadedCv; initial?: AccountUpload | null }) {
  const { t } = useTranslation('cv');
  const stored = useAccountUpload(upload, initial);
  const request = useRequestCvReview(upload);
  const dateTime = useDateTimeFormat();
  const review = request.data ?? stored.data?.reviewRequest ?? null;
  const failure = request.error instanceof ApiError ? request.error.code : request.error ? 'internal' : undefined;

  return (
    <section aria-labelledby="cv-review-title" className="rounded-lg bg-surface p-5">
      <h2 id="cv-review-title" className="font-serif text-xl">
        {t('review.title')}
      </h2>
      <p className="mt-2 text-muted">{t('review.text', { hours: LIMITS.cvReviewHours })}</p>
      <div className="mt-4" aria-live="polite">
        {review ? (
          <p className="rounded-md border-l-4 border-success bg-white px-4 py-3">
            <span className="block font-semibold text-success">{t('review.requested')}</span>
            <span className="block">{t('review.due', { date: dateTime(review.dueAt) })}</span>
          </p>
        ) : (
          <Button
            variant="secondary"
            loading={request.isPending}
            disabled={stored.isPending && !stored.data && !stored.isError}
            onClick={() => request.mutate()}
          >
            {t('review.request')}
          </Button>
        )}
      </div>
      {failure && (
        <div className="mt-3">
          <Alert>{translateMessageKey(t, failure)}</Alert>
        </div>
      )}
    </section>
  );
}
