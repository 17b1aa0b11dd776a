import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@laufbahn/contracts/profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/query-keys.ts';
import { PROFILE_PATH, useStoreProfile } from './get-profile.ts';

export const deletePosition = (positionId: number) =>
  apiRequest<void>(`${PROFILE_PATH}/pastpositions/${positionId}`, { method: 'DELETE' });

export const convertPosition = ({ profileId, positionId }: { profileId: number; positionId: number }) =>
  apiRequest<Profile>(`${PROFILE_PATH}/${profileId}/pastpositions/${positionId}/convert`, { method: 'POST' });

export function useDeletePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    onSuccess: () => client.invalidateQueries({ queryKey: profileKey }),
  });
}

export const useConvertPosition = () => useMutation({ mutationFn: convertPosition, onSuccess: useStoreProfile() });
