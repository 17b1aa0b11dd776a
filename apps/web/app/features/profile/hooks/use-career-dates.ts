import { useTranslation } from 'react-i18next';
import type { MonthYear } from '@laufbahn/contracts/dates';
import type { Position } from '@laufbahn/contracts/profile';
import { useRootData } from '../../../lib/root-data.ts';
import { dateTimeFormat } from '@laufbahn/i18n/intl-cache';

/** Month-and-year periods of a career, in the page's language: "März 2019 – heute". */
export function useCareerDates() {
  const { t } = useTranslation('profile');
  const { formatLocale } = useRootData();
  const month = dateTimeFormat(formatLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthYear = (value: MonthYear) => month.format(new Date(Date.UTC(value.year, value.month - 1, 1)));
  return {
    monthYear,
    period: (position: Pick<Position, 'startDate' | 'endDate'>) =>
      t('positions.period', {
        start: monthYear(position.startDate),
        end: position.endDate ? monthYear(position.endDate) : t('positions.today'),
      }),
  };
}
