import { useMutation } from '@tanstack/react-query';
import type { CareerStep, CareerStepBody } from '@laufbahn/contracts/career-goal';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREER_STEPS_PATH } from './get-career-steps.ts';
import { useInvalidateCareerSteps } from './invalidate.ts';

export const createCareerStep = (body: CareerStepBody) =>
  apiRequest<CareerStep>(CAREER_STEPS_PATH, { method: 'POST', body });

export function useCreateCareerStep() {
  const invalidate = useInvalidateCareerSteps();
  return useMutation({ mutationFn: createCareerStep, onSuccess: invalidate });
}
