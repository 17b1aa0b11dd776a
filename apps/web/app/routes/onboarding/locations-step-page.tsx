import { LocationsStep } from '../../features/onboarding/components/locations-step.tsx';

/** `/onboarding/locations`: where the visitor would work. */
export default function LocationsStepPage() {
  return <LocationsStep />;
}
