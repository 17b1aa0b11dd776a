/** Formats of job listings, in the page's `Intl` locale (country version's conventions, page's language). */

/** "80.000–110.000 €": the band in the position's own currency, whole units. */
export function formatSalaryBand(locale: string, min: number, max: number, currency: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  return min === max ? format.format(min) : format.formatRange(Math.min(min, max), Math.max(min, max));
}

/** "heute", "gestern", "vor 5 Tagen" / "today", "yesterday", "5 days ago". */
export function formatDaysAgo(locale: string, days: number): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.max(0, days), 'day');
}

/** The exact total, or "10.000+" / "10,000+" once the API only estimates it. */
export function formatTotal(locale: string, total: number, exact: boolean): string {
  const number = new Intl.NumberFormat(locale);
  return exact ? number.format(total) : `${number.format(10_000)}+`;
}

const SLUG_REPLACEMENTS: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/ß/g, 'ss'],
];

/** "Leiter Vertrieb (m/w/d) – München" → "leiter-vertrieb-m-w-d-muenchen": readable, ASCII, at most 80 characters. */
export function jobSlug(title: string): string {
  let text = title.toLowerCase();
  for (const [pattern, replacement] of SLUG_REPLACEMENTS) text = text.replace(pattern, replacement);
  const slug = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80).replace(/-+$/, '');
}

/** A description as paragraphs of plain text: blank lines separate them; never interpreted as HTML. */
export const descriptionParagraphs = (text: string | null): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
