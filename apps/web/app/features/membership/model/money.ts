import { useMemo } from 'react';
import { useRootData } from '../../../lib/root-data.ts';

/** Amounts in minor units (cents, pence) as the country version writes them: "298,80 €", "£249.00". */
export function moneyFormatter(locale: string, currency: string) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (minor: number) => format.format(minor / 100);
}

/** Money, dates and VAT rates in the page's language and the country version's formats. */
export function useMembershipFormats(currency: string) {
  const { formatLocale } = useRootData();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'long', timeZone: 'UTC' });
    const rate = new Intl.NumberFormat(formatLocale, { maximumFractionDigits: 1 });
    return {
      money: moneyFormatter(formatLocale, currency),
      /** Another currency than the subscription's (an invoice from another country version). */
      moneyIn: (other: string) => moneyFormatter(formatLocale, other),
      date: (value: string) => date.format(new Date(value)),
      /** 19 → "19", 8.1 → "8,1": the VAT rate's number, the catalogue adds the percent sign. */
      rate: (value: number) => rate.format(value),
    };
  }, [formatLocale, currency]);
}
