import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CV_PROBLEMS } from '@laufbahn/contracts/cv';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { confirmGeneratedProfile } from '../../../features/cv/api/confirm-generated-profile.ts';
import { useProcessingStatus } from '../../../features/cv/api/get-processing-status.ts';
import { useProcessing } from '../../../features/cv/api/start-processing.ts';
import { uploadTokenHeaders } from '../../../features/cv/api/upload-token.ts';
import { CvDropzone } from '../../../features/cv/components/cv-dropzone.tsx';
import { FileSummary } from '../../../features/cv/components/file-summary.tsx';
import { ScanStages } from '../../../features/cv/components/scan-stages.tsx';
import { StepShell } from '../../../features/onboarding/components/step-shell.tsx';
import { nextStep, onboardingPath, previousStep } from '../../../features/onboarding/model/steps.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { UploadedCv } from '../../../lib/paths.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { fillFromWizard } from './fill-from-wizard.ts';
import { noteMemberSkip } from './member-skips.ts';

/** The uploaded CV lives in the address (`?upload=…`), so a reload resumes the processing where it was. */
function uploadFromSearch(params: URLSearchParams): UploadedCv | null {
  const id = Number(params.get('upload'));
  const fileSize = Number(params.get('size'));
  const token = params.get('token');
  const fileName = params.get('file');
  if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(fileSize) || fileSize < 0) return null;
  return token && fileName ? { id, token, fileName, fileSize } : null;
}

/** Processing the uploaded CV: the real stages as they happen, then the profile goes into the member's own. */
function Processing({ upload, onOtherFile }: { upload: UploadedCv; onOtherFile: () => void }) {
  const { t } = useTranslation('onboarding');
  const { t: tCv } = useTranslation('cv');
  const navigate = useNavigate();
  const { countryVersion } = useRootData();
  const processing = useProcessing(upload);
  const profileId = processing.data?.id;
  const polled = useProcessingStatus(profileId, uploadTokenHeaders(upload));
  const status =
    polled.data ??
    (processing.data ? { id: processing.data.id, status: processing.data.status, stages: [] } : undefined);
  const ready = status?.status === 'ready';
  const failed = status?.status === 'failed';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const callFailed = processing.error ?? polled.error;
  const callFailure = callFailed instanceof ApiError ? callFailed.code : callFailed ? 'internal' : undefined;
  const reason = failed ? (status.reason ? CV_PROBLEMS[status.reason] : CV_PROBLEMS.unreadable) : undefined;

  const confirm = async () => {
    if (!ready || profileId === undefined) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await fillFromWizard(profileId, countryVersion);
      await confirmGeneratedProfile(profileId);
      noteMemberSkip('cv', false);
      notify.success(t('steps.cv.confirmed'));
      await navigate(onboardingPath(nextStep('cv')!));
    } catch (error) {
      setFailure(translateMessageKey(t, error instanceof ApiError ? error.code : 'internal'));
      setBusy(false);
    }
  };

  return (
    <StepShell
      title={ready ? t('steps.cv.readyTitle') : t('steps.cv.processingTitle')}
      lead={ready ? t('steps.cv.readyLead') : t('steps.cv.processingLead')}
      submitLabel={t('steps.cv.confirm')}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      onBack={onOtherFile}
      onSkip={() => {
        noteMemberSkip('cv', true);
        void navigate(onboardingPath(nextStep('cv')!));
      }}
      busy={busy || (!ready && !reason && !callFailure)}
      error={failure}
    >
      <FileSummary name={upload.fileName} size={upload.fileSize} />
      <ScanStages status={status} />
      {(reason || callFailure) && (
        <div className="flex flex-col gap-4">
          <Alert>{translateMessageKey(tCv, reason ?? callFailure)}</Alert>
          <div>
            <Button type="button" variant="secondary" onClick={onOtherFile}>
              {t('scan.tryAnother', { ns: 'cv' })}
            </Button>
          </div>
        </div>
      )}
    </StepShell>
  );
}

/** Upload a CV (or skip): the profile is filled from it. */
export function CvStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const upload = uploadFromSearch(params);
  const previous = previousStep('cv')!;
  if (upload) return <Processing key={upload.id} upload={upload} onOtherFile={() => setParams({})} />;
  return (
    <StepShell
      title={t('steps.cv.title')}
      lead={t('steps.cv.lead')}
      onSubmit={(event) => event.preventDefault()}
      onBack={() => void navigate(onboardingPath(previous))}
      onSkip={() => {
        noteMemberSkip('cv', true);
        void navigate(onboardingPath(nextStep('cv')!));
      }}
      showSubmit={false}
    >
      <CvDropzone
        onUploaded={(uploaded) =>
          setParams({
            upload: String(uploaded.id),
            token: uploaded.token,
            file: uploaded.fileName,
            size: String(uploaded.fileSize),
          })
        }
      />
    </StepShell>
  );
}
