import { useQuery } from '@tanstack/react-query';
import type { Location, Taxonomies } from '@laufbahn/contracts/reference';
import { LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import { apiRequest } from '../api-client.ts';
import { useRootData } from '../root-data.ts';

/** Career levels, functions, industries, countries, salary bands and leadership experience, translated. */
export function useTaxonomies(initial?: Taxonomies | null) {
  const { language } = useRootData();
  const locale = LANGUAGE_TAGS[language];
  return useQuery({
    queryKey: ['taxonomies', locale],
    queryFn: () => apiRequest<Taxonomies>(`/api/career/taxonomies?locale=${encodeURIComponent(locale)}`),
    staleTime: Infinity,
    initialData: initial ?? undefined,
  });
}

/** Cities matching what the member typed, best match first. */
export function useLocationSearch(search: string, countryId?: number | null) {
  const { language } = useRootData();
  const term = search.trim();
  const params = new URLSearchParams({ search: term, locale: LANGUAGE_TAGS[language] });
  if (countryId) params.set('country', String(countryId));
  return useQuery({
    queryKey: ['locations', params.toString()],
    queryFn: () => apiRequest<Location[]>(`/api/career/locations?${params}`),
    enabled: term.length >= 2,
    placeholderData: (previous) => previous,
  });
}

export const nameOf = (items: { id: number; name: string }[] | undefined, id: number | null | undefined) =>
  id == null ? undefined : items?.find((item) => item.id === id)?.name;
