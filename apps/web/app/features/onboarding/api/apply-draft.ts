import { useMutation } from '@tanstack/react-query';
import type { OnboardingDraft, OnboardingResult } from '@laufbahn/contracts/onboarding';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/onboarding/apply`: a member who signed in instead hands the draft over to the account. */
export const applyOnboardingDraft = (draft: OnboardingDraft) =>
  apiRequest<OnboardingResult>('/api/onboarding/apply', { method: 'POST', body: { draft } });

export const useApplyOnboardingDraft = () => useMutation({ mutationFn: applyOnboardingDraft });
