import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData, useNavigate } from 'react-router';
import { CV_PROBLEMS } from '@laufbahn/contracts/cv';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useProcessingStatus } from '../../features/cv/api/get-processing-status.ts';
import { useProcessing } from '../../features/cv/api/start-processing.ts';
import { uploadTokenHeaders } from '../../features/cv/api/upload-token.ts';
import { FileSummary } from '../../features/cv/components/file-summary.tsx';
import { FlowProgress } from '../../features/cv/components/flow-progress.tsx';
import { ScanStages } from '../../features/cv/components/scan-stages.tsx';
import { uploadFromParams } from '../../features/cv/model/upload-params.ts';
import { ApiError } from '../../lib/api-client.ts';
import { completePaths, loginWithReturn, registrationWithReturn } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import { translateMessageKey } from '../../lib/translate-error.ts';
import type { Route } from './+types/scan-page';

/** How long "profile ready" stays on screen before the verify pages open. */
const READY_PAUSE_MS = 1200;

export function loader({ params }: Route.LoaderArgs) {
  const upload = uploadFromParams(params);
  if (!upload) throw data(null, { status: 404 });
  return { upload };
}

/**
 * `…/scan`: the CV's processing stages as they happen, then on to checking the profile. A visitor's profile waits
 * for an account: registration or login claims the upload and returns to the verify pages.
 */
export default function ScanPage() {
  const { t } = useTranslation('cv');
  const { upload } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { account } = useRootData();
  const visitor = !account;
  const processing = useProcessing(upload);
  const profileId = processing.data?.id;
  const polled = useProcessingStatus(profileId, uploadTokenHeaders(upload));
  const status =
    polled.data ??
    (processing.data ? { id: processing.data.id, status: processing.data.status, stages: [] } : undefined);
  const ready = status?.status === 'ready';
  const failed = status?.status === 'failed';

  useEffect(() => {
    if (!ready || profileId === undefined || visitor) return;
    const timer = setTimeout(
      () => void navigate(completePaths.verify(profileId).overview, { replace: true }),
      READY_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [ready, profileId, visitor, navigate]);

  const callFailed = processing.error ?? polled.error;
  const callFailure = callFailed instanceof ApiError ? callFailed.code : callFailed ? 'internal' : undefined;
  const reason = failed ? (status.reason ? CV_PROBLEMS[status.reason] : CV_PROBLEMS.unreadable) : undefined;
  const title = ready ? t('scan.readyTitle') : failed ? t('scan.failedTitle') : t('scan.title');

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 lg:py-12">
      <title>{`${title} – Laufbahn`}</title>
      <FlowProgress current="scan" />
      <h1 className="font-serif text-3xl lg:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted">
        {!ready ? t('scan.lead') : visitor ? t('scan.visitor.readyLead') : t('scan.readyLead')}
      </p>
      <div className="mt-8 flex flex-col gap-6">
        <FileSummary name={upload.fileName} size={upload.fileSize} />
        <ScanStages status={status} readyAnnouncement={visitor ? t('scan.visitor.announceReady') : undefined} />
        {reason && (
          <div className="flex flex-col gap-4">
            <Alert>{translateMessageKey(t, reason)}</Alert>
            <div>
              <LinkButton to={completePaths.start}>{t('scan.tryAnother')}</LinkButton>
            </div>
          </div>
        )}
        {callFailure && !reason && (
          <div className="flex flex-col gap-4">
            <Alert>{translateMessageKey(t, callFailure)}</Alert>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => void (processing.isError ? processing.refetch() : polled.refetch())}>
                {t('scan.retry')}
              </Button>
              <LinkButton to={completePaths.start} variant="secondary">
                {t('scan.tryAnother')}
              </LinkButton>
            </div>
          </div>
        )}
        {ready && profileId !== undefined && !visitor && (
          <div>
            <LinkButton to={completePaths.verify(profileId).overview} replace>
              {t('scan.continue')}
            </LinkButton>
          </div>
        )}
        {ready && profileId !== undefined && visitor && (
          <section aria-labelledby="keep-profile" className="rounded-lg border border-line bg-surface p-5">
            <h2 id="keep-profile" className="font-serif text-xl">
              {t('scan.visitor.title')}
            </h2>
            <p className="mt-2">{t('scan.visitor.text')}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
              <LinkButton to={registrationWithReturn(completePaths.verify(profileId).overview)}>
                {t('scan.visitor.register')}
              </LinkButton>
              <LinkButton to={loginWithReturn(completePaths.verify(profileId).overview)} variant="secondary">
                {t('scan.visitor.login')}
              </LinkButton>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
