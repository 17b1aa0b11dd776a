import { isServer, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  ApplicationsList,
  FavouritesList,
  RecentlyViewedList,
  RecommendationsList,
} from '@laufbahn/contracts/jobs';
import { apiRequest } from '../../../lib/api-client.ts';
import { endpoint, fetchEndpoint, type Endpoint } from '../../../lib/endpoint.ts';
import { applicationsKey, favouritesKey, recentlyViewedKey, recommendationsKey } from '../../../lib/query-keys.ts';
import { jobKey } from './get-job.ts';

/** The member's lists of positions (DECISIONS.md, Jobs API: member lists), newest first. */
export const memberListEndpoints = {
  favourites: endpoint<FavouritesList>('/api/career/favourites'),
  applications: endpoint<ApplicationsList>('/api/career/applications'),
  recentlyViewed: endpoint<RecentlyViewedList>('/api/career/recently_viewed'),
  recommendations: endpoint<RecommendationsList>('/api/career/recommendations'),
};

/**
 * A list the route's loader read on the server. The loader reads it again on every visit, so a copy cached from an
 * earlier visit (before a position was viewed or bookmarked elsewhere) is dropped as soon as the page is left.
 */
export function useMemberList<T>(key: QueryKey, list: Endpoint<T>, initial: T | null) {
  return useQuery({
    queryKey: key,
    queryFn: () => fetchEndpoint(list),
    initialData: initial ?? undefined,
    gcTime: isServer ? Infinity : 0,
  });
}

export const useFavourites = (initial: FavouritesList | null) =>
  useMemberList(favouritesKey, memberListEndpoints.favourites, initial);

export const useApplications = (initial: ApplicationsList | null) =>
  useMemberList(applicationsKey, memberListEndpoints.applications, initial);

export const useRecentlyViewed = (initial: RecentlyViewedList | null) =>
  useMemberList(recentlyViewedKey, memberListEndpoints.recentlyViewed, initial);

export const useRecommendations = (initial: RecommendationsList | null) =>
  useMemberList(recommendationsKey, memberListEndpoints.recommendations, initial);

/** `DELETE /api/career/jobs/{id}/bookmark`: 204, also when it was no favourite. */
export const removeBookmark = (jobId: number) =>
  apiRequest<void>(`/api/career/jobs/${jobId}/bookmark`, { method: 'DELETE' });

/** Removes a favourite at once; it comes back if the server refuses. */
export function useRemoveFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onMutate: async (jobId: number) => {
      await client.cancelQueries({ queryKey: favouritesKey });
      const previous = client.getQueryData<FavouritesList>(favouritesKey);
      client.setQueryData<FavouritesList>(
        favouritesKey,
        (list) => list && { items: list.items.filter((item) => item.id !== jobId) },
      );
      return { previous };
    },
    onError: (_error, _jobId, context) => {
      if (context?.previous) client.setQueryData(favouritesKey, context.previous);
    },
    onSettled: (_data, _error, jobId) => {
      void client.invalidateQueries({ queryKey: favouritesKey });
      void client.invalidateQueries({ queryKey: jobKey(jobId) });
    },
  });
}
