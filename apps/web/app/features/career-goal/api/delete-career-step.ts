import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREER_STEPS_PATH } from './get-career-steps.ts';
import { useInvalidateCareerSteps } from './invalidate.ts';

export const deleteCareerStep = (id: number) => apiRequest<void>(`${CAREER_STEPS_PATH}/${id}`, { method: 'DELETE' });

export function useDeleteCareerStep() {
  const invalidate = useInvalidateCareerSteps();
  return useMutation({ mutationFn: deleteCareerStep, onSuccess: invalidate });
}
