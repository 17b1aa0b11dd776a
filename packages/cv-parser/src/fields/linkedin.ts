import type { TextLine } from '../text/model.ts';
import { findDateRange } from './dates.ts';
import type { RawPosition } from './positions.ts';
import { findCities, findCountries } from './places.ts';
import { alternation } from './word-list.ts';

const UNIT = `(?:${alternation(String.raw`
  years?, yrs?, months?, mos?, jahre?n?, monate?n?, ans?, mois, anni, anno, mes[ei], jaar, jaren, maanden?, años?,
  anos?, meses, mes
`)})`;
const SPAN = String.raw`\d+\s+${UNIT}(?:\s+\d+\s+${UNIT})?`;
const LESS_THAN_A_YEAR = alternation(`
  less than a year, weniger als ein jahr, moins d['’]un an, meno di un anno, minder dan een jaar, menos de un año
`);

/** "11 Jahre 8 Monate", "5 years 11 months": the total time at a company in a LinkedIn export. */
export const DURATION_LINE = new RegExp(`^\\(?\\s*(?:${SPAN}|${LESS_THAN_A_YEAR})\\s*\\)?$`, 'iu');
const DURATION_AFTER_RANGE = new RegExp(`\\(\\s*(?:${SPAN}|${LESS_THAN_A_YEAR})\\s*\\)\\s*$`, 'iu');

/** A LinkedIn "Save to PDF" export: a profile link and date ranges followed by their duration. */
export function isLinkedInExport(lines: TextLine[]): boolean {
  const profileLink = lines.some((line) => /linkedin\.com\/in\//i.test(line.text));
  const durations = lines.filter((line) => DURATION_AFTER_RANGE.test(line.text) && findDateRange(line.text)).length;
  return profileLink && durations >= 1;
}

/**
 * LinkedIn lists each employer once, in a larger font, with its total duration; below it one or more
 * titles, each followed by its dates and location. A title line directly under another entry's location
 * or description belongs to the same employer as that entry.
 */
export function linkedInPositions(lines: TextLine[], inScope: boolean[]): RawPosition[] {
  const positions: RawPosition[] = [];
  let company: string | null = null;
  let lastAnchor = -1;
  lines.forEach((line, index) => {
    if (!inScope[index]) return;
    const range = findDateRange(line.text);
    if (!range?.start || !DURATION_AFTER_RANGE.test(line.text)) return;
    const titleLine = lines[index - 1];
    if (!titleLine || !inScope[index - 1]) return;
    let titleStart = index - 1;
    while (
      titleStart - 1 > lastAnchor &&
      inScope[titleStart - 1] &&
      sameStyle(lines[titleStart - 1] as TextLine, titleLine) &&
      index - titleStart < 2
    ) {
      titleStart--;
    }
    const title = lines
      .slice(titleStart, index)
      .map((entry) => entry.text)
      .join(' ');
    let before = titleStart - 1;
    if (before >= 0 && inScope[before] && DURATION_LINE.test((lines[before] as TextLine).text.trim())) before--;
    const candidate = lines[before];
    const isCompany =
      candidate &&
      inScope[before] &&
      before > lastAnchor &&
      (candidate.fontSize > titleLine.fontSize + 0.4 || before === firstInScope(inScope) || lastAnchor < 0);
    if (candidate && isCompany) company = candidate.text.trim();
    const next = lines[index + 1];
    const city = next && inScope[index + 1] ? placeOf(next.text) : null;
    positions.push({
      title: title.trim(),
      companyName: company,
      city,
      start: range.start,
      end: range.current ? null : range.end,
      current: range.current,
      description: null,
      confidence: company ? 0.9 : 0.6,
    });
    lastAnchor = index;
  });
  return positions;
}

function sameStyle(a: TextLine, b: TextLine): boolean {
  return a.bold === b.bold && Math.abs(a.fontSize - b.fontSize) < 0.3;
}

function firstInScope(inScope: boolean[]): number {
  return inScope.indexOf(true);
}

/** "Chicago, Illinois, United States" → "Chicago". */
export function placeOf(text: string): string | null {
  const parts = text.split(/\s*,\s*/);
  const first = parts[0]?.trim() ?? '';
  if (!first || first.length > 40) return null;
  const known = findCities(first)[0];
  if (known && known.text === first) return first;
  const last = parts[parts.length - 1]?.trim() ?? '';
  if (parts.length >= 2 && findCountries(last)[0]?.text === last) return first;
  return null;
}
