import { useQueryClient } from '@tanstack/react-query';
import { careerStepsKey, profileKey } from '../../../lib/query-keys.ts';

/** After every write: the goals list and the profile (which lists the goals too) are fetched afresh. */
export function useInvalidateCareerSteps() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: careerStepsKey }),
      client.invalidateQueries({ queryKey: profileKey }),
    ]);
}
