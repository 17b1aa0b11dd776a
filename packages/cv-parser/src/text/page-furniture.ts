import type { Segment } from './pdf-segments.ts';

/** Share of the page height at the top and at the bottom where running headers and footers sit. */
const MARGIN_SHARE = 0.1;

/** "3", "- 3 -", "Seite 2 von 3", "Page 1 of 2", "pagina 2/3", "Pág. 1 de 2". */
const PAGE_NUMBER = new RegExp(
  String.raw`^(?:(?:page|seite|pagina|página|pag\.?|pág\.?|blatt|p\.|s\.)\s*)?[-–(]?\s*\d{1,3}\s*[-–)]?` +
    String.raw`(?:\s*(?:\/|of|von|de|di|van|sur|su|\|)\s*\d{1,3})?$`,
  'i',
);

// The size is part of the key so that a running header repeating the name does not also remove the name.
const fingerprint = (segment: Segment) =>
  `${segment.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()}|${Math.round(segment.fontSize)}`;

/**
 * Drops page numbers and lines repeated in the top or bottom margin of most pages (running headers with
 * the name, footers with contact details or "Page 2 of 3").
 */
export function removePageFurniture(pages: { height: number; segments: Segment[] }[]): Segment[][] {
  const inMargin = (segment: Segment, height: number) =>
    segment.y < height * MARGIN_SHARE || segment.y > height * (1 - MARGIN_SHARE);

  const pagesWithText = new Map<string, Set<number>>();
  if (pages.length >= 2) {
    pages.forEach((page, index) => {
      for (const segment of page.segments) {
        if (!inMargin(segment, page.height)) continue;
        const key = fingerprint(segment);
        const seen = pagesWithText.get(key) ?? new Set<number>();
        seen.add(index);
        pagesWithText.set(key, seen);
      }
    });
  }
  const repeatedOn = Math.max(2, Math.ceil(pages.length * 0.5));

  return pages.map((page) =>
    page.segments.filter((segment) => {
      if (!inMargin(segment, page.height)) return true;
      if (PAGE_NUMBER.test(segment.text.trim())) return false;
      const count = pagesWithText.get(fingerprint(segment))?.size ?? 0;
      return pages.length < 2 || count < repeatedOn;
    }),
  );
}
