import { useMutation } from '@tanstack/react-query';
import type { CareerStep, CareerStepBody } from '@laufbahn/contracts/career-goal';
import { apiRequest } from '../../../lib/api-client.ts';
import { careerStepsEndpoint } from './get-career-steps.ts';
import { useInvalidateCareerSteps } from './invalidate.ts';

/** Sends the whole goal: each sub-step of the editor changes its part and keeps the rest. */
export const updateCareerStep = ({ id, body }: { id: number; body: CareerStepBody }) =>
  apiRequest<CareerStep>(`${careerStepsEndpoint.path}/${id}`, { method: 'PATCH', body });

export function useUpdateCareerStep() {
  const invalidate = useInvalidateCareerSteps();
  return useMutation({ mutationFn: updateCareerStep, onSuccess: invalidate });
}
