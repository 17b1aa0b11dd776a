import { GoalStep } from '../../features/onboarding/components/goal-step.tsx';
import { useFlagVariant } from '../../lib/feature-flags/feature-flags-root.tsx';

/** `/onboarding/goal`: how Laufbahn can help; in the `onboardingCa` test variant a choice continues by itself. */
export default function GoalStepPage() {
  return <GoalStep continueOnChoice={useFlagVariant('onboardingCa') === 'test'} />;
}
