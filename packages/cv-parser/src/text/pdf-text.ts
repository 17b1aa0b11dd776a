import type { PdfDocument } from '../container/pdfjs.ts';
import { medianFontSize, type TextDocument, type TextLine } from './model.ts';
import { removePageFurniture } from './page-furniture.ts';
import { readingOrder } from './pdf-columns.ts';
import { readPdfPages } from './pdf-items.ts';
import { pageSegments, type Segment } from './pdf-segments.ts';

/** Baselines further apart than this many font sizes start a new block. */
const BLOCK_GAP_EM = 1.9;

export async function pdfText(document: PdfDocument): Promise<TextDocument> {
  const pages = await readPdfPages(document);
  const cleaned = removePageFurniture(pages.map((page) => ({ height: page.height, segments: pageSegments(page) })));
  const lines: TextLine[] = [];
  let block = -1;
  for (const segments of cleaned) {
    let previous: TextLine | null = null;
    let previousRow = -1;
    for (const { segment, column } of readingOrder(segments)) {
      if (previous && previous.column === column && previousRow === segment.row) {
        previous.text = `${previous.text}\t${segment.text}`;
        previous.width = segment.right - previous.x;
        previous.bold &&= segment.bold;
        continue;
      }
      if (!previous || startsBlock(previous, segment, column)) block++;
      previous = toLine(segment, column, block);
      previousRow = segment.row;
      lines.push(previous);
    }
  }
  return { lines, pageCount: pages.length, bodyFontSize: medianFontSize(lines) };
}

function startsBlock(previous: TextLine, segment: Segment, column: number): boolean {
  if (previous.column !== column || previous.page !== segment.page) return true;
  const gap = segment.y - previous.y;
  return gap < 0 || gap > BLOCK_GAP_EM * Math.max(previous.fontSize, segment.fontSize);
}

function toLine(segment: Segment, column: number, block: number): TextLine {
  return {
    text: segment.text,
    page: segment.page,
    x: segment.x,
    y: segment.y,
    width: segment.right - segment.x,
    fontSize: segment.fontSize,
    bold: segment.bold,
    heading: false,
    column,
    block,
    cell: null,
  };
}
