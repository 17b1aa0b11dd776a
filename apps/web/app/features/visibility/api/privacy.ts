import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyPatchBody, PrivacySettings } from '@laufbahn/contracts/privacy';
import { apiRequest } from '../../../lib/api-client.ts';
import { endpoint, fetchEndpoint } from '../../../lib/endpoint.ts';
import { profileKey } from '../../../lib/query-keys.ts';

const privacyPath = (accountId: number) => `/api/career/accounts/${accountId}/privacy`;
/** `GET /api/career/accounts/{id}/privacy`: who may see the member's profile. */
export const privacyEndpoint = (accountId: number) => endpoint<PrivacySettings>(privacyPath(accountId));
export const privacyKey = (accountId: number) => ['privacy', accountId] as const;

export const usePrivacy = (accountId: number, initial?: PrivacySettings) =>
  useQuery({
    queryKey: privacyKey(accountId),
    queryFn: () => fetchEndpoint(privacyEndpoint(accountId)),
    initialData: initial,
  });

export function useUpdatePrivacy(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyPatchBody) =>
      apiRequest<PrivacySettings>(privacyPath(accountId), { method: 'PATCH', body }),
    onSuccess: (settings) => {
      client.setQueryData(privacyKey(accountId), settings);
      return client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
