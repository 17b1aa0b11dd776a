import type { PdfItem, PdfPage } from './pdf-items.ts';

/** Text on one baseline without a wide gap: a line of one column, or one cell of a row. */
export interface Segment {
  text: string;
  page: number;
  x: number;
  right: number;
  y: number;
  fontSize: number;
  bold: boolean;
  /** Segments of one baseline share a row number (per page). */
  row: number;
}

/** A gap wider than this many font sizes separates segments (a column gutter, a tab stop). */
const SEGMENT_GAP_EM = 1.2;

export function pageSegments(page: PdfPage): Segment[] {
  const items = [...page.items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PdfItem[][] = [];
  let row: PdfItem[] = [];
  let rowY = Number.NEGATIVE_INFINITY;
  let rowSize = 0;
  for (const item of items) {
    const tolerance = 0.35 * Math.max(rowSize, item.fontSize, 1);
    if (row.length > 0 && Math.abs(item.y - rowY) <= tolerance) {
      row.push(item);
      rowSize = Math.max(rowSize, item.fontSize);
    } else {
      if (row.length > 0) rows.push(row);
      row = [item];
      rowY = item.y;
      rowSize = item.fontSize;
    }
  }
  if (row.length > 0) rows.push(row);

  const segments: Segment[] = [];
  for (const [rowIndex, current] of rows.entries()) {
    current.sort((a, b) => a.x - b.x);
    let parts: PdfItem[] = [];
    const flush = () => {
      if (parts.length > 0) segments.push(toSegment(parts, page.number, rowIndex));
      parts = [];
    };
    for (const item of current) {
      const previous = parts[parts.length - 1];
      if (previous) {
        const gap = item.x - (previous.x + previous.width);
        if (gap > SEGMENT_GAP_EM * Math.max(previous.fontSize, item.fontSize)) flush();
      }
      parts.push(item);
    }
    flush();
  }
  return segments;
}

function toSegment(parts: PdfItem[], page: number, row: number): Segment {
  let text = '';
  let boldChars = 0;
  let chars = 0;
  let sizeWeight = 0;
  let previous: PdfItem | null = null;
  for (const part of parts) {
    if (previous) {
      const gap = part.x - (previous.x + previous.width);
      const needsSpace = gap > 0.12 * Math.max(part.fontSize, previous.fontSize);
      if (needsSpace && !/\s$/.test(text) && !/^\s/.test(part.text)) text += ' ';
    }
    text += part.text;
    const length = part.text.trim().length;
    chars += length;
    sizeWeight += length * part.fontSize;
    if (part.bold) boldChars += length;
    previous = part;
  }
  const last = parts[parts.length - 1] as PdfItem;
  const first = parts[0] as PdfItem;
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    page,
    x: first.x,
    right: last.x + last.width,
    y: Math.min(...parts.map((part) => part.y)),
    fontSize: chars > 0 ? Math.round((sizeWeight / chars) * 10) / 10 : first.fontSize,
    bold: boldChars * 2 > chars,
    row,
  };
}
