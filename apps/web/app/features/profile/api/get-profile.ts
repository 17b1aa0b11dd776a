import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@laufbahn/contracts/profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/query-keys.ts';

export const PROFILE_PATH = '/api/career/my_profile';

export const getProfile = () => apiRequest<Profile>(PROFILE_PATH);

/** The member's whole profile; `initial` comes from the page's loader, so it renders on the server. */
export const useProfile = (initial?: Profile) =>
  useQuery({ queryKey: profileKey, queryFn: getProfile, initialData: initial });

/** Every profile write answers the whole profile: it replaces the cached one. */
export function useStoreProfile() {
  const client = useQueryClient();
  return (profile: Profile) => client.setQueryData(profileKey, profile);
}
