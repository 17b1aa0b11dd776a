import type { DraftStep, OnboardingDraft } from '@laufbahn/contracts/onboarding';

/** The draft fields each visitor step answers; skipping a step clears them. */
export const DRAFT_STEP_FIELDS = {
  goal: ['supportGoal'],
  'career-levels': ['careerLevelIds'],
  functions: ['functionIds'],
  industries: ['industryIds'],
  salary: ['currentSalaryRangeId', 'targetSalary'],
  name: ['genderId', 'name', 'lastName'],
  contact: ['email', 'phoneNumber', 'contactConsent'],
  locations: ['locations'],
} as const satisfies Record<DraftStep, readonly (keyof OnboardingDraft)[]>;

const withoutStep = (skipped: OnboardingDraft['skippedSteps'], step: DraftStep) =>
  (skipped ?? []).filter((entry) => entry !== step);

/** The draft with a step's answers: the step no longer counts as skipped. */
export function answerStep(draft: OnboardingDraft, step: DraftStep, values: Partial<OnboardingDraft>): OnboardingDraft {
  return { ...draft, ...values, skippedSteps: withoutStep(draft.skippedSteps, step) };
}

/** The draft with a step skipped: its answers go, and it is offered again at the end. */
export function skipStep(draft: OnboardingDraft, step: DraftStep): OnboardingDraft {
  const next: OnboardingDraft = { ...draft };
  for (const field of DRAFT_STEP_FIELDS[step]) delete next[field];
  next.skippedSteps = [...withoutStep(draft.skippedSteps, step), step];
  return next;
}
