import { describe, expect, it } from 'vitest';
import { findGutter, readingOrder } from './pdf-columns.ts';
import type { Segment } from './pdf-segments.ts';

let row = 0;
const segment = (text: string, x: number, right: number, y: number): Segment => ({
  text,
  page: 1,
  x,
  right,
  y,
  fontSize: 10,
  bold: false,
  row: row++,
});

describe('findGutter and readingOrder', () => {
  it('reads a left sidebar before the main column, with the name across the top first', () => {
    const segments = [
      segment('Anna Berg', 40, 400, 50),
      segment('Kontakt', 40, 120, 100),
      segment('anna@example.com', 40, 175, 114),
      segment('+49 170 1234567', 40, 150, 128),
      segment('Sprachen', 40, 110, 160),
      segment('Deutsch', 40, 90, 174),
      segment('Berufserfahrung', 220, 320, 100),
      segment('Leiterin Finanzen', 220, 330, 114),
      segment('Nordstern Versicherung AG, Hamburg', 220, 420, 128),
      segment('Verantwortung für Planung und Controlling', 220, 500, 142),
      segment('Ausbildung', 220, 300, 170),
      segment('Universität Mannheim', 220, 350, 184),
    ];
    expect(findGutter(segments)).toEqual({ start: expect.any(Number), end: expect.any(Number) });
    const ordered = readingOrder(segments).map(({ segment: item, column }) => `${column}:${item.text}`);
    expect(ordered).toEqual([
      '0:Anna Berg',
      '1:Kontakt',
      '1:anna@example.com',
      '1:+49 170 1234567',
      '1:Sprachen',
      '1:Deutsch',
      '2:Berufserfahrung',
      '2:Leiterin Finanzen',
      '2:Nordstern Versicherung AG, Hamburg',
      '2:Verantwortung für Planung und Controlling',
      '2:Ausbildung',
      '2:Universität Mannheim',
    ]);
  });

  it('keeps a column of dates beside its entries instead of reading it as a column of its own', () => {
    const segments = [
      segment('Berufserfahrung', 50, 150, 100),
      segment('03/2019 – heute', 50, 125, 120),
      segment('Geschäftsführerin', 180, 280, 120),
      segment('Alpen Logistik GmbH, München', 180, 330, 134),
      segment('04/2014 – 02/2019', 50, 130, 160),
      segment('Bereichsleiterin Kontraktlogistik', 180, 340, 160),
      segment('Kessler & Brandt Logistik AG', 180, 320, 174),
      segment('01/2010 – 03/2014', 50, 130, 200),
      segment('Leiterin Supply Chain Consulting', 180, 340, 200),
      segment('Ausbildung', 50, 120, 240),
    ];
    expect(findGutter(segments)).toBeNull();
  });

  it('does not split a page at a gap that text runs into from one side', () => {
    const segments = [
      segment('Sophie Martin-Lefèvre', 57, 303, 78),
      segment('Directrice Financière — Groupe Horizon SA', 57, 259, 147),
      segment('janv. 2018 – aujourd’hui', 299, 409, 147),
      segment('Responsable du contrôle de gestion — Atlantique', 57, 288, 189),
      segment('sept. 2012 – déc. 2017', 322, 409, 189),
      segment('Mise en place du reporting mensuel', 57, 260, 220),
      segment('Auditrice senior — Cabinet Durand', 57, 274, 241),
      segment('2008 – 2012', 354, 409, 241),
      segment('CONTACT', 438, 494, 77),
      segment('44000 Nantes', 438, 499, 110),
      segment('Tél. : 06 71 23 45 89', 438, 527, 131),
      segment('sophie.martin@example.fr', 438, 552, 151),
      segment('COMPÉTENCES', 438, 528, 174),
    ];
    const gutter = findGutter(segments);
    expect(gutter?.start).toBeGreaterThanOrEqual(405);
    expect(gutter?.end).toBeLessThanOrEqual(440);
  });
});
