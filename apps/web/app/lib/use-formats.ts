import { useMemo } from 'react';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { useRootData } from './root-data.ts';
import { dateTimeFormat, numberFormat } from '@laufbahn/i18n/intl-cache';

/** Numbers, money and dates in the country version's formats and the page's language. */
export function useFormats() {
  const { formatLocale, countryVersion } = useRootData();
  return useMemo(() => {
    const currency = COUNTRY_VERSIONS[countryVersion].currency;
    const number = numberFormat(formatLocale);
    const money = numberFormat(formatLocale, { style: 'currency', currency, maximumFractionDigits: 0 });
    const millions = numberFormat(formatLocale, { notation: 'compact', compactDisplay: 'long' });
    const date = dateTimeFormat(formatLocale, { dateStyle: 'long', timeZone: 'UTC' });
    const percent = numberFormat(formatLocale, { style: 'percent', maximumFractionDigits: 0 });
    return {
      currency,
      number: (value: number) => number.format(value),
      money: (value: number) => money.format(value),
      /** "8 Millionen", "8 million": large marketing figures read better in words. */
      millions: (value: number) => millions.format(value),
      date: (value: Date | string) => date.format(new Date(value)),
      /** 0.35 → "35 %" / "35%". */
      percent: (value: number) => percent.format(value),
    };
  }, [formatLocale, countryVersion]);
}
