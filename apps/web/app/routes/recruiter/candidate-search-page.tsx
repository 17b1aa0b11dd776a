import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { CANDIDATE_PAGE_SIZE } from '@laufbahn/contracts/recruiter';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import { PageLinks } from '../../components/ui/page-links.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { CandidateLocation } from '../../features/recruiter/components/candidate-location.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { candidateSearchEndpoint } from '../../features/recruiter/api/candidates.ts';
import { CandidateCard } from '../../features/recruiter/components/candidate-card.tsx';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { requireRecruiter } from '../../features/recruiter/model/require-recruiter.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/candidate-search-page';

const TRAVEL = [1, 2, 3, 4] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const recruiter = await requireRecruiter(context);
  const taxonomies = await loadData(context, taxonomiesEndpoint(webContext(context).language));
  if (!recruiter.organisation.verified) return { unverified: true as const, taxonomies, result: null, invalid: false };
  const answer = await loadEndpoint(context, candidateSearchEndpoint(new URL(request.url).searchParams));
  return { unverified: false as const, taxonomies, result: answer.data, invalid: answer.status === 422 };
}

export default function CandidateSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recruiter');
  const [params] = useSearchParams();
  const { taxonomies, result, unverified, invalid } = loaderData;
  const value = (key: string) => params.get(key) ?? '';
  const options = (items: { id: number; name: string }[] | undefined) => [
    { value: '', label: t('candidates.any') },
    ...(items ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  const page = result?.page ?? 1;
  const pages = result ? Math.max(1, Math.ceil(result.total / CANDIDATE_PAGE_SIZE)) : 1;
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `${recruiterPaths.candidates}?${next}`;
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-5 py-10">
      <title>{`${t('candidates.title')} – ${t('site.name')}`}</title>
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl sm:text-4xl">{t('candidates.title')}</h1>
        <p className="max-w-3xl text-muted">{t('candidates.lead')}</p>
      </div>
      {unverified ? (
        <Alert>{t('candidates.unverified')}</Alert>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
          <section aria-labelledby="filters-heading">
            <h2 id="filters-heading" className="mb-4 font-serif text-xl">
              {t('candidates.filters')}
            </h2>
            {/* Built afresh when the filters are reset, so every field shows its default again. */}
            <Form
              key={params.size === 0 ? 'reset' : 'searched'}
              method="get"
              action={recruiterPaths.candidates}
              className="flex flex-col gap-4"
            >
              <SelectField
                label={t('candidates.careerLevel')}
                name="careerLevelId"
                defaultValue={value('careerLevelId')}
                options={options(taxonomies?.careerLevels)}
              />
              <SelectField
                label={t('candidates.function')}
                name="functionId"
                defaultValue={value('functionId')}
                options={options(taxonomies?.functions)}
              />
              <SelectField
                label={t('candidates.industry')}
                name="industryId"
                defaultValue={value('industryId')}
                options={options(taxonomies?.industries)}
              />
              <SelectField
                label={t('candidates.country')}
                name="countryId"
                defaultValue={value('countryId')}
                options={options(taxonomies?.countries)}
              />
              <CandidateLocation
                initial={
                  Number(value('geoCodeId')) > 0 ? { geoCodeId: Number(value('geoCodeId')), name: value('city') } : null
                }
                radius={value('radiusKm')}
              />
              <TextField label={t('candidates.skill')} name="skill" defaultValue={value('skill')} maxLength={100} />
              <SelectField
                label={t('candidates.minTravel')}
                name="minTravel"
                defaultValue={value('minTravel')}
                options={[
                  { value: '', label: t('candidates.any') },
                  ...TRAVEL.map((level) => ({ value: level, label: t(`travel.${level}`, { ns: 'careerGoal' }) })),
                ]}
              />
              <CheckboxField
                label={t('candidates.openToOtherLocations')}
                name="openToOtherLocations"
                value="true"
                defaultChecked={value('openToOtherLocations') === 'true'}
              />
              <Button type="submit">{t('candidates.submit')}</Button>
              <Link to={recruiterPaths.candidates} className="text-sm text-brand underline">
                {t('candidates.reset')}
              </Link>
            </Form>
          </section>
          <section aria-labelledby="results-heading" className="flex flex-col gap-4">
            <h2 id="results-heading" className="font-serif text-xl" aria-live="polite">
              {invalid || !result ? t('candidates.none') : t('candidates.count', { count: result.total })}
            </h2>
            {result && result.candidates.length === 0 && <p>{t('candidates.none')}</p>}
            <ul className="flex flex-col gap-4">
              {result?.candidates.map((candidate) => (
                <li key={candidate.id}>
                  <CandidateCard candidate={candidate} />
                </li>
              ))}
            </ul>
            <PageLinks
              page={page}
              pages={pages}
              linkTo={pageLink}
              labels={{
                nav: t('candidates.pagination'),
                previous: t('candidates.previous'),
                next: t('candidates.next'),
                pageOf: t('candidates.pages', { page, pages }),
              }}
            />
          </section>
        </div>
      )}
    </div>
  );
}
