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
    if (cells.length < 2 || nextCells.length < 2) continue;
    const tail = completes(cells[cells.length - 1] ?? '', nextCells[nextCells.length - 1] ?? '');
    if (tail) {
      line.text = [...cells.slice(0, -1), tail].join('\t');
      next.text = nextCells.slice(0, -1).join('\t');
    }
  }
  return out;
}
