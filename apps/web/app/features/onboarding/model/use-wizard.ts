import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DraftStep, OnboardingDraft, OnboardingStep } from '@laufbahn/contracts/onboarding';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useOnboardingDraft } from '../api/get-draft.ts';
import { useSaveOnboardingDraft } from '../api/save-draft.ts';
import { answerStep, skipStep } from './draft.ts';
import { isSkippable, nextStep, onboardingPath, previousStep } from './steps.ts';

/** Back, Continue and Skip of a step: Back and Continue go to the neighbouring steps' addresses. */
export function useStepNavigation(step: OnboardingStep) {
  const navigate = useNavigate();
  const previous = previousStep(step);
  const next = nextStep(step);
  return {
    goTo: (target: OnboardingStep) => navigate(onboardingPath(target)),
    back: previous ? () => void navigate(onboardingPath(previous)) : undefined,
    next: () => (next ? navigate(onboardingPath(next)) : Promise.resolve()),
  };
}

/**
 * A visitor's step: its answers go into the draft on the server (the whole draft, `PUT`) before the wizard
 * moves on, so a reload, Back and Forward find them again. Skipping clears the step's answers and notes it.
 */
export function useDraftStep(step: DraftStep) {
  const { t } = useTranslation('onboarding');
  const { data: draft = {} } = useOnboardingDraft();
  const save = useSaveOnboardingDraft();
  const navigation = useStepNavigation(step);
  const [error, setError] = useState<string>();

  const keep = async (next: OnboardingDraft) => {
    setError(undefined);
    try {
      await save.mutateAsync(next);
    } catch (failure) {
      setError(translateMessageKey(t, failure instanceof ApiError ? failure.code : 'internal'));
      return false;
    }
    await navigation.next();
    return true;
  };

  return {
    draft,
    error,
    busy: save.isPending,
    back: navigation.back,
    /** Keeps the step's answers and moves on; false when the server refused them. */
    submit: (values: Partial<OnboardingDraft>) => keep(answerStep(draft, step, values)),
    skip: isSkippable(step) ? () => void keep(skipStep(draft, step)) : undefined,
    goTo: navigation.goTo,
  };
}
