import { useTranslation } from 'react-i18next';
import type { SavedSearchParams } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { nameOf } from '../../../../lib/reference/taxonomies.ts';
import { useFormats } from '../../../../lib/use-formats.ts';
import { useJobFormats } from '../../model/use-job-formats.ts';

const TAXONOMY = {
  careerLevel: 'careerLevels',
  function: 'functions',
  industry: 'industries',
  country: 'countries',
} as const;

/** The filters of a saved search in words: one line each, names from the taxonomies in the page's language. */
export function SavedSearchSummary({
  params,
  cityName,
  taxonomies,
}: {
  params: SavedSearchParams;
  cityName: string | null;
  taxonomies: Taxonomies | undefined;
}) {
  const { t } = useTranslation('jobs');
  const format = useJobFormats();
  const money = useFormats();
  const rows: { label: string; value: string }[] = [];

  for (const key of ['careerLevel', 'function', 'industry', 'country'] as const) {
    const ids = params[key] ?? [];
    if (ids.length === 0) continue;
    const names = ids.map((id) => nameOf(taxonomies?.[TAXONOMY[key]], id) ?? t('lists.savedSearches.unknownValue'));
    rows.push({ label: t(`filters.${key}`), value: names.join(', ') });
  }
  if (params.geoCodeId) {
    rows.push({
      label: t('form.location'),
      value: params.radiusKm
        ? t('lists.savedSearches.placeRadius', {
            radius: format.km(params.radiusKm),
            place: cityName ?? t('lists.savedSearches.unknownValue'),
          })
        : (cityName ?? t('lists.savedSearches.unknownValue')),
    });
  }
  if (params.workplace?.length) {
    rows.push({ label: t('filters.workplace'), value: params.workplace.map((w) => t(`workplace.${w}`)).join(', ') });
  }
  if (params.minSalary) {
    rows.push({ label: t('filters.minSalary'), value: money.money(params.minSalary) });
  }
  if (params.publishedWithinDays) {
    const days = params.publishedWithinDays;
    rows.push({
      label: t('filters.published'),
      value: t('filters.withinDays', { count: days, number: format.number(days) }),
    });
  }
  if (params.firstSeenWithinDays) {
    const days = params.firstSeenWithinDays;
    rows.push({
      label: t('filters.firstSeen'),
      value: t('filters.withinDays', { count: days, number: format.number(days) }),
    });
  }
  const history = [
    params.hideReposted && t('filters.repostedHidden'),
    params.answeringPublishers && t('filters.answeringPublishersOnly'),
  ].filter((value): value is string => typeof value === 'string');
  if (history.length > 0) rows.push({ label: t('filters.history'), value: history.join(', ') });

  if (rows.length === 0) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-muted">{row.label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
