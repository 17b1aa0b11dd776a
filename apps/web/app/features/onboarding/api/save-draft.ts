import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingDraft, OnboardingDraftAnswer } from '@laufbahn/contracts/onboarding';
import { apiRequest } from '../../../lib/api-client.ts';
import { onboardingDraftEndpoint, onboardingDraftKey } from './get-draft.ts';

/** `PUT /api/onboarding/draft`: replaces the stored draft with the whole of `draft`. */
export const saveOnboardingDraft = (draft: OnboardingDraft) =>
  apiRequest<OnboardingDraftAnswer>(onboardingDraftEndpoint.path, { method: 'PUT', body: draft, silence: [401] });

export function useSaveOnboardingDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingDraft,
    onSuccess: (answer, sent) => client.setQueryData(onboardingDraftKey, answer?.draft ?? sent),
  });
}
