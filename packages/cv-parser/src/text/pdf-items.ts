import type { PdfDocument } from '../container/pdfjs.ts';
import { READ_LIMITS } from '../limits.ts';
import { CvParseError } from '../parse-error.ts';

/** A positioned run of text on a PDF page, with the baseline measured from the top of the page. */
export interface PdfItem {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
}

export interface PdfPage {
  number: number;
  width: number;
  height: number;
  items: PdfItem[];
}

const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold|[-,]bd\b|[-,]demi\b/i;

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/**
 * Reads the positioned text items of every page. Font names (for bold) only become known once the page's
 * operator list has been built, which also loads the fonts; rotated text (watermarks, vertical labels) is
 * left out. A document past READ_LIMITS (pages, text runs) is refused before or while it is read.
 */
export async function readPdfPages(document: PdfDocument): Promise<PdfPage[]> {
  if (document.numPages > READ_LIMITS.maxPages) throw new CvParseError('tooManyPages');
  const pages: PdfPage[] = [];
  let itemCount = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
    const content = await page.getTextContent();
    itemCount += content.items.length;
    if (itemCount > READ_LIMITS.maxTextItems) throw new CvParseError('tooComplex');
    await page.getOperatorList();
    const boldByFont = new Map<string, boolean>();
    const isBold = (fontName: string): boolean => {
      let bold = boldByFont.get(fontName);
      if (bold === undefined) {
        let name = '';
        try {
          if (page.commonObjs.has(fontName))
            name = String((page.commonObjs.get(fontName) as { name?: string }).name ?? '');
        } catch {
          name = '';
        }
        bold = BOLD_FONT.test(name);
        boldByFont.set(fontName, bold);
      }
      return bold;
    };
    const items: PdfItem[] = [];
    for (const raw of content.items) {
      if (!('str' in raw)) continue;
      const item = raw as TextItemLike;
      if (item.str.length === 0 || item.str.trim().length === 0) continue;
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
      if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) continue;
      items.push({
        text: item.str,
        x: e - x0,
        y: y1 - f,
        width: item.width,
        fontSize: Math.round(Math.abs(d) * 10) / 10,
        bold: isBold(item.fontName),
      });
    }
    pages.push({ number, width: x1 - x0, height: y1 - y0, items });
    page.cleanup();
  }
  return pages;
}
