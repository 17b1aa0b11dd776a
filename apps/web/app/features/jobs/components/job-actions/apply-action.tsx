import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobDetail } from '@laufbahn/contracts/jobs';
import { LAUFBAHN_JOB_SOURCE } from '@laufbahn/contracts/job-constants';
import { Button } from '../../../../components/ui/button.tsx';
import { LinkButton } from '../../../../components/ui/link-button.tsx';
import { notify } from '../../../../components/ui/toaster.tsx';
import { paths } from '../../../../lib/paths.ts';
import { translateMessageKey } from '../../../../lib/translate-error.ts';
import { useFormats } from '../../../../lib/use-formats.ts';
import { ActionDialog } from './action-dialog.tsx';

/**
 * Fetched when the button is first approached: the form's validation (zod), CV checks and the profile note (with
 * its link) stay out of the job page.
 */
const applyForm = () => import('./apply-form.tsx');
const ApplyForm = lazy(() => applyForm().then((module) => ({ default: module.ApplyForm })));
const ApplyProfileNote = lazy(() => applyForm().then((module) => ({ default: module.ApplyProfileNote })));

/**
 * "Apply now": a visitor signs in first and comes back; a member applies in a dialog. Once applied, the date and the
 * way to the applications list stand in place of the button.
 */
export function ApplyAction({ job, signedIn, loginPath }: { job: JobDetail; signedIn: boolean; loginPath: string }) {
  const { t } = useTranslation('jobs');
  const format = useFormats();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(false);

  if (!signedIn) {
    return (
      <LinkButton to={loginPath} className="w-full sm:w-auto">
        {t('actions.apply.open')}
        <span className="sr-only">{` ${t('actions.signInFirst')}`}</span>
      </LinkButton>
    );
  }

  const appliedAt = job.mine?.appliedAt ?? null;
  const canApply = !appliedAt && !closed;
  // Only a position published on Laufbahn's recruiter site passes applications on to its publisher.
  const forwarded = job.source === LAUFBAHN_JOB_SOURCE;

  return (
    <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 sm:w-auto">
      {appliedAt ? (
        <div className="flex flex-col gap-0.5">
          <p id={statusId} tabIndex={-1} className="inline-flex items-center gap-2 font-semibold text-success">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor">
              <path d="M3 8.5l3 3 7-7" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('actions.apply.appliedOn', { date: format.date(appliedAt) })}
          </p>
          <Link to={paths.member.applications} className="self-start pl-6 text-sm font-semibold text-brand underline">
            {t('actions.apply.applications')}
          </Link>
        </div>
      ) : (
        closed && (
          <p id={statusId} tabIndex={-1} className="font-semibold text-muted">
            {t('actions.apply.closed')}
          </p>
        )
      )}
      <ActionDialog
        trigger={
          canApply ? (
            <Button type="button" className="w-full sm:w-auto">
              {t('actions.apply.open')}
            </Button>
          ) : undefined
        }
        open={open}
        onOpenChange={setOpen}
        title={t('actions.apply.title', { title: job.title })}
        description={<ApplyProfileNote forwarded={forwarded} />}
        preload={() => void applyForm()}
        onCloseAutoFocus={(event) => {
          // The button is gone once applied: focus goes to what took its place.
          if (canApply) return;
          event.preventDefault();
          document.getElementById(statusId)?.focus();
        }}
      >
        <Suspense fallback={null}>
          <ApplyForm
            jobId={job.id}
            onApplied={() => {
              setOpen(false);
              notify.success(forwarded ? t('actions.apply.sent') : t('actions.apply.saved'));
            }}
            onAlreadyApplied={() => {
              setOpen(false);
              notify.error(translateMessageKey(t, 'already_applied')!);
            }}
            onExpired={() => setClosed(true)}
          />
        </Suspense>
      </ActionDialog>
    </div>
  );
}
