// The onboarding wizard's steps and choices without zod, so that a step's page loads only the schemas it uses
// (the schemas are in ./onboarding.ts).

/**
 * The onboarding wizard (spec screen 1). Each step has its own path under `/onboarding`; the steps before
 * `password` are answered by a visitor and kept as a draft against the guest id; `password` (or `sign-in`,
 * for people who already have an account) turns the draft into account data; the steps after it belong to
 * the signed-in member.
 */
export const ONBOARDING_STEPS = [
  'welcome',
  'goal',
  'career-levels',
  'functions',
  'industries',
  'salary',
  'name',
  'contact',
  'locations',
  'password',
  'sign-in',
  'visibility',
  'cv',
  'preview',
  'done',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Steps answered before the account exists: their answers live in the draft. */
export const DRAFT_STEPS = [
  'goal',
  'career-levels',
  'functions',
  'industries',
  'salary',
  'name',
  'contact',
  'locations',
] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

/** "How can we support you": the visitor's first answer, kept on the account. */
export const SUPPORT_GOALS = ['new_position', 'headhunter_approach', 'market_value', 'stay_informed'] as const;
export type SupportGoal = (typeof SUPPORT_GOALS)[number];
