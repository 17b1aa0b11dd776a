/**
 * What one CV may cost to read. A CV has a handful of pages and a few thousand words; anything far beyond is a
 * different document (a portfolio, a thesis) or one built to exhaust the reader, and is refused with a clear
 * reason instead of being read.
 */
export const READ_LIMITS = {
  /** Pages of a PDF; more is `tooManyPages`. */
  maxPages: 30,
  /** Positioned text runs over all pages (a dense CV page has a few hundred); more is `tooComplex`. */
  maxTextItems: 30_000,
  /**
   * Bytes the PDF's compressed streams (text, fonts, object and cross-reference streams; not images, which are
   * never decoded) may inflate to in all; more is `tooComplex`. Real CVs stay below 5 MB.
   */
  maxDecodedBytes: 48 * 1024 * 1024,
} as const;
