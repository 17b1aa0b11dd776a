import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOB_ACTION_LIMITS, jobApplicationBody } from '@laufbahn/contracts/jobs';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { paths, profilePaths } from '../../../../lib/paths.ts';
import { translateMessageKey } from '../../../../lib/translate-error.ts';
import { useApplyForJob, useUploadApplicationCv } from '../../api/job-actions.ts';
import { DialogCancel } from './action-dialog-frame.tsx';
import { checkCvFile } from '../../../../lib/cv-file/file-check.ts';
import { uploadProblem } from '../../../../lib/cv-file/upload-problem.ts';
import { CvAttachment } from './cv-attachment.tsx';

/** The form's part of the application; the CV travels separately and arrives as `uploadId`. */
const applicationForm = jobApplicationBody.omit({ uploadId: true });
const FIELDS = ['message', 'termsAccepted'] as const;

const linkClass = 'font-semibold text-brand underline';

export interface ApplyFormProps {
  jobId: number;
  onApplied: () => void;
  /** 409 `already_applied`: the page learns when from the position's detail. */
  onAlreadyApplied: () => void;
  /** 409 `job_expired`: the position closed while the page was open. */
  onExpired: () => void;
}

/**
 * The application: the profile always goes along; a message and a CV may. A chosen CV is checked here, uploaded on
 * sending, and kept uploaded when the application itself has to be sent again.
 */
export function ApplyForm({ jobId, onApplied, onAlreadyApplied, onExpired }: ApplyFormProps) {
  const { t } = useTranslation('jobs');
  const apply = useApplyForJob(jobId);
  const upload = useUploadApplicationCv();
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; id: number } | null>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(applicationForm),
    defaultValues: { message: '' },
  });
  const typed = useWatch({ control, name: 'message' });
  const message = (key?: string) => translateMessageKey(t, key);

  const choose = (chosen: File) => {
    const problem = checkCvFile(chosen);
    setFileProblem(problem ?? undefined);
    setFile(problem ? null : chosen);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    let uploadId = uploaded?.file === file ? uploaded?.id : undefined;
    if (file && uploadId === undefined) {
      try {
        uploadId = (await upload.mutateAsync(file)).id;
        setUploaded({ file, id: uploadId });
      } catch (error) {
        setFileProblem(uploadProblem(error));
        return;
      }
    }
    try {
      const text = values.message?.trim() ? values.message : undefined;
      await apply.mutateAsync({ termsAccepted: values.termsAccepted, message: text, uploadId });
      onApplied();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'already_applied') return onAlreadyApplied();
      if (code === 'job_expired') {
        setExpired(true);
        return onExpired();
      }
      if (error instanceof ApiError && error.fields.uploadId?.[0]) setFileProblem(error.fields.uploadId[0]);
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  if (expired) {
    return (
      <div className="flex flex-col gap-5">
        <Alert>{t('actions.apply.expired')}</Alert>
        <DialogCancel asChild>
          <Button type="button" variant="secondary" className="self-end">
            {t('actions.close')}
          </Button>
        </DialogCancel>
      </div>
    );
  }

  const sending = upload.isPending || apply.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{message(formError)}</Alert>}
      <TextareaField
        label={t('actions.apply.message')}
        length={typed?.length ?? 0}
        maxLength={JOB_ACTION_LIMITS.messageMaxLength}
        rows={5}
        error={message(formState.errors.message?.message)}
        {...register('message')}
      />
      <CvAttachment
        file={file}
        onChoose={choose}
        onRemove={() => {
          setFile(null);
          setFileProblem(undefined);
        }}
        error={message(fileProblem)}
        disabled={sending}
      />
      <CheckboxField
        label={
          <Trans
            t={t}
            i18nKey="actions.apply.terms"
            components={{
              terms: <Link to={paths.info.terms} target="_blank" className={linkClass} />,
              privacy: <Link to={paths.info.privacy} target="_blank" className={linkClass} />,
            }}
          />
        }
        error={message(formState.errors.termsAccepted?.message)}
        {...register('termsAccepted')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel asChild>
          <Button type="button" variant="ghost">
            {t('actions.cancel')}
          </Button>
        </DialogCancel>
        <Button type="submit" loading={sending}>
          {t('actions.apply.submit')}
        </Button>
      </div>
    </form>
  );
}

/** What happens with the application: passed on to the publisher, or (feed positions) kept in the account only. */
export function ApplyProfileNote({ forwarded }: { forwarded: boolean }) {
  const { t } = useTranslation('jobs');
  return (
    <Trans
      t={t}
      i18nKey={forwarded ? 'actions.apply.profileNote' : 'actions.apply.notForwardedNote'}
      components={{
        profile: <Link to={profilePaths.overview} target="_blank" className="font-semibold text-brand underline" />,
      }}
    />
  );
}
