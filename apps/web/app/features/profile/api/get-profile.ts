import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useProfileSource, type ProfileLike } from '../../../lib/profile-source.tsx';

export const getProfile = (api: string) => apiRequest<ProfileLike>(api);

/**
 * The profile of the page's source (the member's own or a generated one); the layout's loader provides the
 * first answer, so it renders on the server.
 */
export function useProfile() {
  const source = useProfileSource();
  return useQuery({
    queryKey: source.queryKey,
    queryFn: () => getProfile(source.api),
    initialData: source.initialProfile,
  });
}

/** Every profile write answers the whole profile: it replaces the cached one. */
export function useStoreProfile() {
  const client = useQueryClient();
  const { queryKey } = useProfileSource();
  return (profile: ProfileLike) => client.setQueryData(queryKey, profile);
}
