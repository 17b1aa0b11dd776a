import { useQuery } from '@tanstack/react-query';
import type { OnboardingDraft, OnboardingDraftAnswer } from '@laufbahn/contracts/onboarding';
import { endpoint, fetchEndpoint } from '../../../lib/endpoint.ts';

/** `GET /api/onboarding/draft`: what this visitor (the guest cookie) has answered so far. */
export const onboardingDraftEndpoint = endpoint<OnboardingDraftAnswer>('/api/onboarding/draft');
export const onboardingDraftKey = ['onboarding-draft'] as const;

export const getOnboardingDraft = () => fetchEndpoint(onboardingDraftEndpoint);

/** The draft; `initial` comes from the wizard's loader, so every step renders filled in on the server. */
export const useOnboardingDraft = (initial?: OnboardingDraft | null) =>
  useQuery({
    queryKey: onboardingDraftKey,
    queryFn: async () => (await getOnboardingDraft()).draft,
    initialData: initial ?? undefined,
    staleTime: Infinity,
  });
