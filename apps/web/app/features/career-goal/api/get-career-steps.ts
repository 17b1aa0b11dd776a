import { useQuery } from '@tanstack/react-query';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import { endpoint, fetchEndpoint } from '../../../lib/endpoint.ts';
import { careerStepsKey } from '../../../lib/query-keys.ts';

/** `GET /api/career/next_career_steps`: the member's career goals. */
export const careerStepsEndpoint = endpoint<CareerStep[]>('/api/career/next_career_steps');

export const getCareerSteps = () => fetchEndpoint(careerStepsEndpoint);

/** The member's career goals; `initial` comes from the page's loader, so the list renders on the server. */
export const useCareerSteps = (initial?: CareerStep[] | null) =>
  useQuery({ queryKey: careerStepsKey, queryFn: getCareerSteps, initialData: initial ?? undefined });
