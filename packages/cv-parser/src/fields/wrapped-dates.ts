import type { TextLine } from '../text/model.ts';
import { findDateRange } from './dates.ts';

/**
 * The first text joined with the start of the second when that completes a date range begun at the end
 * of the first ("sept. 1999 – mar." + "2004"), or null.
 */
function completes(first: string, second: string): string | null {
  if (!/\d/.test(first) || second.length > 30) return null;
  const alone = findDateRange(first);
  if (alone && !alone.current) return null;
  const joined = `${first.trim()} ${second.trim()}`;
  const range = findDateRange(joined);
  const cut = first.trim().length;
  if (!range?.start || range.index >= cut || range.index + range.length <= cut + 1) return null;
  // The part on the first line must be a date of its own ("Université Lyon 2" / "avril 2017 – …" is not).
  if (!/\d{4}|\p{L}{3}/u.test(joined.slice(range.index, cut))) return null;
  if (alone && range.length <= alone.length) return null;
  return joined;
}

/**
 * A narrow date cell wraps a range over two lines ("sept. 1999 – mar." / "2004", "2016 –" / "heute"),
 * at the start of the lines (a date column) or at their end (right-aligned dates). Returns the lines with
 * such a range put back together on its first line.
 */
export function joinWrappedDates(lines: TextLine[], inScope: boolean[]): TextLine[] {
  const out = lines.map((line) => ({ ...line }));
  for (let index = 0; index + 1 < out.length; index++) {
    if (!inScope[index] || !inScope[index + 1]) continue;
    const line = out[index] as TextLine;
    const next = out[index + 1] as TextLine;
    const cells = line.text.split('\t');
    const nextCells = next.text.split('\t');
    const sameStart = !(line.x > 0 && next.x > 0 && Math.abs(line.x - next.x) > 4);
    const head = sameStart ? completes(cells[0] ?? '', nextCells[0] ?? '') : null;
    if (head) {
      line.text = [head, ...cells.slice(1)].join('\t');
      next.text = nextCells.slice(1).join('\t');
      continue;
    }
    const column = cells.length === 1 && nextCells.length === 1 ? dateColumn(line.text, next.text) : null;
    if (column) {
      line.text = column.line;
      next.text = column.next;
      continue;
    }
    if (cells.length < 2 || nextCells.length < 2) continue;
    const tail = completes(cells[cells.length - 1] ?? '', nextCells[nextCells.length - 1] ?? '');
    if (tail) {
      line.text = [...cells.slice(0, -1), tail].join('\t');
      next.text = nextCells.slice(0, -1).join('\t');
    }
  }
  return out;
}

const OPEN_RANGE_AT_START = /^(\S{1,12}(?:\s\S{1,6})?\s?[-–—‒])\s+(\S.*)$/u;

/**
 * LaTeX CV classes (moderncv's `\cventry`) set the dates in a narrow column with no cell break in the
 * text: "06/2016– SVP Marketing, …" over "Present Built the …". The end of the range is taken from the
 * start of the next line and the title stays on the first, after a cell break.
 */
function dateColumn(text: string, nextText: string): { line: string; next: string } | null {
  const match = OPEN_RANGE_AT_START.exec(text.trim());
  if (!match || findDateRange(text)) return null;
  const [, range = '', rest = ''] = match;
  const words = nextText.trim().split(/\s+/);
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    const head = words.slice(0, count).join(' ');
    const joined = completes(range, head);
    if (joined) return { line: `${joined}\t${rest}`, next: words.slice(count).join(' ') };
  }
  return null;
}
