import { CvStep } from './steps/cv-step.tsx';

/** `/onboarding/cv`: the member's CV, read into the profile. */
export default function CvStepPage() {
  return <CvStep />;
}
