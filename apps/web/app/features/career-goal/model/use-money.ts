import { useCallback } from 'react';
import { useRootData } from '../../../lib/root-data.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { numberFormat } from '@laufbahn/i18n/intl-cache';

/**
 * Money in a given currency: a goal keeps the currency it was created in, which can differ from the country
 * version's (a member who moved from deu to gbr still sees their euro target).
 */
export function useMoney() {
  const formats = useFormats();
  const { formatLocale } = useRootData();
  return useCallback(
    (value: number, currency: string) =>
      currency === formats.currency
        ? formats.money(value)
        : numberFormat(formatLocale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value),
    [formats, formatLocale],
  );
}
