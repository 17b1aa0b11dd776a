import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOB_ACTION_LIMITS, JOB_REPORT_REASONS, jobReportBody } from '@laufbahn/contracts/jobs';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { RadioGroup } from '../../../../components/ui/radio-group.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../../../lib/translate-error.ts';
import { useReportJob } from '../../api/job-actions.ts';
import { DialogCancel } from './action-dialog-frame.tsx';

const FIELDS = ['reason', 'comment'] as const;

/** The report form, loaded when the dialog first opens (zod and react-hook-form stay out of the job page). */
export function ReportForm({
  jobId,
  onReported,
  signedIn,
}: {
  jobId: number;
  onReported: () => void;
  /** "Filled" counts towards "possibly filled" and is therefore a member's report only. */
  signedIn: boolean;
}) {
  const { t } = useTranslation('jobs');
  const report = useReportJob(jobId);
  const [formError, setFormError] = useState<string>();
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(jobReportBody),
    defaultValues: { comment: '' },
  });
  const message = (key?: string) => translateMessageKey(t, key);
  const commentRequired = useWatch({ control, name: 'reason' }) === 'other';
  const comment = useWatch({ control, name: 'comment' });

  const onSubmit = handleSubmit(async ({ reason, comment }) => {
    setFormError(undefined);
    try {
      await report.mutateAsync({ reason, comment: comment?.trim() ? comment : undefined });
      onReported();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{message(formError)}</Alert>}
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('actions.report.reason')}
            legendClassName="mb-1 text-sm font-semibold"
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={JOB_REPORT_REASONS.filter((reason) => signedIn || reason !== 'filled').map((reason) => ({
              value: reason,
              label: t(`actions.report.reasons.${reason}`),
            }))}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <TextareaField
        label={commentRequired ? t('actions.report.commentRequired') : t('actions.report.comment')}
        length={comment?.length ?? 0}
        maxLength={JOB_ACTION_LIMITS.commentMaxLength}
        rows={4}
        aria-required={commentRequired || undefined}
        error={message(formState.errors.comment?.message)}
        {...register('comment')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel asChild>
          <Button type="button" variant="ghost">
            {t('actions.cancel')}
          </Button>
        </DialogCancel>
        <Button type="submit" loading={report.isPending}>
          {t('actions.report.submit')}
        </Button>
      </div>
    </form>
  );
}
