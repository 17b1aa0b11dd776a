import { useQuery } from '@tanstack/react-query';
import type { HeadhunterView } from '@laufbahn/contracts/onboarding';
import { apiRequest } from '../../../lib/api-client.ts';

export const HEADHUNTER_VIEW_PATH = '/api/career/my_profile/headhunter_view';

/** `GET /api/career/my_profile/headhunter_view`: the profile as a headhunter sees it right now. */
export const getHeadhunterView = () => apiRequest<HeadhunterView>(HEADHUNTER_VIEW_PATH);

export const useHeadhunterView = (initial?: HeadhunterView | null) =>
  useQuery({
    queryKey: ['headhunter-view'],
    queryFn: getHeadhunterView,
    initialData: initial ?? undefined,
    // Visibility and CV change it just before the preview: always ask afresh.
    staleTime: 0,
  });
