import { ContactStep } from '../../features/onboarding/components/contact-step.tsx';

/** `/onboarding/contact`: the e-mail address, an optional phone number and the optional consent to being contacted. */
export default function ContactStepPage() {
  return <ContactStep />;
}
