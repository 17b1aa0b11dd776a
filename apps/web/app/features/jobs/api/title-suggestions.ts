import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Suggestions start with the second letter typed. */
export const MIN_SUGGESTION_LENGTH = 2;

/** `GET /api/career/jobs/title-suggestions?q=`: up to 10 titles of open positions. */
export const getTitleSuggestions = (q: string) =>
  apiRequest<string[]>(`/api/career/jobs/title-suggestions?q=${encodeURIComponent(q)}`);

export const titleSuggestionsKey = (q: string) => ['jobs', 'title-suggestions', q] as const;

/** Titles whose words start as typed; the previous list stays while the next one loads. */
export function useTitleSuggestions(text: string) {
  const q = text.trim().replace(/\s+/g, ' ');
  return useQuery({
    queryKey: titleSuggestionsKey(q),
    queryFn: () => getTitleSuggestions(q),
    enabled: q.length >= MIN_SUGGESTION_LENGTH,
    placeholderData: (previous) => previous,
  });
}
