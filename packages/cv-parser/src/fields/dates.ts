import type { CvDate } from '../types.ts';
import { MONTH_WORDS, PRESENT_WORDS, RANGE_WORDS, SINCE_WORDS } from './date-words.ts';

export interface DateRange {
  start: CvDate | null;
  end: CvDate | null;
  current: boolean;
  /** Where the range is written in the text, so that callers can cut it out. */
  index: number;
  length: number;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const byLength = (words: string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).map(escape);

const MONTH_BY_WORD = new Map<string, number>();
for (const [month, words] of Object.entries(MONTH_WORDS))
  for (const word of words) MONTH_BY_WORD.set(word, Number(month));

const MONTH = `(?<![\\p{L}])(?<name>${byLength([...MONTH_BY_WORD.keys()]).join('|')})\\.?(?![\\p{L}])`;
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const DATE = new RegExp(
  [
    `(?<![\\d.])(?:[0-3]?\\d[./])?(?<numMonth>0?[1-9]|1[0-2])\\s?[./]\\s?(?<numYear>${YEAR})(?!\\d)`,
    `(?<!\\d)(?<isoYear>${YEAR})-(?<isoMonth>0[1-9]|1[0-2])(?![\\d.])`,
    `(?:(?<!\\d)[0-3]?\\d\\.?\\s)?${MONTH}\\s?(?:de\\s|del\\s|')?(?<nameYear>${YEAR})(?!\\d)`,
    `(?<![\\d/.])(?<year>${YEAR})(?![\\d/])`,
  ].join('|'),
  'giu',
);
const PRESENT = new RegExp(`(?<![\\p{L}])(?:${byLength(PRESENT_WORDS).join('|')})(?![\\p{L}])`, 'giu');
const SINCE = new RegExp(`(?<![\\p{L}])(?:${byLength(SINCE_WORDS).join('|')})\\s*$`, 'iu');
const SEPARATOR = new RegExp(
  `^\\s*(?:[-–—‒―~>]+|${byLength(RANGE_WORDS).join('|')}|[-–—]\\s*(?:${byLength(RANGE_WORDS).join('|')}))\\s*$`,
  'iu',
);
const OPEN_END = /^\s*[-–—‒―]+\s*(?:$|[\t|,(•·])/u;

interface Token {
  kind: 'date' | 'present';
  date: CvDate | null;
  index: number;
  end: number;
}

function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(DATE)) {
    const groups = match.groups ?? {};
    let date: CvDate | null = null;
    if (groups.numYear) date = { month: Number(groups.numMonth), year: Number(groups.numYear) };
    else if (groups.isoYear) date = { month: Number(groups.isoMonth), year: Number(groups.isoYear) };
    else if (groups.nameYear)
      date = { month: MONTH_BY_WORD.get((groups.name ?? '').toLowerCase()) ?? null, year: Number(groups.nameYear) };
    else if (groups.year) date = { month: null, year: Number(groups.year) };
    if (date) found.push({ kind: 'date', date, index: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(PRESENT)) {
    const index = match.index;
    if (found.some((token) => index < token.end && index + match[0].length > token.index)) continue;
    found.push({ kind: 'present', date: null, index, end: index + match[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * All date ranges in a line of text: "03/2019 – heute", "seit 2019", "janv. 2015 à déc. 2018", "dal 2019",
 * "enero de 2019 – actualidad". With `single` a lone date counts as a range of its own ("2019").
 */
export function findDateRanges(text: string, options: { single?: boolean } = {}): DateRange[] {
  const list = tokens(text);
  const ranges: DateRange[] = [];
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    if (token.kind !== 'date') continue;
    const next = list[i + 1];
    if (next && separates(text, token, next)) {
      const start = startOf(text, token);
      ranges.push({
        start: token.date,
        end: next.kind === 'date' ? next.date : null,
        current: next.kind === 'present',
        index: start,
        length: next.end - start,
      });
      i++;
      continue;
    }
    const before = text.slice(0, token.index);
    const since = SINCE.exec(before);
    if (since) {
      ranges.push({ start: token.date, end: null, current: true, index: since.index, length: token.end - since.index });
      continue;
    }
    const after = text.slice(token.end);
    const open = OPEN_END.exec(after);
    if (open && (!next || next.index >= token.end + open[0].length)) {
      const start = startOf(text, token);
      ranges.push({
        start: token.date,
        end: null,
        current: true,
        index: start,
        length: token.end + open[0].trimEnd().length - start,
      });
      continue;
    }
    if (options.single) {
      ranges.push({
        start: token.date,
        end: token.date,
        current: false,
        index: token.index,
        length: token.end - token.index,
      });
    }
  }
  return ranges;
}

// "bis heute", "to date", "à ce jour" and "jusqu'à aujourd'hui" carry their own separator.
const SELF_SEPARATED = /^(?:bis|to|till|jusqu|tot|à|a|al|ad|hasta)(?![\p{L}])/iu;

function separates(text: string, token: Token, next: Token): boolean {
  const between = text.slice(token.end, next.index);
  if (SEPARATOR.test(between)) return true;
  return next.kind === 'present' && between.trim() === '' && SELF_SEPARATED.test(text.slice(next.index, next.end));
}

const OPENER = /(?<![\p{L}])(?:von|vom|from|de|du|dal|da|van|desde)\s+$/iu;

function startOf(text: string, token: Token): number {
  const opener = OPENER.exec(text.slice(0, token.index));
  return opener ? opener.index : token.index;
}

export function findDateRange(text: string, options: { single?: boolean } = {}): DateRange | null {
  return findDateRanges(text, options)[0] ?? null;
}

/** The text with a found range cut out and the leftover punctuation tidied. */
export function withoutRange(text: string, range: DateRange): string {
  return (text.slice(0, range.index) + ' ' + text.slice(range.index + range.length))
    .replace(/\(\s*\d+\s+\p{L}+(?:\s+\d+\s+\p{L}+)?\s*\)/gu, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/^[\s|,;:–—\-•·]+|[\s|,;:–—\-•·]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
