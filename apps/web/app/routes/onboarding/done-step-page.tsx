import { useLoaderData } from 'react-router';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import type { Profile } from '@laufbahn/contracts/profile';
import { careerStepsEndpoint } from '../../features/career-goal/api/get-career-steps.ts';
import { DoneStep, type LaterItem } from '../../features/onboarding/components/done-step.tsx';
import { loadData } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { myProfileEndpoint } from '../../lib/profile-source.tsx';
import { useMemberSkips } from './steps/member-skips.ts';
import type { Route } from './+types/done-step-page';

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

/** What the account still lacks, to complete later, read on the server. */
export async function loader({ context }: Route.LoaderArgs): Promise<{ later: LaterItem[] }> {
  const ctx = webContext(context);
  const [profile, goals] = await Promise.all([loadData(ctx, myProfileEndpoint), loadData(ctx, careerStepsEndpoint)]);
  return { later: missing(profile, goals) };
}

/** `/onboarding/done`: the end, with what is left to complete. */
export default function DoneStepPage() {
  const { later } = useLoaderData<typeof loader>();
  // Skipped member steps are noted in the browser: the account cannot tell "skipped" from "left as it was".
  const skippedVisibility = useMemberSkips().includes('visibility');
  return <DoneStep later={skippedVisibility ? [...later, 'visibility'] : later} />;
}
