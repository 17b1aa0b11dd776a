import { useQuery } from '@tanstack/react-query';
import type { HeadhunterView } from '@laufbahn/contracts/onboarding';
import { endpoint, fetchEndpoint } from '../../../lib/endpoint.ts';

/** `GET /api/career/my_profile/headhunter_view`: the profile as a headhunter sees it right now. */
export const headhunterViewEndpoint = endpoint<HeadhunterView>('/api/career/my_profile/headhunter_view');

export const getHeadhunterView = () => fetchEndpoint(headhunterViewEndpoint);

export const useHeadhunterView = (initial?: HeadhunterView | null) =>
  useQuery({
    queryKey: ['headhunter-view'],
    queryFn: getHeadhunterView,
    initialData: initial ?? undefined,
    // Visibility and CV change it just before the preview: always ask afresh.
    staleTime: 0,
  });
