import { useQuery } from '@tanstack/react-query';
import type { Location, Taxonomies } from '@laufbahn/contracts/reference';
import { LANGUAGE_TAGS, type Language } from '@laufbahn/i18n/languages';
import { endpoint, fetchEndpoint } from '../endpoint.ts';
import { useRootData } from '../root-data.ts';

/**
 * `GET /api/career/taxonomies?locale=`: career levels, functions, industries, countries, salary bands and leadership
 * experience, translated.
 */
export const taxonomiesEndpoint = (language: Language) =>
  endpoint<Taxonomies>(`/api/career/taxonomies?locale=${encodeURIComponent(LANGUAGE_TAGS[language])}`);

/** `GET /api/career/locations?search=&country=&locale=`: cities matching what was typed, best match first. */
export const locationsEndpoint = (query: URLSearchParams) => endpoint<Location[]>(`/api/career/locations?${query}`);

/** The taxonomies in the page's language; `initial` is what the route's loader read on the server. */
export function useTaxonomies(initial?: Taxonomies | null) {
  const { language } = useRootData();
  const locale = LANGUAGE_TAGS[language];
  return useQuery({
    queryKey: ['taxonomies', locale],
    queryFn: () => fetchEndpoint(taxonomiesEndpoint(language)),
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
    queryFn: () => fetchEndpoint(locationsEndpoint(params)),
    enabled: term.length >= 2,
    placeholderData: (previous) => previous,
  });
}

export const nameOf = (items: { id: number; name: string }[] | undefined, id: number | null | undefined) =>
  id == null ? undefined : items?.find((item) => item.id === id)?.name;

/** Names of the ids a taxonomy knows, in the given order; ids it does not know are left out. */
export const namesOf = (items: { id: number; name: string }[] | undefined, ids: readonly number[]) =>
  ids.map((id) => nameOf(items, id)).filter((name): name is string => Boolean(name));
