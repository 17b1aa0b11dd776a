import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchList, SavedSearchParams } from '@laufbahn/contracts/jobs';
import { apiRequest } from '../../../lib/api-client.ts';
import { endpoint } from '../../../lib/endpoint.ts';
import { savedSearchesKey } from '../../../lib/query-keys.ts';
import { useMemberList } from './member-lists.ts';

/** `GET`/`POST /api/career/saved_searches`, `DELETE …/{id}`, `POST …/{id}/seen`. */
const SAVED_SEARCHES_PATH = '/api/career/saved_searches';
export const savedSearchesEndpoint = endpoint<SavedSearchList>(SAVED_SEARCHES_PATH);

/** The member's saved searches with their new positions since each was last opened, newest first. */
export const useSavedSearches = (initial: SavedSearchList | null) =>
  useMemberList(savedSearchesKey, savedSearchesEndpoint, initial);

/** 201 with the saved search; 409 `search_already_saved` or `saved_search_limit`; 422 for a bad place. */
export const saveSearch = (params: SavedSearchParams) =>
  apiRequest<SavedSearch>(SAVED_SEARCHES_PATH, { method: 'POST', body: { params } });

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

const updateList = (
  client: ReturnType<typeof useQueryClient>,
  change: (items: SavedSearch[]) => SavedSearch[],
): SavedSearchList | undefined => {
  const previous = client.getQueryData<SavedSearchList>(savedSearchesKey);
  client.setQueryData<SavedSearchList>(savedSearchesKey, (list) => list && { items: change(list.items) });
  return previous;
};

/** Deletes a saved search at once; it comes back if the server refuses. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${SAVED_SEARCHES_PATH}/${id}`, { method: 'DELETE' }),
    onMutate: async (id: number) => {
      await client.cancelQueries({ queryKey: savedSearchesKey });
      return { previous: updateList(client, (items) => items.filter((item) => item.id !== id)) };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) client.setQueryData(savedSearchesKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** Opening a saved search: its new positions count from now on. */
export function useMarkSavedSearchSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${SAVED_SEARCHES_PATH}/${id}/seen`, { method: 'POST' }),
    onMutate: (id: number) => {
      const seenAt = new Date().toISOString();
      updateList(client, (items) =>
        items.map((item) =>
          item.id === id ? { ...item, newResults: 0, newResultsCapped: false, lastSeenAt: seenAt } : item,
        ),
      );
    },
  });
}
