import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigation } from 'react-router';
import type { JobSearchResult, JobTrends } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useTaxonomies } from '../../../lib/reference/taxonomies.ts';
import { useJobSearch } from '../api/search-jobs.ts';
import {
  activeFilterCount,
  emptySearch,
  jobSearchQueryString,
  type JobSearchParams,
  type JobSort,
} from '../model/search-params.ts';
import { useJobFormats } from '../model/use-job-formats.ts';
import { JobCard } from './job-card.tsx';
import { JobFilters } from './job-filters.tsx';
import { JobSearchForm } from './job-search-form.tsx';
import { SaveSearchButton } from './save-search-button.tsx';
import { JobTrendsAside } from './trends/job-trends-aside.tsx';
import { paths } from '../../../lib/paths.ts';

export interface JobSearchViewProps {
  heading: string;
  lead?: string;
  params: JobSearchParams;
  /** The countries searched when the address names none (the country version's own). */
  home: number[];
  /** The address of this page; a keyword search goes to `keywordPath` (the search page). */
  path: string;
  keywordPath: string;
  defaultSort: JobSort;
  firstPage: JobSearchResult | null;
  taxonomies: Taxonomies | null;
  /** The trends section beside the results (the search page); null when the server could not read them. */
  trends?: JobTrends | null;
}

/** Search box, filters, total, results and "load more": the search page and the listing of all positions. */
export function JobSearchView({
  heading,
  lead,
  params,
  home,
  path,
  keywordPath,
  defaultSort,
  firstPage,
  taxonomies: initialTaxonomies,
  trends,
}: JobSearchViewProps) {
  const { t } = useTranslation(['jobs', 'companies']);
  const format = useJobFormats();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { data: taxonomies } = useTaxonomies(initialTaxonomies);
  const results = useJobSearch(params, firstPage);
  const pages = results.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);
  const queryString = jobSearchQueryString(params, defaultSort, home);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const [showFilters, setShowFilters] = useState(false);
  // The search last asked for here, with its address, until the page has loaded it.
  const [requested, setRequested] = useState<{ search: string; params: JobSearchParams } | null>(null);

  // After "load more", keyboard focus moves to the first position that was added.
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || !listRef.current) return;
    const links = listRef.current.querySelectorAll<HTMLAnchorElement>('a[data-job-id]');
    if (links.length > index) {
      focusFrom.current = null;
      links[index]!.focus();
    }
  }, [items.length]);

  const apply = (next: JobSearchParams) => {
    const target = next.q && path !== keywordPath ? keywordPath : path;
    const query = jobSearchQueryString(next, target === path ? defaultSort : 'relevance', home);
    setRequested({ search: query ? `?${query}` : '', params: next });
    void navigate(query ? `${target}?${query}` : target, { preventScrollReset: true });
  };
  const loadMore = () => {
    focusFrom.current = items.length;
    void results.fetchNextPage();
  };
  const filters = activeFilterCount(params, home);
  const busy = navigation.state === 'loading' && navigation.location.pathname === path;
  // While the next search loads, the filters already show what was chosen.
  const shown = busy && requested?.search === navigation.location.search ? requested.params : params;
  const total = first ? format.total(first.total, first.totalIsExact) : '';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-5 lg:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="hyphens-auto break-words font-serif text-2xl sm:text-3xl lg:text-4xl">{heading}</h1>
        {lead && <p className="text-lg text-muted">{lead}</p>}
      </div>
      <JobSearchForm key={queryString} params={params} onSearch={apply} />
      <SaveSearchButton key={`save-${queryString}`} params={params} home={home} />
      <div
        className={`grid gap-8 lg:grid-cols-[18rem_1fr] ${trends === undefined ? '' : 'xl:grid-cols-[16rem_minmax(0,1fr)_16rem]'}`}
      >
        <section aria-labelledby="job-filters-heading" className="min-w-0">
          <button
            type="button"
            className="min-h-11 w-full rounded-md border border-line px-4 py-2 text-left font-semibold text-brand lg:hidden"
            aria-expanded={showFilters}
            aria-controls="job-filters"
            onClick={() => setShowFilters((shown) => !shown)}
          >
            {filters > 0
              ? t('filters.showCount', { count: filters, number: format.number(filters) })
              : t('filters.show')}
          </button>
          <div id="job-filters" className={`mt-4 flex-col gap-4 lg:mt-0 lg:flex ${showFilters ? 'flex' : 'hidden'}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="job-filters-heading" className="font-serif text-2xl">
                {t('filters.title')}
              </h2>
              {filters > 0 && (
                <button
                  type="button"
                  className="text-sm font-semibold text-brand underline"
                  onClick={() => apply({ ...emptySearch(params.sort), q: params.q, country: [...home] })}
                >
                  {t('filters.reset')}
                </button>
              )}
            </div>
            <JobFilters params={shown} facets={first?.facets} taxonomies={taxonomies} onChange={apply} />
          </div>
        </section>
        <section aria-labelledby="job-results-heading" className="flex min-w-0 flex-col gap-4" aria-busy={busy}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="job-results-heading" className="font-serif text-2xl">
                {t('results.title')}
              </h2>
              <p role="status" className="font-semibold" data-testid="job-total">
                {first ? t('results.total', { count: first.total, total }) : ''}
              </p>
            </div>
            <SelectField
              label={t('sort.label')}
              className="sm:w-56"
              options={[
                { value: 'relevance', label: t('sort.relevance') },
                { value: 'date', label: t('sort.date') },
              ]}
              value={params.sort}
              onChange={(event) => apply({ ...params, sort: event.target.value as JobSort })}
            />
          </div>
          {results.isError && !first && <Alert>{t('results.loadError')}</Alert>}
          {first && items.length === 0 && (
            <div className="rounded-md bg-surface p-6">
              <h3 className="font-serif text-xl">{t('empty.title')}</h3>
              <p className="mt-1 text-muted">{t('empty.text')}</p>
              {filters > 0 && (
                <button
                  type="button"
                  className="mt-3 font-semibold text-brand underline"
                  onClick={() => apply({ ...emptySearch(params.sort), q: params.q, country: [...home] })}
                >
                  {t('filters.reset')}
                </button>
              )}
            </div>
          )}
          {items.length > 0 && (
            <ol ref={listRef} className={`flex flex-col gap-3 ${busy ? 'opacity-60' : ''}`} data-testid="job-results">
              {items.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ol>
          )}
          {results.isFetchNextPageError && <Alert>{t('results.loadError')}</Alert>}
          {results.hasNextPage && (
            <div className="flex justify-center">
              {/* While another search loads, more of this one would be thrown away with it. */}
              <Button variant="secondary" loading={results.isFetchingNextPage || busy} onClick={loadMore}>
                {t('results.loadMore')}
              </Button>
            </div>
          )}
          <p className="text-sm">
            <Link to={paths.companies.search} className="font-semibold text-brand underline">
              {t('companies:search.title')}
            </Link>
          </p>
        </section>
        {trends !== undefined && (
          <JobTrendsAside initial={trends} className="lg:col-start-2 xl:col-start-3 xl:row-start-1" />
        )}
      </div>
    </div>
  );
}
