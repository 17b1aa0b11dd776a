import { useTranslation } from 'react-i18next';
import { PUBLISHER_ANSWERS, WORKPLACE_TYPES } from '@laufbahn/contracts/job-constants';
import type { JobSearchResult } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { CheckboxGroup, type CheckboxGroupOption } from '../../../components/ui/checkbox-group.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { type JobSearchParams, type ListFilter } from '../model/search-params.ts';
import { useJobFormats } from '../model/use-job-formats.ts';

const TAXONOMY: Record<ListFilter, keyof Taxonomies> = {
  careerLevel: 'careerLevels',
  function: 'functions',
  industry: 'industries',
  country: 'countries',
};

/** Yearly minimum salaries offered, as multiples of the country version's marketing threshold. */
const SALARY_STEPS = [0.5, 0.75, 1, 1.5, 2, 3];
const PUBLISHED_WITHIN = [1, 3, 7, 14, 30];
const FIRST_SEEN_WITHIN = [1, 7, 30];

export interface JobFiltersProps {
  params: JobSearchParams;
  facets: JobSearchResult['facets'] | undefined;
  taxonomies: Taxonomies | undefined;
  onChange: (next: JobSearchParams) => void;
}

/** The filters beside the results: each a fieldset or labelled select, list filters with the answer's counts. */
export function JobFilters({ params, facets, taxonomies, onChange }: JobFiltersProps) {
  const { t } = useTranslation('jobs');
  const format = useJobFormats();
  const money = useFormats();
  const { countryVersion } = useRootData();

  const listOptions = (key: ListFilter): CheckboxGroupOption[] => {
    const counts = new Map((facets?.[key] ?? []).map((entry) => [entry.id, entry]));
    const items = (taxonomies?.[TAXONOMY[key]] ?? []) as { id: number; name: string }[];
    // Career levels are few and ordered: all of them. The long lists: only values with matches, and the chosen ones.
    return items
      .filter((item) => key === 'careerLevel' || counts.has(item.id) || params[key].includes(item.id))
      .map((item) => ({
        value: item.id,
        label: t('filters.option', { name: item.name, matches: format.facetCount(counts.get(item.id)) }),
      }));
  };
  const filterBox = (name: string) => ({
    label: t('filters.narrow', { name }),
    noMatches: t('filters.noMatches'),
    selectedLabel: t('filters.selected'),
    removeLabel: (option: string) => t('filters.remove', { option }),
  });

  const workplaceCounts = new Map((facets?.workplace ?? []).map((entry) => [entry.id, entry]));
  const threshold = COUNTRY_VERSIONS[countryVersion].salaryThreshold;
  const salarySteps = SALARY_STEPS.map((factor) => Math.round(threshold * factor));
  const salaryOptions = [
    { value: '', label: t('filters.any') },
    ...[...new Set([...salarySteps, ...(params.minSalary ? [params.minSalary] : [])])]
      .sort((a, b) => a - b)
      .map((value) => ({ value: String(value), label: t('filters.atLeast', { amount: money.money(value) }) })),
  ];
  // A value from an address that is not among the choices is offered too, so the select shows what is applied.
  const dayOptions = (choices: number[], chosen: number | null) => [
    { value: '', label: t('filters.any') },
    ...[...new Set([...choices, ...(chosen ? [chosen] : [])])]
      .sort((a, b) => a - b)
      .map((days) => ({
        value: String(days),
        label: t('filters.withinDays', { count: days, number: format.number(days) }),
      })),
  ];
  const days = (value: string) => (value ? Number(value) : null);

  const list = (key: ListFilter, long: boolean) => {
    const legend = t(`filters.${key}`);
    const options = listOptions(key);
    if (options.length === 0) return null;
    return (
      <CheckboxGroup
        legend={legend}
        options={options}
        value={params[key]}
        onChange={(value) => onChange({ ...params, [key]: [...value].sort((a, b) => a - b) })}
        filter={long && options.length > 8 ? filterBox(legend) : undefined}
      />
    );
  };

  const careerLevels = list('careerLevel', false);
  const functions = list('function', true);
  const industries = list('industry', true);
  const countries = list('country', true);

  return (
    <div className="flex flex-col gap-6">
      {careerLevels}
      <CheckboxGroup
        legend={t('filters.workplace')}
        options={WORKPLACE_TYPES.map((type, index) => ({
          value: index + 1,
          label: t('filters.option', {
            name: t(`workplace.${type}`),
            matches: format.facetCount(workplaceCounts.get(type)),
          }),
        }))}
        value={params.workplace.map((type) => WORKPLACE_TYPES.indexOf(type) + 1)}
        onChange={(value) =>
          onChange({ ...params, workplace: WORKPLACE_TYPES.filter((_, index) => value.includes(index + 1)) })
        }
      />
      <SelectField
        label={t('filters.minSalary')}
        options={salaryOptions}
        value={params.minSalary === null ? '' : String(params.minSalary)}
        onChange={(event) => onChange({ ...params, minSalary: event.target.value ? Number(event.target.value) : null })}
      />
      <SelectField
        label={t('filters.published')}
        options={dayOptions(PUBLISHED_WITHIN, params.publishedWithinDays)}
        value={params.publishedWithinDays === null ? '' : String(params.publishedWithinDays)}
        onChange={(event) => onChange({ ...params, publishedWithinDays: days(event.target.value) })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-serif text-xl">{t('filters.history')}</legend>
        <SelectField
          label={t('filters.firstSeen')}
          hint={t('filters.firstSeenHint')}
          options={dayOptions(FIRST_SEEN_WITHIN, params.firstSeenWithinDays)}
          value={params.firstSeenWithinDays === null ? '' : String(params.firstSeenWithinDays)}
          onChange={(event) => onChange({ ...params, firstSeenWithinDays: days(event.target.value) })}
        />
        <CheckboxField
          label={t('filters.hideReposted')}
          checked={params.hideReposted}
          onChange={(event) => onChange({ ...params, hideReposted: event.target.checked })}
        />
        <CheckboxField
          label={t('filters.answeringPublishers')}
          hint={t('filters.answeringPublishersHint', {
            share: money.percent(PUBLISHER_ANSWERS.answeringShare),
            count: PUBLISHER_ANSWERS.minApplications,
            days: PUBLISHER_ANSWERS.windowDays,
          })}
          checked={params.answeringPublishers}
          onChange={(event) => onChange({ ...params, answeringPublishers: event.target.checked })}
        />
      </fieldset>
      {functions}
      {industries}
      {countries}
    </div>
  );
}
