/**
 * One layout-aware text model for every document kind. Lines are in reading order: a two-column page is
 * read one column after the other; headers, footers and page numbers are gone.
 */
export interface TextLine {
  text: string;
  /** 1-based; DOCX and DOC have no pages and report 1. */
  page: number;
  /** Left edge and baseline from the top of the page, in points; 0 where the source has no geometry. */
  x: number;
  y: number;
  width: number;
  /** In points; DOCX paragraphs without a size get the size their style suggests. */
  fontSize: number;
  bold: boolean;
  /** Marked as a heading by the source (a DOCX heading or title style). */
  heading: boolean;
  /** 0 for a one-column page or a line across both columns; 1 for the left column, 2 for the right. */
  column: number;
  /** Lines of one paragraph or visually tight group share a block number. */
  block: number;
  /** A table cell's index within its row, else null. */
  cell: number | null;
}

export interface TextDocument {
  lines: TextLine[];
  pageCount: number;
  /** Font size most of the body text is set in. */
  bodyFontSize: number;
}

export function medianFontSize(lines: TextLine[]): number {
  const weighted: number[] = [];
  for (const line of lines) for (let i = 0; i < Math.min(line.text.length, 200); i++) weighted.push(line.fontSize);
  if (weighted.length === 0) return 10;
  weighted.sort((a, b) => a - b);
  return weighted[Math.floor(weighted.length / 2)] ?? 10;
}
