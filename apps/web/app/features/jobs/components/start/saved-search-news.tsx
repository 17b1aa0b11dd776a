import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedSearch, SavedSearchList } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { StartEmpty, StartSection } from '../../../../components/layout/start-section.tsx';
import { paths } from '../../../../lib/paths.ts';
import { nameOf } from '../../../../lib/reference/taxonomies.ts';
import { useRootData } from '../../../../lib/root-data.ts';
import { useMarkSavedSearchSeen } from '../../api/saved-searches.ts';
import { homeCountries } from '../../model/search-params.ts';
import { useJobFormats } from '../../model/use-job-formats.ts';
import { savedSearchHref } from '../member-lists/saved-search-list.tsx';

/** A saved search in a few words: its keyword, else its career levels and functions, else its city. */
function useSearchName(search: SavedSearch, taxonomies: Taxonomies | null): string {
  const { t } = useTranslation('jobs');
  if (search.params.q) return t('lists.savedSearches.keyword', { q: search.params.q });
  const names = [
    ...(search.params.careerLevel ?? []).map((id) => nameOf(taxonomies?.careerLevels, id)),
    ...(search.params.function ?? []).map((id) => nameOf(taxonomies?.functions, id)),
    search.cityName,
  ].filter((name): name is string => Boolean(name));
  return names.length > 0 ? names.slice(0, 3).join(' · ') : t('lists.savedSearches.noKeyword');
}

function NewInSearch({ search, taxonomies }: { search: SavedSearch; taxonomies: Taxonomies | null }) {
  const { t } = useTranslation('jobs');
  const format = useJobFormats();
  const { countryVersion } = useRootData();
  const seen = useMarkSavedSearchSeen();
  const name = useSearchName(search, taxonomies);
  const count = search.newResultsCapped
    ? t('lists.savedSearches.newCapped', { count: format.number(search.newResults) })
    : t('lists.savedSearches.new', { count: search.newResults, number: format.number(search.newResults) });
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line py-3 last:border-b-0">
      <Link
        to={savedSearchHref(search, homeCountries(COUNTRY_VERSIONS[countryVersion].countryId))}
        onClick={() => seen.mutate(search.id)}
        className="break-words font-semibold text-brand underline"
      >
        {name}
      </Link>
      <span className="inline-flex items-center rounded-full bg-brand px-2.5 py-0.5 text-sm font-semibold text-white">
        {count}
      </span>
    </li>
  );
}

/**
 * "New in your saved searches": the searches with positions published since the member last opened them (each
 * search remembers that visit), newest search first; opening one marks it seen.
 */
export function SavedSearchNews({ list, taxonomies }: { list: SavedSearchList | null; taxonomies: Taxonomies | null }) {
  const { t } = useTranslation('home');
  const title = t('savedSearches.title');
  if (list === null) {
    return (
      <StartSection id="start-saved-searches" title={title}>
        <p className="text-muted">{t('unavailable')}</p>
      </StartSection>
    );
  }
  if (list.items.length === 0) {
    return (
      <StartSection id="start-saved-searches" title={title}>
        <StartEmpty
          text={t('savedSearches.none')}
          actions={[{ to: paths.jobs.search, label: t('lists.toSearch', { ns: 'jobs' }) }]}
        />
      </StartSection>
    );
  }
  const withNews = list.items.filter((search) => search.newResults > 0);
  return (
    <StartSection
      id="start-saved-searches"
      title={title}
      more={{ to: paths.member.savedSearches, label: t('savedSearches.all') }}
    >
      {withNews.length === 0 ? (
        <p className="text-muted">{t('savedSearches.nothingNew')}</p>
      ) : (
        <ul>
          {withNews.map((search) => (
            <NewInSearch key={search.id} search={search} taxonomies={taxonomies} />
          ))}
        </ul>
      )}
    </StartSection>
  );
}
