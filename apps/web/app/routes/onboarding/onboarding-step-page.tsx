import { useLoaderData, useParams } from 'react-router';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import type { OnboardingStep, HeadhunterView } from '@laufbahn/contracts/onboarding';
import type { PrivacySettings } from '@laufbahn/contracts/privacy';
import type { Profile } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { careerStepsEndpoint } from '../../features/career-goal/api/get-career-steps.ts';
import { headhunterViewEndpoint } from '../../features/onboarding/api/get-headhunter-view.ts';
import { ChoiceStep } from '../../features/onboarding/components/choice-step.tsx';
import { ContactStep } from '../../features/onboarding/components/contact-step.tsx';
import { DoneStep, type LaterItem } from '../../features/onboarding/components/done-step.tsx';
import { GoalStep } from '../../features/onboarding/components/goal-step.tsx';
import { LocationsStep } from '../../features/onboarding/components/locations-step.tsx';
import { NameStep } from '../../features/onboarding/components/name-step.tsx';
import { PasswordStep } from '../../features/onboarding/components/password-step.tsx';
import { PreviewStep } from '../../features/onboarding/components/preview-step.tsx';
import { SalaryStep } from '../../features/onboarding/components/salary-step.tsx';
import { WelcomeStep } from '../../features/onboarding/components/welcome-step.tsx';
import { stepFromParam } from '../../features/onboarding/model/steps.ts';
import { useFlagVariant } from '../../lib/feature-flags/feature-flags-root.tsx';
import { accountDetailsEndpoint } from '../../lib/account/account-details.ts';
import { loadData } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { myProfileEndpoint } from '../../lib/profile-source.tsx';
import { taxonomiesEndpoint, useTaxonomies } from '../../lib/reference/taxonomies.ts';
import { privacyEndpoint } from '../../features/visibility/api/privacy.ts';
import { CvStep } from './steps/cv-step.tsx';
import { useMemberSkips } from './steps/member-skips.ts';
import { SignInStep } from './steps/sign-in-step.tsx';
import { VisibilityStep } from './steps/visibility-step.tsx';
import type { Route } from './+types/onboarding-step-page';

const NEEDS_TAXONOMIES: readonly OnboardingStep[] = ['career-levels', 'functions', 'industries', 'salary', 'preview'];

interface StepData {
  taxonomies: Taxonomies | null;
  accountId: number | null;
  privacy: PrivacySettings | null;
  headhunterView: HeadhunterView | null;
  /** On the last step: what the account still lacks, to complete later. */
  later: LaterItem[];
}

/** What the profile and the goals still lack after the wizard: each a page of the profile area. */
function missing(profile: Profile | null, goals: CareerStep[] | null): LaterItem[] {
  const later: LaterItem[] = [];
  if (goals && goals.length === 0) later.push('careerGoal');
  if (!profile) return later;
  const person = profile.personalInformation;
  if (!person.genderId || !person.name || !person.lastName) later.push('personalDetails');
  if (!profile.contactDetails.phoneNumber) later.push('contactDetails');
  if (!profile.professionalInformation.currentSalaryRangeId) later.push('salary');
  if (!profile.currentPosition && profile.pastPositions.length === 0) later.push('cv');
  return later;
}

/** Each step's own data, fetched on the server so the step renders complete. */
export async function loader({ params, context }: Route.LoaderArgs): Promise<StepData> {
  const step = stepFromParam(params.step);
  const ctx = webContext(context);
  const result: StepData = { taxonomies: null, accountId: null, privacy: null, headhunterView: null, later: [] };
  // An unknown step, or a guard's redirect: the layout's loader answers for the page.
  if (!step) return result;
  const taxonomies = NEEDS_TAXONOMIES.includes(step)
    ? loadData(ctx, taxonomiesEndpoint(ctx.language))
    : Promise.resolve(null);
  if (step === 'visibility') {
    const me = await loadData(ctx, accountDetailsEndpoint);
    if (me) {
      result.accountId = me.id;
      result.privacy = await loadData(ctx, privacyEndpoint(me.id));
    }
  }
  if (step === 'preview') result.headhunterView = await loadData(ctx, headhunterViewEndpoint);
  if (step === 'done') {
    const [profile, goals] = await Promise.all([loadData(ctx, myProfileEndpoint), loadData(ctx, careerStepsEndpoint)]);
    result.later = missing(profile, goals);
  }
  result.taxonomies = await taxonomies;
  return result;
}

/** The step the address names, with what it needs. */
export default function OnboardingStepPage() {
  const loaded = useLoaderData<typeof loader>();
  const step = stepFromParam(useParams().step) ?? 'welcome';
  const { data: taxonomies } = useTaxonomies(loaded.taxonomies);
  const autoContinue = useFlagVariant('onboardingCa') === 'test';
  // Skipped member steps are noted in the browser: the account cannot tell "skipped" from "left as it was".
  const skippedVisibility = useMemberSkips().includes('visibility');

  switch (step) {
    case 'welcome':
      return <WelcomeStep />;
    case 'goal':
      return <GoalStep continueOnChoice={autoContinue} />;
    case 'career-levels':
      return <ChoiceStep key={step} step={step} items={taxonomies?.careerLevels ?? []} />;
    case 'functions':
      return <ChoiceStep key={step} step={step} items={taxonomies?.functions ?? []} />;
    case 'industries':
      return <ChoiceStep key={step} step={step} items={taxonomies?.industries ?? []} />;
    case 'salary':
      return <SalaryStep taxonomies={taxonomies} />;
    case 'name':
      return <NameStep />;
    case 'contact':
      return <ContactStep />;
    case 'locations':
      return <LocationsStep />;
    case 'password':
      return <PasswordStep />;
    case 'sign-in':
      return <SignInStep />;
    case 'visibility':
      return <VisibilityStep accountId={loaded.accountId} privacy={loaded.privacy} />;
    case 'cv':
      return <CvStep />;
    case 'preview':
      return <PreviewStep initial={loaded.headhunterView} taxonomies={taxonomies} />;
    case 'done':
      return <DoneStep later={skippedVisibility ? [...loaded.later, 'visibility'] : loaded.later} />;
  }
}
