import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigationType } from 'react-router';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { topLevelFields } from '../model/api-errors.ts';
import type { CareerGoalDraft } from '../model/draft.ts';
import { useGuardedNavigation } from '../model/use-guarded-navigation.ts';

/** Where a step goes once its values are kept; `state` travels with the navigation. */
export interface StepDestination {
  to: string;
  state?: unknown;
}

/** What the editor page hands each sub-step. */
export interface CareerGoalStepProps {
  draft: CareerGoalDraft;
  taxonomies: Taxonomies | null;
  /** The member's current salary band (from the profile): a hint next to the target salary. */
  currentSalaryRangeId?: number | null;
  /** Of the target salary: the goal's own, or the country version's for a new goal. */
  currency: string;
  /** Keeps the step's values (in the draft, or on the server) and answers where to go next. */
  onSave: (values: Partial<CareerGoalDraft>) => Promise<StepDestination>;
  /** Keeps the step's values as they are and answers the previous step; absent on the first step. */
  onBack?: (values: Partial<CareerGoalDraft>) => string;
  cancelTo: string;
  submitLabel: string;
  /** Shows the step's errors at once: the add flow sends the member back to a step that is incomplete. */
  validateOnMount?: boolean;
}

interface StepFormProps<T extends FieldValues> extends CareerGoalStepProps {
  form: UseFormReturn<T>;
  fields: readonly string[];
  title: string;
  /** Values for `onSave`/`onBack` beyond the form's own (the names of the chosen cities). */
  extra?: () => Partial<CareerGoalDraft>;
  children: ReactNode;
}

/** The frame of every sub-step: heading, form, errors, Back / Next (or Save) and Cancel, the unsaved guard. */
export function StepForm<T extends FieldValues>({
  form,
  fields,
  title,
  extra,
  onSave,
  onBack,
  cancelTo,
  submitLabel,
  validateOnMount,
  children,
}: StepFormProps<T>) {
  const { t } = useTranslation('careerGoal');
  const navigationType = useNavigationType();
  const heading = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<string>();
  const { guard, leave } = useGuardedNavigation(form.formState.isDirty);

  useEffect(() => {
    // After Next or Back, focus goes to the new step's heading; a page load or reload leaves it at the top.
    if (navigationType === 'PUSH') heading.current?.focus();
    if (validateOnMount) void form.trigger();
  }, [navigationType, validateOnMount, form]);

  const values = () => ({ ...(form.getValues() as Partial<CareerGoalDraft>), ...extra?.() });

  const submit = form.handleSubmit(async () => {
    setFormError(undefined);
    try {
      const destination = await onSave(values());
      leave(destination.to, destination.state);
    } catch (error) {
      setFormError(applyServerErrors(topLevelFields(error), form.setError, fields));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl outline-none">
        {title}
      </h2>
      {formError && (
        // The editor's own words where the general message would mislead (409: the goal limit is reached).
        <Alert>
          {t(`errors.${formError}`, { defaultValue: '', max: CAREER_GOAL_LIMITS.maxGoals }) ||
            translateMessageKey(t, formError)}
        </Alert>
      )}
      {children}
      {/* Cancel, Back, Next: the same order on screen as for the keyboard, on phones and on wide screens. */}
      <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link to={cancelTo} className="self-start font-semibold text-brand underline sm:self-auto">
          {t('editor.cancel')}
        </Link>
        <div className={onBack ? 'grid grid-cols-[auto_1fr] gap-3 sm:flex' : 'flex flex-col sm:flex-row'}>
          {onBack && (
            <Button type="button" variant="secondary" onClick={() => leave(onBack(values()))}>
              {t('editor.back')}
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </div>
      {guard}
    </form>
  );
}
