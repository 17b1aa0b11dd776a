import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import { apiRequest } from '../../../lib/api-client.ts';
import { generatedProfileApi } from '../../../lib/profile-source.tsx';
import { generatedProfileKey } from '../../../lib/query-keys.ts';

/** `DELETE /api/career/generated_profiles/{id}/positions/{positionId}/checks`: the member keeps the fields as they are. */
export const confirmPositionChecks = (id: number, positionId: number) =>
  apiRequest<GeneratedProfile>(`${generatedProfileApi(id)}/positions/${positionId}/checks`, { method: 'DELETE' });

export function useConfirmPositionChecks(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (positionId: number) => confirmPositionChecks(id, positionId),
    onSuccess: (profile) => client.setQueryData(generatedProfileKey(id), profile),
  });
}
