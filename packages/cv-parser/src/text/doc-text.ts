import WordExtractor from 'word-extractor';
import { medianFontSize, type TextDocument, type TextLine } from './model.ts';

const line = (text: string, block: number, column = 0, cell: number | null = null): TextLine => ({
  text,
  page: 1,
  x: 0,
  y: 0,
  width: 0,
  fontSize: 11,
  bold: false,
  heading: false,
  column,
  block,
  cell,
});

const tidy = (text: string) =>
  text
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/ *\t[\t ]*/g, '\t')
    .trim();

/**
 * A legacy Word file gives plain text: one paragraph per line, where a table cell ends in a tab and a
 * table row in a further tab before the line break. Rows are rebuilt from that: a row of long cells is a
 * page layout (sidebar and main text, read as columns), a row with a short first cell ("03/2019 – heute",
 * "Adresse") is read as label and value on one line.
 */
export async function docText(bytes: Uint8Array): Promise<TextDocument> {
  const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const body = document.getBody();
  const lines: TextLine[] = [];
  let block = 0;

  const header = document
    .getHeaders({ includeFooters: false })
    .split(/\r?\n|\r/)
    .map(tidy)
    .filter((text) => text.length > 0 && !body.includes(text));
  for (const text of header) lines.push(line(text, block));
  block++;

  const paragraph = (text: string) => {
    const clean = tidy(text);
    if (clean) lines.push(line(clean, block));
    else block++;
  };

  const row = (paragraphs: string[]) => {
    const cells = paragraphs
      .join('\n')
      .replace(/\t$/, '')
      .split(/\t+/)
      .map((cell) => cell.split('\n').map(tidy).filter(Boolean))
      .filter((cell) => cell.length > 0);
    block++;
    if (cells.length <= 1) {
      for (const text of cells[0] ?? []) lines.push(line(text, block));
      return;
    }
    const layout = cells.every((cell) => cell.length >= 3);
    if (layout) {
      cells.forEach((cell, index) => {
        block++;
        for (const text of cell) lines.push(line(text, block, index + 1, index));
      });
      return;
    }
    const [first, ...others] = cells as [string[], ...string[][]];
    const [lead, ...rest] = others.flat();
    lines.push(line(lead ? `${first.join(' ')}\t${lead}` : first.join(' '), block, 0, 0));
    for (const text of rest) lines.push(line(text, block, 0, 1));
  };

  let pending: string[] = [];
  for (const raw of body.replace(/[\v\f]/g, '\n').split(/\r?\n|\r/)) {
    pending.push(raw);
    if (raw.endsWith('\t')) {
      row(pending);
      pending = [];
    }
  }
  // Paragraphs after the last table row (or a document without tables) are ordinary paragraphs.
  for (const text of pending) paragraph(text);

  return { lines, pageCount: 1, bodyFontSize: medianFontSize(lines) };
}
