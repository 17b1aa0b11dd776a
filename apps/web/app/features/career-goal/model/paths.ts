import { profilePaths } from '../../../lib/paths.ts';

/** The career-goal sub-steps, in the order the add flow walks them (spec section 2). */
export const CAREER_GOAL_STEPS = [
  'add-career-level',
  'add-function',
  'add-industry',
  'add-location',
  'add-salary',
  'add-willingness',
] as const;
export type CareerGoalStepId = (typeof CAREER_GOAL_STEPS)[number];

export const isCareerGoalStep = (value: string | undefined): value is CareerGoalStepId =>
  (CAREER_GOAL_STEPS as readonly string[]).includes(value ?? '');

/** The career-goal pages with their sub-steps (the routes of app/routes.ts, based on lib/paths.ts). */
export const careerGoalPaths = {
  list: profilePaths.careerGoals,
  add: (step: CareerGoalStepId = CAREER_GOAL_STEPS[0]) => `${profilePaths.addCareerGoal}/${step}`,
  edit: (careerId: number, step?: CareerGoalStepId) =>
    step ? `${profilePaths.editCareerGoal(careerId)}/${step}` : profilePaths.editCareerGoal(careerId),
} as const;
