import { useMemo } from 'react';
import { useRootData } from '../../../lib/root-data.ts';
import { formatDaysAgo, formatFacetCount, formatSalaryBand, formatTotal } from './format.ts';
import { numberFormat } from '@laufbahn/i18n/intl-cache';

/** The formats of job listings in this page's locale. */
export function useJobFormats() {
  const { formatLocale } = useRootData();
  return useMemo(() => {
    const km = numberFormat(formatLocale, { style: 'unit', unit: 'kilometer' });
    const number = numberFormat(formatLocale);
    return {
      salaryBand: (job: { salaryMin: number; salaryMax: number; currency: string }) =>
        formatSalaryBand(formatLocale, job.salaryMin, job.salaryMax, job.currency),
      daysAgo: (days: number) => formatDaysAgo(formatLocale, days),
      total: (total: number, exact: boolean) => formatTotal(formatLocale, total, exact),
      facetCount: (entry: { count: number; exact: boolean } | undefined) =>
        formatFacetCount(formatLocale, entry?.count ?? 0, entry?.exact ?? true),
      number: (value: number) => number.format(value),
      km: (value: number) => km.format(value),
    };
  }, [formatLocale]);
}
