import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The id of every step's heading: the wizard moves focus there when the step changes. */
export const STEP_HEADING_ID = 'onboarding-step-heading';

export interface StepShellProps {
  title: string;
  lead?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Absent where there is no way back (the first step, the first step after the account exists). */
  onBack?: () => void;
  /** Present on the steps that may stay unanswered. */
  onSkip?: () => void;
  submitLabel?: string;
  /** False where the step has nothing to continue with yet (choosing a file starts the upload by itself). */
  showSubmit?: boolean;
  busy?: boolean;
  /** A message about the whole step, already translated. */
  error?: string;
  children?: ReactNode;
}

/**
 * One step of the wizard: a form named by its heading, the step's fields, and Back, Skip and Continue, in the
 * same order on screen as for the keyboard.
 */
export function StepShell({
  title,
  lead,
  onSubmit,
  onBack,
  onSkip,
  submitLabel,
  showSubmit = true,
  busy = false,
  error,
  children,
}: StepShellProps) {
  const { t } = useTranslation('onboarding');
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={STEP_HEADING_ID} className="flex min-w-0 flex-col gap-6">
      <title>{`${title} – Laufbahn`}</title>
      <div className="flex flex-col gap-2">
        <h1 id={STEP_HEADING_ID} tabIndex={-1} className="font-serif text-3xl outline-none lg:text-4xl">
          {title}
        </h1>
        {lead && <div className="break-words text-lg text-muted">{lead}</div>}
      </div>
      {error && <Alert>{error}</Alert>}
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {onBack && (
            <Button type="button" variant="secondary" onClick={onBack} className="w-full sm:w-auto">
              {t('actions.back')}
            </Button>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {onSkip && (
            <Button type="button" variant="ghost" onClick={onSkip} disabled={busy}>
              {t('actions.skip')}
            </Button>
          )}
          {showSubmit && (
            <Button type="submit" loading={busy}>
              {submitLabel ?? t('actions.continue')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
