import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '@laufbahn/contracts/onboarding-constants';
import routes from '../../../routes.ts';
import { answerStep, skipStep } from './draft.ts';
import {
  isMemberStep,
  isSkippable,
  MEMBER_STEPS,
  nextStep,
  onboardingPath,
  PRE_ACCOUNT_STEPS,
  previousStep,
  staysInWizard,
  stepFromParam,
  stepFromPath,
  stepPosition,
  WALKED_STEPS,
} from './steps.ts';

describe('onboarding steps', () => {
  it('walks every step but the login alternative, in the contract order', () => {
    const walked: string[] = [];
    for (let step: (typeof ONBOARDING_STEPS)[number] | null = 'welcome'; step; step = nextStep(step)) walked.push(step);
    expect(walked).toEqual(ONBOARDING_STEPS.filter((step) => step !== 'sign-in'));
    expect(walked).toEqual(WALKED_STEPS);
    expect(nextStep('sign-in')).toBe('visibility');
    expect(nextStep('password')).toBe('visibility');
    expect(nextStep('done')).toBeNull();
  });

  it('goes back within the visitor steps and within the member steps, never across the account', () => {
    expect(previousStep('welcome')).toBeNull();
    expect(previousStep('goal')).toBe('welcome');
    expect(previousStep('password')).toBe('locations');
    expect(previousStep('sign-in')).toBe('password');
    expect(previousStep('visibility')).toBeNull();
    expect(previousStep('cv')).toBe('visibility');
    expect(previousStep('preview')).toBe('cv');
    expect(previousStep('done')).toBeNull();
  });

  it('splits the steps into the visitor part and the member part', () => {
    expect([...PRE_ACCOUNT_STEPS, ...MEMBER_STEPS]).toEqual([...ONBOARDING_STEPS]);
    expect(isMemberStep('password')).toBe(false);
    expect(isMemberStep('sign-in')).toBe(false);
    expect(isMemberStep('visibility')).toBe(true);
  });

  it('requires the contact details and the password; the rest can be skipped', () => {
    expect(ONBOARDING_STEPS.filter(isSkippable)).toEqual([
      'goal',
      'career-levels',
      'functions',
      'industries',
      'salary',
      'name',
      'locations',
      'visibility',
      'cv',
    ]);
  });

  it('has an address for each step and reads it back', () => {
    expect(onboardingPath('welcome')).toBe('/onboarding');
    expect(onboardingPath('career-levels')).toBe('/onboarding/career-levels');
    expect(stepFromParam(undefined)).toBe('welcome');
    expect(stepFromParam('salary')).toBe('salary');
    expect(stepFromParam('welcome')).toBeNull();
    expect(stepFromParam('nothing')).toBeNull();
    for (const step of ONBOARDING_STEPS) expect(stepFromParam(onboardingPath(step).split('/')[2])).toBe(step);
  });

  it('reads the step from a path under /onboarding, and nothing else', () => {
    for (const step of ONBOARDING_STEPS) expect(stepFromPath(onboardingPath(step))).toBe(step);
    expect(stepFromPath('/onboarding/')).toBe('welcome');
    expect(stepFromPath('/onboarding/goal/')).toBe('goal');
    expect(stepFromPath('/onboarding/welcome')).toBeNull();
    expect(stepFromPath('/onboarding/GOAL')).toBeNull();
    expect(stepFromPath('/onboarding/goal/more')).toBeNull();
    expect(stepFromPath('/onboardings')).toBeNull();
    expect(stepFromPath('/')).toBeNull();
  });

  it('has a route of its own for each step', () => {
    const wizard = routes.find((route) => route.id === 'onboarding');
    const children = wizard?.children ?? [];
    expect(children.filter((route) => route.index)).toHaveLength(1);
    expect(children.map((route) => route.path).filter(Boolean)).toEqual(
      ONBOARDING_STEPS.filter((s) => s !== 'welcome'),
    );
  });

  it('counts the position on the walked path, signing in as the password step', () => {
    expect(stepPosition('welcome')).toEqual({ current: 1, total: 14 });
    expect(stepPosition('sign-in')).toEqual(stepPosition('password'));
    expect(stepPosition('done')).toEqual({ current: 14, total: 14 });
  });

  it('tells moving between steps from leaving the wizard', () => {
    expect(staysInWizard('/onboarding')).toBe(true);
    expect(staysInWizard('/onboarding/salary')).toBe(true);
    expect(staysInWizard('/onboardingx')).toBe(false);
    expect(staysInWizard('/profile')).toBe(false);
  });
});

describe('onboarding draft', () => {
  it('notes a skipped step and forgets its answers; answering it later takes the note back', () => {
    const skipped = skipStep({ currentSalaryRangeId: 3, targetSalary: 150_000, name: 'Anna' }, 'salary');
    expect(skipped).toEqual({ name: 'Anna', skippedSteps: ['salary'] });
    expect(skipStep(skipped, 'salary').skippedSteps).toEqual(['salary']);
    expect(answerStep(skipped, 'salary', { targetSalary: 120_000 })).toEqual({
      name: 'Anna',
      targetSalary: 120_000,
      skippedSteps: [],
    });
  });
});
