import { useQuery } from '@tanstack/react-query';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import { apiRequest } from '../../../lib/api-client.ts';
import { careerStepsKey } from '../../../lib/query-keys.ts';

export const CAREER_STEPS_PATH = '/api/career/next_career_steps';

export const getCareerSteps = () => apiRequest<CareerStep[]>(CAREER_STEPS_PATH);

/** The member's career goals; `initial` comes from the page's loader, so the list renders on the server. */
export const useCareerSteps = (initial?: CareerStep[] | null) =>
  useQuery({ queryKey: careerStepsKey, queryFn: getCareerSteps, initialData: initial ?? undefined });
