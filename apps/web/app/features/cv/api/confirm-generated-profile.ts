import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@laufbahn/contracts/profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { generatedProfileApi } from '../../../lib/profile-source.tsx';
import { generatedProfileKey, profileKey } from '../../../lib/query-keys.ts';

/** `POST /api/career/generated_profiles/{id}`: takes the checked profile over into the member's own. */
export const confirmGeneratedProfile = (id: number) =>
  apiRequest<Profile>(generatedProfileApi(id), { method: 'POST', body: {} });

export function useConfirmGeneratedProfile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => confirmGeneratedProfile(id),
    onSuccess: (profile) => {
      client.setQueryData(profileKey, profile);
      // Marked stale only: fetching it now would redraw the page being left.
      return client.invalidateQueries({ queryKey: generatedProfileKey(id), refetchType: 'none' });
    },
  });
}
