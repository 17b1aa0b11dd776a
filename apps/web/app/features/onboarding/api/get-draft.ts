import { useQuery } from '@tanstack/react-query';
import type { OnboardingDraft, OnboardingDraftAnswer } from '@laufbahn/contracts/onboarding';
import { apiRequest } from '../../../lib/api-client.ts';

export const ONBOARDING_DRAFT_PATH = '/api/onboarding/draft';
export const onboardingDraftKey = ['onboarding-draft'] as const;

/** `GET /api/onboarding/draft`: what this visitor (the guest cookie) has answered so far. */
export const getOnboardingDraft = () => apiRequest<OnboardingDraftAnswer>(ONBOARDING_DRAFT_PATH);

/** The draft; `initial` comes from the wizard's loader, so every step renders filled in on the server. */
export const useOnboardingDraft = (initial?: OnboardingDraft | null) =>
  useQuery({
    queryKey: onboardingDraftKey,
    queryFn: async () => (await getOnboardingDraft()).draft,
    initialData: initial ?? undefined,
    staleTime: Infinity,
  });
