import { medianFontSize, type TextDocument, type TextLine } from '../text/model.ts';

export type LineInput = string | (Partial<TextLine> & { text: string });

/** Text lines for tests: plain strings become body text; objects set size, bold, column and so on. */
export function linesOf(inputs: LineInput[]): TextLine[] {
  let block = 0;
  return inputs.map((input) => {
    const line = typeof input === 'string' ? { text: input } : input;
    if (line.text === '') block++;
    return {
      page: 1,
      x: 0,
      y: 0,
      width: 0,
      fontSize: 10,
      bold: false,
      heading: false,
      column: 0,
      block,
      cell: null,
      ...line,
    };
  });
}

export function documentOf(inputs: LineInput[]): TextDocument {
  const lines = linesOf(inputs).filter((line) => line.text !== '');
  return { lines, pageCount: 1, bodyFontSize: medianFontSize(lines) };
}
