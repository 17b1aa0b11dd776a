import {
  DRAFT_STEPS,
  ONBOARDING_STEPS,
  type DraftStep,
  type OnboardingStep,
} from '@laufbahn/contracts/onboarding-constants';
import { paths } from '../../../lib/paths.ts';

/**
 * The wizard's steps as the member walks them. `sign-in` is the login alternative for people who already
 * have an account: reached from its links, it replaces `password`, so the linear path leaves it out.
 */
export const WALKED_STEPS = ONBOARDING_STEPS.filter((step) => step !== 'sign-in');

/** Steps a visitor answers: a signed-in member opening one of them goes to the start page. */
export const PRE_ACCOUNT_STEPS = ONBOARDING_STEPS.slice(0, ONBOARDING_STEPS.indexOf('sign-in') + 1);
/** Steps of the signed-in member: a visitor opening one of them goes to the login page. */
export const MEMBER_STEPS = ONBOARDING_STEPS.slice(ONBOARDING_STEPS.indexOf('visibility'));

/** Steps that can be left unanswered; everything else must be answered to go on. */
export const SKIPPABLE_STEPS: readonly OnboardingStep[] = [
  'goal',
  'career-levels',
  'functions',
  'industries',
  'salary',
  'name',
  'locations',
  'visibility',
  'cv',
];

export const isOnboardingStep = (value: string | undefined): value is OnboardingStep =>
  (ONBOARDING_STEPS as readonly string[]).includes(value ?? '');
export const isDraftStep = (step: OnboardingStep): step is DraftStep =>
  (DRAFT_STEPS as readonly string[]).includes(step);
export const isMemberStep = (step: OnboardingStep) => (MEMBER_STEPS as readonly string[]).includes(step);
export const isSkippable = (step: OnboardingStep) => SKIPPABLE_STEPS.includes(step);

/** `/onboarding` for the welcome step, `/onboarding/<step>` for every other. */
export const onboardingPath = (step: OnboardingStep) =>
  step === 'welcome' ? paths.onboarding : `${paths.onboarding}/${step}`;

/** The step a path names, `welcome` for `/onboarding` itself, or null for an unknown one. */
export function stepFromParam(param: string | undefined): OnboardingStep | null {
  if (param === undefined) return 'welcome';
  return isOnboardingStep(param) && param !== 'welcome' ? param : null;
}

/** The step of a path under `/onboarding` (each step is its own route), or null for any other path. */
export function stepFromPath(pathname: string): OnboardingStep | null {
  const rest = pathname.replace(/\/+$/, '');
  if (rest === paths.onboarding) return 'welcome';
  return rest.startsWith(`${paths.onboarding}/`) ? stepFromParam(rest.slice(paths.onboarding.length + 1)) : null;
}

/** Where Continue leads: the next walked step; after signing in, the same place as after the password. */
export function nextStep(step: OnboardingStep): OnboardingStep | null {
  const from = step === 'sign-in' ? 'password' : step;
  return WALKED_STEPS[WALKED_STEPS.indexOf(from) + 1] ?? null;
}

/**
 * Where Back leads, or null where there is no way back: the first step, and the first step after the account
 * exists (the visitor's steps are closed to a member). Back from signing in returns to the password step.
 */
export function previousStep(step: OnboardingStep): OnboardingStep | null {
  if (step === 'welcome' || step === 'visibility' || step === 'done') return null;
  if (step === 'sign-in') return 'password';
  return WALKED_STEPS[WALKED_STEPS.indexOf(step) - 1] ?? null;
}

/** "Step 3 of 14": the position on the walked path; signing in counts as the password step. */
export function stepPosition(step: OnboardingStep): { current: number; total: number } {
  const walked = step === 'sign-in' ? 'password' : step;
  return { current: WALKED_STEPS.indexOf(walked) + 1, total: WALKED_STEPS.length };
}

/** Whether leaving `from` for `to` is a step of the wizard (no prompt) or leaving it (asks first). */
export const staysInWizard = (pathname: string) =>
  pathname === paths.onboarding || pathname.startsWith(`${paths.onboarding}/`);
