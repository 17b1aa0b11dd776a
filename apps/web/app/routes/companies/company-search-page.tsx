import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router';
import { COMPANY_LIMITS } from '@laufbahn/contracts/company-constants';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { contentLinkClass } from '../../components/layout/content-section.tsx';
import { companySearchEndpoint } from '../../features/companies/api/companies.ts';
import { CompanyList } from '../../features/companies/components/company-sections.tsx';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/company-search-page';

const FIELDS = ['q', 'industry', 'country'] as const;

/** The search in the address; read on the server. `?more=1` lists up to 100. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = webContext(context);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of FIELDS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const more = url.searchParams.get('more') === '1';
  if (more) query.set('limit', String(COMPANY_LIMITS.maxPageSize));
  const [answer, taxonomies] = await Promise.all([
    loadEndpoint(ctx, companySearchEndpoint(query)),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  return {
    result: answer.data,
    invalid: answer.status === 422,
    taxonomies,
    params: Object.fromEntries(FIELDS.map((name) => [name, query.get(name) ?? ''])) as Record<
      (typeof FIELDS)[number],
      string
    >,
    more,
    search: query.toString(),
  };
}

/** `/career/company`: companies by name, industry and country. */
export default function CompanySearchPage() {
  const { t } = useTranslation(['companies', 'salary']);
  const { result, invalid, taxonomies, params, more, search } = useLoaderData<typeof loader>();
  const any = { value: '', label: t('salary:form.any') };
  return (
    <ContentPage title={t('search.title')} lead={t('search.lead')}>
      <Form
        method="get"
        className="grid gap-4 rounded-lg border border-line bg-surface p-6 sm:grid-cols-3"
        role="search"
      >
        <TextField
          name="q"
          label={t('search.name')}
          defaultValue={params.q}
          maxLength={COMPANY_LIMITS.maxQueryLength}
        />
        <SelectField
          name="industry"
          label={t('salary:form.industry')}
          options={[any, ...(taxonomies?.industries ?? []).map((item) => ({ value: item.id, label: item.name }))]}
          defaultValue={params.industry}
        />
        <SelectField
          name="country"
          label={t('salary:form.country')}
          options={[any, ...(taxonomies?.countries ?? []).map((item) => ({ value: item.id, label: item.name }))]}
          defaultValue={params.country}
        />
        <div className="sm:col-span-3">
          <Button type="submit">{t('search.submit')}</Button>
        </div>
      </Form>
      {invalid && <Alert>{t('search.invalid')}</Alert>}
      {result && (
        <section aria-labelledby="results-heading" className="flex flex-col gap-3">
          <h2 id="results-heading" className="font-serif text-2xl">
            {t('search.results')}
          </h2>
          {result.items.length === 0 ? (
            <p>{t('search.none')}</p>
          ) : (
            <CompanyList companies={result.items} taxonomies={taxonomies} />
          )}
          {result.more && !more && (
            <p>
              <Link to={`?${search}${search ? '&' : ''}more=1`} className={contentLinkClass}>
                {t('search.showMore')}
              </Link>
            </p>
          )}
        </section>
      )}
    </ContentPage>
  );
}
