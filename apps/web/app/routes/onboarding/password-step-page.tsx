import { PasswordStep } from '../../features/onboarding/components/password-step.tsx';

/** `/onboarding/password`: the password and the consent to the terms; creates the account from the draft. */
export default function PasswordStepPage() {
  return <PasswordStep />;
}
