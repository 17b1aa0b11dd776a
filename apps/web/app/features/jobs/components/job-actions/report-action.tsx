import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { notify } from '../../../../components/ui/toaster.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { actionButtonClass } from './action-styles.ts';

const reportForm = () => import('./report-form.tsx');
const ReportForm = lazy(() => reportForm().then((module) => ({ default: module.ReportForm })));

/** "Report": anyone, signed in or not, can tell us what is wrong with a listing. */
export function ReportAction({ jobId, signedIn }: { jobId: number; signedIn: boolean }) {
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
      preload={() => void reportForm()}
    >
      <Suspense fallback={null}>
        <ReportForm
          signedIn={signedIn}
          jobId={jobId}
          onReported={() => {
            setOpen(false);
            notify.success(t('actions.report.thanks'));
          }}
        />
      </Suspense>
    </ActionDialog>
  );
}
