import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import { COMPANY_SIZE_BANDS } from '@laufbahn/contracts/salary-constants';
import type { SalaryBenchmarkResult } from '@laufbahn/contracts/salary';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { contentLinkClass } from '../../components/layout/content-section.tsx';
import { careerStepsEndpoint } from '../../features/career-goal/api/get-career-steps.ts';
import { salaryBenchmarksEndpoint, salaryQuery } from '../../features/salary/api/salary-benchmarks.ts';
import { SalaryBenchmarks, SalaryUpsell } from '../../features/salary/components/salary-benchmarks.tsx';
import { BasisNote, SalaryFigureView } from '../../features/salary/components/salary-figure-card.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { paths, profilePaths } from '../../lib/paths.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/salary-calculator-page';

/** The inputs of the member's first career goal, as the calculator's address takes them; null without one. */
function goalQuery(steps: CareerStep[] | null): string | null {
  const goal = steps?.[0];
  if (!goal) return null;
  const query = new URLSearchParams();
  const first = (ids: number[]) => (ids.length > 0 ? String(ids[0]) : null);
  const entries: [string, string | null][] = [
    ['careerLevel', first(goal.careerLevelIds)],
    ['function', first(goal.functionIds)],
    ['industry', first(goal.industryIds)],
    ['geoCodeId', goal.locations[0] ? String(goal.locations[0].geoCodeId) : null],
  ];
  for (const [name, value] of entries) if (value) query.set(name, value);
  return query.size > 0 ? `?${query}` : null;
}

/** Members only; the answer, the names of the taxonomies and the career goal are read on the server. */
export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  const ctx = webContext(args.context);
  const query = salaryQuery(new URL(args.request.url).searchParams);
  const [answer, taxonomies, steps] = await Promise.all([
    loadEndpoint(ctx, salaryBenchmarksEndpoint(query)),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
    loadData(ctx, careerStepsEndpoint),
  ]);
  return { result: answer.data, invalid: answer.status === 422, taxonomies, goal: goalQuery(steps) };
}

const ANY = '';

function InputsForm({ result, premium }: { result: SalaryBenchmarkResult | null; premium: boolean }) {
  const { t } = useTranslation(['salary', 'profile']);
  const { taxonomies } = useLoaderData<typeof loader>();
  const inputs = result?.inputs;
  const options = (items: { id: number; name: string }[] | undefined) => [
    { value: ANY, label: t('form.any') },
    ...(items ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <Form method="get" className="grid gap-4 rounded-lg border border-line bg-surface p-6 sm:grid-cols-2">
      <h2 className="font-serif text-2xl sm:col-span-2">{t('form.heading')}</h2>
      <SelectField
        name="careerLevel"
        label={t('form.careerLevel')}
        options={options(taxonomies?.careerLevels)}
        defaultValue={inputs?.careerLevel ?? ANY}
      />
      <SelectField
        name="function"
        label={t('form.function')}
        options={options(taxonomies?.functions)}
        defaultValue={inputs?.function ?? ANY}
      />
      <SelectField
        name="industry"
        label={t('form.industry')}
        options={options(taxonomies?.industries)}
        defaultValue={inputs?.industry ?? ANY}
      />
      <SelectField
        name="country"
        label={t('form.country')}
        options={(taxonomies?.countries ?? []).map((country) => ({ value: country.id, label: country.name }))}
        defaultValue={inputs?.country}
      />
      <SelectField
        name="geoCodeId"
        label={t('form.place')}
        options={[
          { value: ANY, label: t('form.wholeCountry') },
          ...(inputs?.geoCodeId && inputs.region ? [{ value: inputs.geoCodeId, label: inputs.region }] : []),
        ]}
        defaultValue={inputs?.geoCodeId ?? ANY}
        hint={t('form.placeHint')}
      />
      <SelectField
        name="companySize"
        label={t('form.companySize')}
        options={[
          { value: ANY, label: t('form.any') },
          ...COMPANY_SIZE_BANDS.map((band) => ({ value: band, label: t(`sizes.${band}`) })),
        ]}
        defaultValue={inputs?.companySize ?? ANY}
      />
      <SelectField
        name="managementExperience"
        label={t('profile:professional.management')}
        options={options(taxonomies?.managementExperiences)}
        defaultValue={inputs?.managementExperience ?? ANY}
        hint={t('form.managementExperienceHint')}
      />
      {premium && (
        <TextField
          name="salary"
          inputMode="numeric"
          label={t('form.ownSalary')}
          hint={t('form.ownSalaryHint')}
          defaultValue={
            result?.benchmarks?.ownPosition?.fromProfile === false ? result.benchmarks.ownPosition.salary : ''
          }
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit">{t('form.submit')}</Button>
      </div>
    </Form>
  );
}

/** `/salary_calculator` (spec screen 12): what positions like the member's pay, with the basis of every figure. */
export default function SalaryCalculatorPage() {
  const { t } = useTranslation(['salary', 'account', 'profile']);
  const { result, invalid, goal, taxonomies } = useLoaderData<typeof loader>();
  const premium = result !== null && !result.locked;
  return (
    <ContentPage title={t('account:menu.salaryCalculator')} lead={t('lead')}>
      <nav aria-label={t('startFrom.label')} className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={paths.member.salaryCalculator} className={contentLinkClass}>
          {t('startFrom.current')}
        </Link>
        {goal ? (
          <Link to={`${paths.member.salaryCalculator}${goal}`} className={contentLinkClass}>
            {t('startFrom.goal')}
          </Link>
        ) : (
          <Link to={profilePaths.careerGoals} className={contentLinkClass}>
            {t('profile:goals.add')}
          </Link>
        )}
      </nav>
      {invalid && <Alert>{t('invalid')}</Alert>}
      {result && (
        <section aria-labelledby="result-heading" className="rounded-lg border border-line bg-surface p-6">
          <h2 id="result-heading" className="font-serif text-2xl">
            {t('result.heading')}
          </h2>
          <SalaryFigureView
            figure={result}
            withheldText={t('result.withheld', { count: result.sampleSize, number: result.sampleSize })}
          />
          <BasisNote basis={result.basis} />
          <h3 className="mt-6 font-semibold">{t('members.heading')}</h3>
          <SalaryFigureView figure={result.members} withheldText={t('members.withheld')} />
          {!result.members.withheld && <BasisNote basis={result.members.basis} />}
        </section>
      )}
      <InputsForm result={result} premium={premium} />
      {result?.benchmarks ? (
        <SalaryBenchmarks benchmarks={result.benchmarks} taxonomies={taxonomies} />
      ) : (
        result && <SalaryUpsell />
      )}
      <p className="text-sm text-muted">{t('about')}</p>
    </ContentPage>
  );
}
