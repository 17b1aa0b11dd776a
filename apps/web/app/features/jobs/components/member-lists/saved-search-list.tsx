import { useTranslation } from 'react-i18next';
import { JOB_ACTION_LIMITS } from '@laufbahn/contracts/job-constants';
import type { SavedSearch, SavedSearchList as SavedSearches } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { Button } from '../../../../components/ui/button.tsx';
import { LinkButton } from '../../../../components/ui/link-button.tsx';
import { notify } from '../../../../components/ui/toaster.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useRootData } from '../../../../lib/root-data.ts';
import { useTaxonomies } from '../../../../lib/reference/taxonomies.ts';
import { translateMessageKey } from '../../../../lib/translate-error.ts';
import { useFormats } from '../../../../lib/use-formats.ts';
import { useDeleteSavedSearch, useMarkSavedSearchSeen, useSavedSearches } from '../../api/saved-searches.ts';
import { savedSearchQueryString } from '../../model/saved-search-params.ts';
import { homeCountries } from '../../model/search-params.ts';
import { useJobFormats } from '../../model/use-job-formats.ts';
import { EmptyState, ListLoadState, useFocusAfterRemoval } from './list-states.tsx';
import { SavedSearchSummary } from './saved-search-summary.tsx';

const EMPTY_ID = 'saved-searches-empty';

/** The search page with the saved filters, newest first, so the new positions lead. */
export const savedSearchHref = (search: SavedSearch, home: number[]) => {
  const query = savedSearchQueryString(search.params, { sort: 'date', city: search.cityName ?? undefined, home });
  return query ? `${paths.jobs.search}?${query}` : paths.jobs.search;
};

function NewResults({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('jobs');
  const format = useJobFormats();
  if (search.newResults === 0) return <span className="text-sm text-muted">{t('lists.savedSearches.noNew')}</span>;
  const text = search.newResultsCapped
    ? t('lists.savedSearches.newCapped', { count: format.number(search.newResults) })
    : t('lists.savedSearches.new', { count: search.newResults, number: format.number(search.newResults) });
  return (
    <span className="inline-flex items-center rounded-full bg-brand px-2.5 py-0.5 text-sm font-semibold text-white">
      {text}
    </span>
  );
}

function SavedSearchEntry({
  search,
  taxonomies,
  onOpen,
  onDelete,
}: {
  search: SavedSearch;
  taxonomies: Taxonomies | undefined;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('jobs');
  const format = useFormats();
  const { countryVersion } = useRootData();
  const headingId = `saved-search-${search.id}`;
  const name = search.params.q
    ? t('lists.savedSearches.keyword', { q: search.params.q })
    : t('lists.savedSearches.noKeyword');
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="break-words font-serif text-xl leading-snug">
          {name}
        </h3>
        <NewResults search={search} />
      </div>
      <SavedSearchSummary params={search.params} cityName={search.cityName} taxonomies={taxonomies} />
      <p className="text-sm text-muted">{t('lists.savedSearches.savedOn', { date: format.date(search.createdAt) })}</p>
      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row">
        <LinkButton
          to={savedSearchHref(search, homeCountries(COUNTRY_VERSIONS[countryVersion].countryId))}
          onClick={onOpen}
          aria-describedby={headingId}
        >
          {t('lists.savedSearches.open')}
        </LinkButton>
        <Button variant="ghost" aria-label={t('lists.savedSearches.deleteLabel', { name })} onClick={onDelete}>
          {t('lists.savedSearches.delete')}
        </Button>
      </div>
    </article>
  );
}

/** `/account/saved-searches`: each saved search in words, its new positions, open and delete. */
export function SavedSearchList({
  initial,
  taxonomies: initialTaxonomies,
}: {
  initial: SavedSearches | null;
  taxonomies: Taxonomies | null;
}) {
  const { t } = useTranslation('jobs');
  const format = useJobFormats();
  const searches = useSavedSearches(initial);
  const { data: taxonomies } = useTaxonomies(initialTaxonomies);
  const seen = useMarkSavedSearchSeen();
  const remove = useDeleteSavedSearch();
  const items = searches.data?.items ?? [];
  const { headingRef, removing } = useFocusAfterRemoval(items.length, EMPTY_ID);

  const onDelete = (id: number) => {
    removing();
    remove.mutate(id, {
      onSuccess: () => notify.success(t('lists.savedSearches.deleted')),
      onError: (error) =>
        notify.error(translateMessageKey(t, error instanceof ApiError ? error.code : 'internal') ?? ''),
    });
  };

  return (
    <ListLoadState query={searches}>
      {items.length === 0 ? (
        <EmptyState
          id={EMPTY_ID}
          title={t('lists.savedSearches.emptyTitle')}
          text={t('lists.savedSearches.emptyText')}
          actions={[{ to: paths.jobs.search, label: t('lists.toSearch') }]}
        />
      ) : (
        <section aria-labelledby="saved-searches-heading" className="flex flex-col gap-3">
          <h2 ref={headingRef} id="saved-searches-heading" tabIndex={-1} className="text-muted">
            {t('lists.savedSearches.count', {
              count: format.number(items.length),
              max: format.number(JOB_ACTION_LIMITS.maxSavedSearches),
            })}
          </h2>
          <ul className="flex flex-col gap-4" data-testid="saved-searches">
            {items.map((search) => (
              <li key={search.id}>
                <SavedSearchEntry
                  search={search}
                  taxonomies={taxonomies}
                  onOpen={() => seen.mutate(search.id)}
                  onDelete={() => onDelete(search.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </ListLoadState>
  );
}
