import { useMutation } from '@tanstack/react-query';
import type { OnboardingAccountBody, OnboardingResult } from '@laufbahn/contracts/onboarding';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/onboarding/account`: the account from the draft, signed in at once (201 and a session cookie). */
export const createOnboardingAccount = (body: OnboardingAccountBody) =>
  apiRequest<OnboardingResult>('/api/onboarding/account', { method: 'POST', body });

export const useCreateOnboardingAccount = () => useMutation({ mutationFn: createOnboardingAccount });
