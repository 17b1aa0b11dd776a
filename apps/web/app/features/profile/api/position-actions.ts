import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useProfileSource, type ProfileLike } from '../../../lib/profile-source.tsx';
import { useStoreProfile } from './get-profile.ts';

export const deletePosition = (api: string, positionId: number) =>
  apiRequest<ProfileLike | undefined>(`${api}/pastpositions/${positionId}`, { method: 'DELETE' });

export const convertPosition = (path: string) => apiRequest<ProfileLike>(path, { method: 'POST' });

export function useDeletePosition() {
  const client = useQueryClient();
  const source = useProfileSource();
  return useMutation({
    mutationFn: (positionId: number) => deletePosition(source.api, positionId),
    onSuccess: () => client.invalidateQueries({ queryKey: source.queryKey }),
  });
}

export function useConvertPosition() {
  const source = useProfileSource();
  return useMutation({
    mutationFn: ({ profileId, positionId }: { profileId: number; positionId: number }) =>
      convertPosition(source.convertApi(profileId, positionId)),
    onSuccess: useStoreProfile(),
  });
}
