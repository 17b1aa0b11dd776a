import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import type { Visibility } from '@laufbahn/contracts/profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { generatedProfileApi } from '../../../lib/profile-source.tsx';
import { generatedProfileKey } from '../../../lib/query-keys.ts';

/** `POST /api/career/generated_profiles/{id}/privacy` `{make_visible}`. */
export const setGeneratedVisibility = (id: number, makeVisible: boolean) =>
  apiRequest<{ visibility: Visibility }>(`${generatedProfileApi(id)}/privacy`, {
    method: 'POST',
    body: { make_visible: makeVisible },
  });

export function useSetGeneratedVisibility(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (makeVisible: boolean) => setGeneratedVisibility(id, makeVisible),
    onSuccess: ({ visibility }) =>
      client.setQueryData<GeneratedProfile>(generatedProfileKey(id), (profile) =>
        profile ? { ...profile, visibility } : profile,
      ),
  });
}
