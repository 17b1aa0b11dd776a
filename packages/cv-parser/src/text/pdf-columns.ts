import type { Segment } from './pdf-segments.ts';

export interface Gutter {
  start: number;
  end: number;
}

const BIN = 2;
const MIN_GUTTER = 10;
const DATE_LIKE =
  /(?:19|20)\d{2}|\b(?:heute|today|present|current|aujourd|oggi|presente|attuale|heden|actualidad|actual)\b/i;

/**
 * Finds the vertical gap between two independent columns (a sidebar and the main text). A gap with only
 * dates on one side is not a column: it is a CV laid out as rows of "dates | entry", read row by row.
 */
export function findGutter(segments: Segment[]): Gutter | null {
  if (segments.length < 8) return null;
  const minX = Math.min(...segments.map((segment) => segment.x));
  const maxX = Math.max(...segments.map((segment) => segment.right));
  const extent = maxX - minX;
  if (extent < 200) return null;
  const bins = new Array<number>(Math.ceil(extent / BIN) + 1).fill(0);
  for (const segment of segments) {
    const from = Math.floor((segment.x - minX) / BIN);
    const to = Math.floor((segment.right - minX) / BIN);
    for (let bin = Math.max(from, 0); bin <= to && bin < bins.length; bin++) bins[bin] = (bins[bin] ?? 0) + 1;
  }
  // Some lines may run across both columns: a name or contact line at the top, a footer.
  const tolerance = Math.max(1, Math.floor(segments.length * 0.08));
  const candidates: Gutter[] = [];
  let runStart = -1;
  for (let bin = 0; bin <= bins.length; bin++) {
    const open = bin < bins.length && (bins[bin] ?? 0) <= tolerance;
    if (open && runStart < 0) runStart = bin;
    if (!open && runStart >= 0) {
      const start = minX + runStart * BIN;
      const end = minX + bin * BIN;
      const core = end - start >= MIN_GUTTER ? clearCore(segments, start, end) : null;
      if (core && core.start > minX + extent * 0.12 && core.end < maxX - extent * 0.12) candidates.push(core);
      runStart = -1;
    }
  }
  let best: Gutter | null = null;
  let bestScore = 0;
  for (const gutter of candidates) {
    const left = segments.filter((segment) => segment.right <= gutter.start + BIN);
    const right = segments.filter((segment) => segment.x >= gutter.end - BIN);
    if (left.length < 4 || right.length < 4) continue;
    if (isAsideOfDates(left) || isAsideOfDates(right)) continue;
    if (rowAligned(left, right)) continue;
    const score = (gutter.end - gutter.start) * Math.min(left.length, right.length);
    if (score > bestScore) {
      best = gutter;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The widest part of a nearly empty band that no segment enters without crossing it completely: lines
 * across both columns may cross a gutter, but text that merely ends or starts in it belongs to a column.
 */
function clearCore(segments: Segment[], start: number, end: number): Gutter | null {
  const entering = segments.filter(
    (segment) => segment.right > start && segment.x < end && !(segment.x <= start && segment.right >= end),
  );
  const edges = [start, ...entering.flatMap((segment) => [segment.x, segment.right]), end]
    .filter((edge) => edge >= start && edge <= end)
    .sort((a, b) => a - b);
  let best: Gutter | null = null;
  for (let index = 0; index + 1 < edges.length; index++) {
    const from = edges[index] as number;
    const to = edges[index + 1] as number;
    if (to - from < MIN_GUTTER) continue;
    const free = !entering.some((segment) => segment.x < to && segment.right > from);
    if (free && (!best || to - from > best.end - best.start)) best = { start: from, end: to };
  }
  return best;
}

function isAsideOfDates(side: Segment[]): boolean {
  const dated = side.filter((segment) => segment.text.length <= 40 && DATE_LIKE.test(segment.text)).length;
  return dated >= side.length * 0.4;
}

/**
 * A table of label and value ("Telefon | +49 …") puts every left segment on the baseline of a right
 * one; independent columns rarely do for long.
 */
function rowAligned(left: Segment[], right: Segment[]): boolean {
  const baselines = right.map((segment) => segment.y);
  const aligned = left.filter((segment) => baselines.some((y) => Math.abs(y - segment.y) < 1)).length;
  return aligned >= left.length * 0.9 && left.length >= 6;
}

/**
 * Puts a page's segments into reading order: bands separated by lines that run across the gutter, and in
 * each band the left column, then the right. Returns each segment with its column (0 across, 1 left, 2
 * right).
 */
export function readingOrder(segments: Segment[]): { segment: Segment; column: number }[] {
  const gutter = findGutter(segments);
  const byPosition = [...segments].sort((a, b) => a.row - b.row || a.x - b.x);
  if (!gutter) return byPosition.map((segment) => ({ segment, column: 0 }));
  const ordered: { segment: Segment; column: number }[] = [];
  let left: Segment[] = [];
  let right: Segment[] = [];
  const flush = () => {
    for (const segment of left) ordered.push({ segment, column: 1 });
    for (const segment of right) ordered.push({ segment, column: 2 });
    left = [];
    right = [];
  };
  // A sidebar line may run into the gutter (a long e-mail address) without reaching the other column.
  const rightEdge = Math.min(
    ...segments.filter((segment) => segment.x >= gutter.end - BIN).map((segment) => segment.x),
  );
  const leftEdge = Math.max(
    ...segments.filter((segment) => segment.right <= gutter.start + BIN).map((segment) => segment.right),
  );
  for (const segment of byPosition) {
    if (segment.right <= rightEdge - 2 && segment.x < gutter.start) left.push(segment);
    else if (segment.x >= leftEdge + 2 && segment.right > gutter.end) right.push(segment);
    else {
      flush();
      ordered.push({ segment, column: 0 });
    }
  }
  flush();
  return ordered;
}
