import mammoth from 'mammoth';
import { medianFontSize, type TextDocument, type TextLine } from './model.ts';

/** The parts of mammoth's document tree this reader walks. */
interface DocxNode {
  type: string;
  children?: DocxNode[];
  value?: string;
  styleName?: string | null;
  styleId?: string | null;
  isBold?: boolean;
  fontSize?: number | null;
  breakType?: string;
  numbering?: unknown;
}

const DEFAULT_SIZE = 11;
const EMPTY_LINE: TextLine = {
  text: '',
  page: 1,
  x: 0,
  y: 0,
  width: 0,
  fontSize: DEFAULT_SIZE,
  bold: false,
  heading: false,
  column: 0,
  block: 0,
  cell: null,
};
const HEADING_SIZES: Record<string, number> = { title: 26, 1: 16, 2: 14, 3: 13, 4: 12, 5: 12, 6: 12 };

interface Cursor {
  lines: TextLine[];
  block: number;
  cell: number | null;
  column: number;
}

/**
 * Reads a DOCX through mammoth's document tree rather than its HTML: the tree keeps run-level bold and
 * font size, paragraph styles (headings, title) and tables, whose cells become side-by-side columns.
 */
export async function docxText(bytes: Uint8Array, headerParagraphs: string[] = []): Promise<TextDocument> {
  let tree: DocxNode | null = null;
  await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    {
      transformDocument: (document: DocxNode) => {
        tree = document;
        // Only the tree is needed; an empty document keeps the HTML conversion from doing any work.
        return { ...document, children: [] };
      },
    },
  );
  const cursor: Cursor = { lines: [], block: 0, cell: null, column: 0 };
  if (tree) walk((tree as DocxNode).children ?? [], cursor);
  // A page header can hold the name and contact details; it is read first unless the body repeats it.
  const body = new Set(cursor.lines.map((line) => line.text));
  const header = [...new Set(headerParagraphs)].filter((text) => !body.has(text));
  cursor.lines.unshift(...header.map((text) => ({ ...EMPTY_LINE, text, block: -1 })));
  return { lines: cursor.lines, pageCount: 1, bodyFontSize: medianFontSize(cursor.lines) };
}

function walk(nodes: DocxNode[], cursor: Cursor): void {
  for (const node of nodes) {
    if (node.type === 'paragraph') paragraph(node, cursor);
    else if (node.type === 'table') table(node, cursor);
    else if (node.children) walk(node.children, cursor);
  }
}

function table(node: DocxNode, cursor: Cursor): void {
  const outer = { cell: cursor.cell, column: cursor.column };
  const rows = (node.children ?? []).filter((row) => row.type === 'tableRow');
  // One row of several cells is a page layout (sidebar and main text); more rows are a table read row by row.
  const layout = rows.length === 1;
  for (const row of rows) {
    const cells = (row.children ?? []).filter((cell) => cell.type === 'tableCell');
    cells.forEach((cell, index) => {
      cursor.block++;
      cursor.cell = index;
      cursor.column = layout && cells.length > 1 ? index + 1 : outer.column;
      walk(cell.children ?? [], cursor);
    });
  }
  cursor.cell = outer.cell;
  cursor.column = outer.column;
  cursor.block++;
}

function headingLevel(node: DocxNode): string | null {
  const style = `${node.styleName ?? ''} ${node.styleId ?? ''}`.toLowerCase();
  if (/\btitle\b|titel|titre|titolo|título/.test(style) && !/sub/.test(style)) return 'title';
  const level = /(?:heading|berschrift|titre|titolo|kop|título|encabezado)\s*(\d)/.exec(style)?.[1];
  return level ?? null;
}

function paragraph(node: DocxNode, cursor: Cursor): void {
  const level = headingLevel(node);
  const parts: { text: string; bold: boolean; size: number | null }[][] = [[]];
  const collect = (children: DocxNode[], bold: boolean, size: number | null) => {
    for (const child of children) {
      if (child.type === 'text') parts[parts.length - 1]?.push({ text: child.value ?? '', bold, size });
      else if (child.type === 'tab') parts[parts.length - 1]?.push({ text: '\t', bold, size });
      else if (child.type === 'break') parts.push([]);
      else if (child.type === 'run') collect(child.children ?? [], !!child.isBold, child.fontSize ?? null);
      else if (child.children) collect(child.children, bold, size);
    }
  };
  collect(node.children ?? [], false, null);
  const texts = parts.map((runs) => ({
    text: runs
      .map((run) => run.text)
      .join('')
      .replace(/[ \u00a0]+/g, ' ')
      .replace(/ *\t[\t ]*/g, '\t')
      .trim(),
    runs,
  }));
  if (texts.every((part) => part.text.length === 0)) {
    cursor.block++;
    return;
  }
  if (level) cursor.block++;
  for (const { text, runs } of texts) {
    if (text.length === 0) continue;
    const visible = runs.filter((run) => run.text.trim().length > 0);
    const chars = visible.reduce((sum, run) => sum + run.text.length, 0);
    const boldChars = visible.filter((run) => run.bold).reduce((sum, run) => sum + run.text.length, 0);
    const sized = visible.filter((run) => run.size !== null);
    const size =
      sized.length > 0
        ? Math.max(...sized.map((run) => run.size ?? 0))
        : level
          ? (HEADING_SIZES[level] ?? DEFAULT_SIZE)
          : DEFAULT_SIZE;
    cursor.lines.push({
      text,
      page: 1,
      x: 0,
      y: 0,
      width: 0,
      fontSize: size,
      bold: boldChars * 2 > chars || level !== null,
      heading: level !== null,
      column: cursor.column,
      block: cursor.block,
      cell: cursor.cell,
    });
  }
  if (level) cursor.block++;
}
