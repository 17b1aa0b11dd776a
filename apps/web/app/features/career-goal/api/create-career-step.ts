import { useMutation } from '@tanstack/react-query';
import type { CareerStep, CareerStepBody } from '@laufbahn/contracts/career-goal';
import { apiRequest } from '../../../lib/api-client.ts';
import { careerStepsEndpoint } from './get-career-steps.ts';
import { useInvalidateCareerSteps } from './invalidate.ts';

export const createCareerStep = (body: CareerStepBody) =>
  apiRequest<CareerStep>(careerStepsEndpoint.path, { method: 'POST', body });

export function useCreateCareerStep() {
  const invalidate = useInvalidateCareerSteps();
  return useMutation({ mutationFn: createCareerStep, onSuccess: invalidate });
}
