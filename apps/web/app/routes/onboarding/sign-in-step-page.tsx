import { SignInStep } from './steps/sign-in-step.tsx';

/** `/onboarding/sign-in`: people who already have an account sign in instead of creating one. */
export default function SignInStepPage() {
  return <SignInStep />;
}
