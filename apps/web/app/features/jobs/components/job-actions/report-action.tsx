import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOB_ACTION_LIMITS, JOB_REPORT_REASONS, jobReportBody } from '@laufbahn/contracts/jobs';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { RadioGroup } from '../../../../components/ui/radio-group.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { notify } from '../../../../components/ui/toaster.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../../../lib/translate-error.ts';
import { useReportJob } from '../../api/job-actions.ts';
import { ActionDialog, DialogCancel } from './action-dialog.tsx';
import { actionButtonClass } from './action-styles.ts';

const FIELDS = ['reason', 'comment'] as const;

function ReportForm({ jobId, onReported }: { jobId: number; onReported: () => void }) {
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
            options={JOB_REPORT_REASONS.map((reason) => ({
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

/** "Report": anyone, signed in or not, can tell us what is wrong with a listing. */
export function ReportAction({ jobId }: { jobId: number }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  return (
    <ActionDialog
      trigger={
        <Button type="button" variant="secondary" className={actionButtonClass}>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor">
            <path d="M3.5 14.5v-12m0 .5h8l-1.5 3 1.5 3h-8" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
          {t('actions.report.label')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('actions.report.title')}
      description={t('actions.report.lead')}
    >
      <ReportForm
        jobId={jobId}
        onReported={() => {
          setOpen(false);
          notify.success(t('actions.report.thanks'));
        }}
      />
    </ActionDialog>
  );
}
