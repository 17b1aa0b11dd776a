import { describe, expect, it } from 'vitest';
import { formattingLocale } from './formats.ts';

const currency = (locale: string, code: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: 0 })
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');

describe('formattingLocale', () => {
  it('uses the country version locale in its own language', () => {
    expect(formattingLocale('DE', 'deu')).toBe('de-DE');
    expect(formattingLocale('DE', 'chd')).toBe('de-CH');
    expect(formattingLocale('FR', 'chf')).toBe('fr-CH');
    expect(formattingLocale('EN_US', 'usa')).toBe('en-US');
    expect(formattingLocale('EN_GB', 'eur')).toBe('en-IE');
  });

  it('keeps the region when the member switches language', () => {
    expect(formattingLocale('FR', 'deu')).toBe('fr-DE');
    expect(formattingLocale('DE', 'usa')).toBe('de-US');
    expect(formattingLocale('EN_US', 'gbr')).toBe('en-GB');
  });

  it('gives each version its own number and currency format', () => {
    expect(currency(formattingLocale('DE', 'deu'), 'EUR', 60_000)).toBe('60.000 €');
    expect(currency(formattingLocale('DE', 'chd'), 'CHF', 100_000)).toBe("CHF 100'000");
    expect(currency(formattingLocale('EN_US', 'usa'), 'USD', 100_000)).toBe('$100,000');
    expect(currency(formattingLocale('EN_GB', 'gbr'), 'GBP', 50_000)).toBe('£50,000');
    expect(currency(formattingLocale('FR', 'fra'), 'EUR', 60_000)).toBe('60 000 €');
  });
});
