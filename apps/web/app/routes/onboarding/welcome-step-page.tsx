import { WelcomeStep } from '../../features/onboarding/components/welcome-step.tsx';

/** `/onboarding`: the wizard's first step. */
export default function WelcomeStepPage() {
  return <WelcomeStep />;
}
