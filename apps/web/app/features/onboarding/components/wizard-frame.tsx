import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import type { OnboardingStep } from '@laufbahn/contracts/onboarding';
import { StepProgress } from '../../../components/form/step-progress.tsx';
import { loadOnce } from '../../../components/ui/on-first-use.ts';
import { paths } from '../../../lib/paths.ts';
import { staysInWizard, stepPosition } from '../model/steps.ts';
import { STEP_HEADING_ID } from './step-shell.tsx';
import { StepOutline } from './step-outline.tsx';

// The leave dialog's code (Radix, with its scroll lock) is no part of a step: it is fetched when the browser is idle
// after the step has hydrated, or sooner when the pointer or the focus reaches the Leave button (decision 0064).
const leaveDialog = loadOnce(() => import('../../../components/ui/confirm-dialog.tsx'));
const ConfirmDialog = lazy(() => leaveDialog.load().then((module) => ({ default: module.ConfirmDialog })));
const fetchLeaveDialog = () => void leaveDialog.load();

/**
 * The wizard around every step: progress, the outline of all steps (when `outline`), and the way out. Leaving —
 * with the Leave button or any link outside `/onboarding` — asks first; moving between steps and reloading do
 * not, because every answer is already kept on the server. Once done, nothing asks.
 */
export function WizardFrame({
  step,
  outline,
  children,
}: {
  step: OnboardingStep;
  outline: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const done = step === 'done';
  const leaving = useRef(false);
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(({ nextLocation }) => !done && !leaving.current && !staysInWizard(nextLocation.pathname));

  // Focus follows the step: after each step change the new step's heading is read out first.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [step]);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return void window.setTimeout(fetchLeaveDialog, 200);
    const handle = requestIdleCallback(fetchLeaveDialog, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);

  const open = asking || blocker.state === 'blocked';
  const stay = () => {
    setAsking(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    leaving.current = true;
    setAsking(false);
    if (blocker.state === 'blocked') blocker.proceed();
    else void navigate(paths.home);
  };
  const { current, total } = stepPosition(step);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-5 lg:py-10">
      <div className="mb-8 flex items-end gap-4">
        <StepProgress
          label={t('progress', { current, total })}
          current={current}
          total={total}
          className="flex min-w-0 flex-1 flex-col gap-2"
        />
        {!done && (
          <button
            type="button"
            aria-haspopup="dialog"
            onPointerEnter={fetchLeaveDialog}
            onFocus={fetchLeaveDialog}
            onClick={() => setAsking(true)}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-3 font-semibold text-brand hover:bg-surface"
          >
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" stroke="currentColor" strokeWidth="1.75">
              <path d="M2 2l8 8M10 2l-8 8" />
            </svg>
            {t('leave.button')}
          </button>
        )}
      </div>
      <div className="flex gap-12">
        {outline && <StepOutline step={step} />}
        <div className="min-w-0 max-w-2xl flex-1">{children}</div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(next) => {
              if (!next && !leaving.current) stay();
            }}
            title={t('leave.title')}
            description={t('leave.text')}
            confirmLabel={t('leave.confirm')}
            cancelLabel={t('leave.cancel')}
            onConfirm={leave}
          />
        </Suspense>
      )}
    </div>
  );
}
