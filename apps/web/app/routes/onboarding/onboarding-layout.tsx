import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { data, Outlet, useLoaderData, useLocation } from 'react-router';
import type { OnboardingDraft } from '@laufbahn/contracts/onboarding';
import {
  onboardingDraftEndpoint,
  onboardingDraftKey,
  useOnboardingDraft,
} from '../../features/onboarding/api/get-draft.ts';
import { WizardFrame } from '../../features/onboarding/components/wizard-frame.tsx';
import { isMemberStep, stepFromPath } from '../../features/onboarding/model/steps.ts';
import { redirectSignedIn, requireMember } from '../../lib/auth-guard.ts';
import { useFlagVariant } from '../../lib/feature-flags/feature-flags-root.tsx';
import { loadData } from '../../lib/endpoint.ts';
import type { Route } from './+types/onboarding-layout';

interface OnboardingLayoutData {
  /** The visitor's answers so far (empty on the member's steps, where the account holds them). */
  draft: OnboardingDraft;
}

/**
 * `/onboarding` and `/onboarding/:step`. The visitor's steps send a signed-in member to the start page; the
 * member's steps send a visitor to the login page, which returns here. An unknown step is a 404 (no route matches
 * it; a step's address in other capitals matches its route but is not the step's address).
 */
export async function loader(args: Route.LoaderArgs): Promise<OnboardingLayoutData> {
  const step = stepFromPath(new URL(args.request.url).pathname);
  if (!step) throw data(null, { status: 404 });
  if (isMemberStep(step)) {
    await requireMember(args);
    return { draft: {} };
  }
  await redirectSignedIn(args);
  return { draft: (await loadData(args.context, onboardingDraftEndpoint))?.draft ?? {} };
}

/** The wizard's frame: progress, the outline of all steps (`onboardingDesktop` test variant), the way out. */
export default function OnboardingLayout() {
  const loaded = useLoaderData<typeof loader>();
  const step = stepFromPath(useLocation().pathname) ?? 'welcome';
  // The draft the server rendered with becomes the browser's copy; each step keeps it up to date.
  useOnboardingDraft(loaded.draft);
  // Once the account exists the server has handed the draft over and deleted it: so does the browser.
  const client = useQueryClient();
  const member = isMemberStep(step);
  useEffect(() => {
    if (member) client.setQueryData(onboardingDraftKey, {});
  }, [member, client]);
  const outline = useFlagVariant('onboardingDesktop') === 'test';
  return (
    <WizardFrame step={step} outline={outline}>
      <Outlet />
    </WizardFrame>
  );
}
