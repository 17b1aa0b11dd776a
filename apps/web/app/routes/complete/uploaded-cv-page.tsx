import { useTranslation } from 'react-i18next';
import { data, Link, useLoaderData, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { accountUploadEndpoint } from '../../features/cv/api/get-account-upload.ts';
import { useStartProcessing } from '../../features/cv/api/start-processing.ts';
import { FileSummary } from '../../features/cv/components/file-summary.tsx';
import { FlowProgress } from '../../features/cv/components/flow-progress.tsx';
import { ReviewOffer } from '../../features/cv/components/review-offer.tsx';
import { uploadFromParams } from '../../features/cv/model/upload-params.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadData } from '../../lib/endpoint.ts';
import { completePaths } from '../../lib/paths.ts';
import { translateMessageKey } from '../../lib/translate-error.ts';
import type { Route } from './+types/uploaded-cv-page';

/**
 * The upload named by the address. A member's upload (and its review request) renders on the server; a
 * visitor's is read in the browser, which can send the upload's token.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const upload = uploadFromParams(params);
  if (!upload) throw data(null, { status: 404 });
  return { upload, stored: await loadData(context, accountUploadEndpoint(upload.id)) };
}

/** `/complete/upload/:uploadId/:token/:fileName/:fileSize`: the uploaded file, processing, the review offer. */
export default function UploadedCvPage() {
  const { t } = useTranslation('cv');
  const { upload, stored } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const start = useStartProcessing(upload);
  const failure = start.error instanceof ApiError ? start.error.code : start.error ? 'internal' : undefined;

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 lg:py-12">
      <title>{`${t('uploaded.title')} – Laufbahn`}</title>
      <FlowProgress current="upload" />
      <h1 className="font-serif text-3xl lg:text-4xl">{t('uploaded.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('uploaded.lead')}</p>
      <div className="mt-8 flex flex-col gap-6">
        <FileSummary name={upload.fileName} size={upload.fileSize}>
          {failure && <Alert>{translateMessageKey(t, failure)}</Alert>}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              loading={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: () => void navigate(completePaths.scan(upload)) })}
            >
              {t('uploaded.start')}
            </Button>
            <Link to={completePaths.start} className="font-semibold text-brand underline sm:ml-3">
              {t('uploaded.otherFile')}
            </Link>
          </div>
        </FileSummary>
        <ReviewOffer upload={upload} initial={stored} />
      </div>
    </div>
  );
}
