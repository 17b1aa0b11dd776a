import { readableSlug } from '../../../lib/slug.ts';
import { numberFormat, relativeTimeFormat } from '@laufbahn/i18n/intl-cache';
/** Formats of job listings, in the page's `Intl` locale (country version's conventions, page's language). */

/** Bands already formatted: `formatRange` builds a range formatter on every call (about 0.3 ms each). */
const bands = new Map<string, string>();
const MAX_BANDS = 5_000;

/** "80.000–110.000 €": the band in the position's own currency, whole units. */
export function formatSalaryBand(locale: string, min: number, max: number, currency: string): string {
  const format = numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  if (min === max) return format.format(min);
  const key = `${locale}|${currency}|${min}|${max}`;
  let band = bands.get(key);
  if (band === undefined) {
    if (bands.size >= MAX_BANDS) bands.clear();
    band = format.formatRange(Math.min(min, max), Math.max(min, max));
    bands.set(key, band);
  }
  return band;
}

/** "heute", "gestern", "vor 5 Tagen" / "today", "yesterday", "5 days ago". */
export function formatDaysAgo(locale: string, days: number): string {
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.max(0, days), 'day');
}

/** The exact total, or "10.000+" / "10,000+" once the API only estimates it. */
export function formatTotal(locale: string, total: number, exact: boolean): string {
  const number = numberFormat(locale);
  return exact ? number.format(total) : `${number.format(10_000)}+`;
}

/**
 * A facet value's matches: exact ("4.558"), or an estimate shown as one, to two significant digits ("≈ 4.200"), as
 * the API says of each count.
 */
export function formatFacetCount(locale: string, count: number, exact: boolean): string {
  const number = numberFormat(locale);
  if (exact) return number.format(count);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(count, 1))) - 1);
  return `≈\u00a0${number.format(Math.round(count / step) * step)}`;
}

/** "Leiter Vertrieb (m/w/d) – München" → "leiter-vertrieb-m-w-d-muenchen": readable, ASCII, at most 80 characters. */
export const jobSlug = readableSlug;

/** A description as paragraphs of plain text: blank lines separate them; never interpreted as HTML. */
export const descriptionParagraphs = (text: string | null): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
