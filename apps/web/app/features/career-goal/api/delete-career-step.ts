import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { careerStepsEndpoint } from './get-career-steps.ts';
import { useInvalidateCareerSteps } from './invalidate.ts';

export const deleteCareerStep = (id: number) =>
  apiRequest<void>(`${careerStepsEndpoint.path}/${id}`, { method: 'DELETE' });

export function useDeleteCareerStep() {
  const invalidate = useInvalidateCareerSteps();
  return useMutation({ mutationFn: deleteCareerStep, onSuccess: invalidate });
}
