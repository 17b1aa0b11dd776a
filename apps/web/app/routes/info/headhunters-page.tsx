import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { BulletList, ContentSection, contentLinkClass } from '../../components/layout/content-section.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { PageLinks } from '../../components/ui/page-links.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { headhunterSearchEndpoint } from '../../features/headhunters/api/headhunters.ts';
import { FirmCard } from '../../features/headhunters/components/firm-card.tsx';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { paths } from '../../lib/paths.ts';
import { nameOf, taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/headhunters-page';

const FEATURES = ['find', 'mandates', 'contact'] as const;
const FILTERS = ['function', 'industry', 'location'] as const;

/** The filters and the page in the address; read on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = webContext(context);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of [...FILTERS, 'page']) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const [answer, taxonomies] = await Promise.all([
    loadEndpoint(ctx, headhunterSearchEndpoint(query)),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  // A search the API refuses (a hand-made address) shows the whole directory with a note, filters cleared.
  const invalid = answer.status === 422;
  const result = invalid
    ? (await loadEndpoint(ctx, headhunterSearchEndpoint(new URLSearchParams()))).data
    : answer.data;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, invalid ? '' : (query.get(name) ?? '')])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  return { result, invalid, taxonomies, filters };
}

/** The address of another page of the same search. */
function pageLink(filters: Record<string, string>, page: number) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  if (page > 1) query.set('page', String(page));
  return query.size ? `?${query}` : '?';
}

/**
 * `/headhunters` (footer "headhunter search and directory"): verified search firms serving this country version,
 * by function, industry and city, with their open mandates; Premium members write to a firm from its page.
 */
export default function HeadhuntersPage() {
  const { t } = useTranslation('pages');
  const { result, invalid, taxonomies, filters } = useLoaderData<typeof loader>();
  const any = { value: '', label: t('headhunters.directory.any') };
  const facets = result?.facets;
  const filtered = FILTERS.some((name) => filters[name]);
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const options = (items: { id: number; name: string }[] | undefined, ids: number[] = []) =>
    ids
      .map((id) => ({ value: id, label: nameOf(items, id) ?? '' }))
      .filter((option) => option.label)
      .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <ContentPage title={t('headhunters.title')} lead={t('headhunters.lead')}>
      <section aria-labelledby="directory-heading" className="flex flex-col gap-4">
        <h2 id="directory-heading" className="font-serif text-2xl">
          {t('headhunters.directory.heading')}
        </h2>
        {/* Keyed by the filters: the selects take their values afresh after "reset", Back and Forward. */}
        <Form
          key={FILTERS.map((name) => filters[name] ?? '').join('|')}
          method="get"
          role="search"
          className="grid gap-4 rounded-lg border border-line bg-surface p-5 sm:grid-cols-3"
        >
          <SelectField
            name="function"
            label={t('headhunters.directory.function')}
            options={[any, ...options(taxonomies?.functions, facets?.functionIds)]}
            defaultValue={filters.function}
          />
          <SelectField
            name="industry"
            label={t('headhunters.directory.industry')}
            options={[any, ...options(taxonomies?.industries, facets?.industryIds)]}
            defaultValue={filters.industry}
          />
          <SelectField
            name="location"
            label={t('headhunters.directory.location')}
            options={[
              any,
              ...(facets?.locations ?? []).map((location) => ({ value: location.geoCodeId, label: location.name })),
            ]}
            defaultValue={filters.location}
          />
          <div className="flex flex-wrap items-center gap-4 sm:col-span-3">
            <Button type="submit">{t('headhunters.directory.submit')}</Button>
            {filtered && (
              <Link to={paths.info.headhunters} className={contentLinkClass}>
                {t('headhunters.directory.reset')}
              </Link>
            )}
          </div>
        </Form>
        {invalid && <Alert>{t('headhunters.directory.invalid')}</Alert>}
        {result && (
          <>
            <p role="status" className="font-semibold">
              {t('headhunters.directory.count', { count: result.total })}
            </p>
            {result.items.length === 0 ? (
              <div className="rounded-lg border border-line bg-surface p-6">
                <h3 className="text-lg font-semibold">
                  {filtered ? t('headhunters.directory.noMatchTitle') : t('headhunters.directory.emptyTitle')}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">
                  {filtered ? t('headhunters.directory.noMatchText') : t('headhunters.directory.emptyText')}
                </p>
              </div>
            ) : (
              <ul className="flex flex-col gap-4" aria-label={t('headhunters.directory.results')}>
                {result.items.map((firm) => (
                  <FirmCard key={firm.id} firm={firm} taxonomies={taxonomies} />
                ))}
              </ul>
            )}
            <PageLinks
              page={result.page}
              pages={pages}
              linkTo={(page) => pageLink(filters, page)}
              labels={{
                nav: t('headhunters.directory.pagination'),
                previous: t('headhunters.directory.previous'),
                next: t('headhunters.directory.next'),
                pageOf: t('headhunters.directory.pageOf', { page: result.page, pages }),
              }}
            />
          </>
        )}
      </section>

      <ContentSection id="how-it-works" title={t('headhunters.howItWorks.heading')}>
        <p className="mt-2 leading-relaxed">{t('headhunters.howItWorks.intro')}</p>
        <BulletList items={FEATURES.map((item) => t(`headhunters.howItWorks.items.${item}`))} />
      </ContentSection>

      <ContentSection id="be-found" title={t('headhunters.beFound.heading')}>
        <p className="mt-2 leading-relaxed">{t('headhunters.beFound.text')}</p>
        <p className="mt-4">
          <LinkButton to={paths.registration}>{t('headhunters.beFound.register')}</LinkButton>
        </p>
        <p className="mt-4 leading-relaxed">
          {t('headhunters.beFound.visibility')}{' '}
          <Link to={`${paths.info.privacy}#visibility-heading`} className={contentLinkClass}>
            {t('headhunters.beFound.privacyLink')}
          </Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
