import { NameStep } from '../../features/onboarding/components/name-step.tsx';

/** `/onboarding/name`: salutation, first and last name. */
export default function NameStepPage() {
  return <NameStep />;
}
