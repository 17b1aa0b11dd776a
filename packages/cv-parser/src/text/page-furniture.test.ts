import { describe, expect, it } from 'vitest';
import { removePageFurniture } from './page-furniture.ts';
import type { Segment } from './pdf-segments.ts';

const segment = (text: string, y: number, fontSize = 9): Segment => ({
  text,
  page: 1,
  x: 50,
  right: 300,
  y,
  fontSize,
  bold: false,
  row: 0,
});

describe('removePageFurniture', () => {
  it('drops page numbers and lines repeated in the margins of every page, not the content', () => {
    const page = (number: number) => ({
      height: 842,
      segments: [
        segment('Anna Berg – Lebenslauf', 30),
        segment(`Leiterin Finanzen ${number}`, 400, 10),
        segment(`Seite ${number} von 2`, 815),
      ],
    });
    expect(removePageFurniture([page(1), page(2)]).map((segments) => segments.map((item) => item.text))).toEqual([
      ['Leiterin Finanzen 1'],
      ['Leiterin Finanzen 2'],
    ]);
  });

  it('keeps the name at the top of page one when a smaller running header repeats it', () => {
    const pages = [
      { height: 842, segments: [segment('Anna Berg', 40, 22), segment('Berufserfahrung', 300, 12)] },
      { height: 842, segments: [segment('Anna Berg', 30, 8), segment('Ausbildung', 300, 12)] },
    ];
    expect(removePageFurniture(pages)[0]?.map((item) => item.text)).toEqual(['Anna Berg', 'Berufserfahrung']);
  });
});
