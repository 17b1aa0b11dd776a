import { describe, expect, it } from 'vitest';
import { documentOf, type LineInput } from '../test-support/lines.ts';
import { extractName } from './name.ts';
import { findSections } from './sections.ts';

const nameOf = (inputs: LineInput[], language: 'de' | 'es' | null = 'de') => {
  const document = documentOf(inputs);
  const found = extractName(document, findSections(document.lines), language);
  return found && [found.first.value, found.last.value];
};

describe('extractName', () => {
  it('takes the large line near the top, not the document title above it', () => {
    expect(
      nameOf([
        { text: 'Lebenslauf', fontSize: 14, bold: true },
        { text: 'Dr. Katrin Schäfer', fontSize: 22, bold: true },
        'Geschäftsführerin | Logistik',
        'Berufserfahrung',
        '03/2019 – heute Geschäftsführerin',
      ]),
    ).toEqual(['Katrin', 'Schäfer']);
  });

  it('reads "Curriculum Vitae – Name" and labelled names', () => {
    expect(nameOf([{ text: 'Curriculum Vitae – Pieter van den Broek', fontSize: 16 }, 'Profiel'])).toEqual([
      'Pieter',
      'van den Broek',
    ]);
    expect(nameOf(['Lebenslauf', 'Persönliche Daten', 'Name\tHans-Peter Großkopf', 'Adresse\tAm Kirchberg 7'])).toEqual(
      ['Hans-Peter', 'Großkopf'],
    );
    expect(nameOf(['Name: Marie-Claire Dubois', 'Adresse : 3 rue de la Paix, Paris'])).toEqual([
      'Marie-Claire',
      'Dubois',
    ]);
    expect(nameOf([{ text: 'Lebenslauf von Anna Berg', fontSize: 16 }, 'Berufserfahrung'])).toEqual(['Anna', 'Berg']);
    expect(nameOf([{ text: 'Sean Murphy – Curriculum Vitae', fontSize: 16 }, 'Experience'])).toEqual([
      'Sean',
      'Murphy',
    ]);
  });

  it('does not take a job title, a heading, a city or a company for the name', () => {
    expect(
      nameOf([
        { text: 'Chief Financial Officer', fontSize: 18, bold: true },
        { text: 'Rheintal Chemie SE', fontSize: 16 },
        { text: 'Frankfurt am Main', fontSize: 16 },
        { text: 'Anna Berg', fontSize: 12 },
        { text: 'Berufserfahrung', fontSize: 16, bold: true },
      ]),
    ).toEqual(['Anna', 'Berg']);
  });

  it('finds the name at the top of the main column after a sidebar', () => {
    expect(
      nameOf([
        { text: 'CONTACTO', column: 1, bold: true },
        { text: '08008 Barcelona', column: 1, fontSize: 9 },
        { text: 'IDIOMAS', column: 1, bold: true },
        { text: 'Catalán – nativo', column: 1, fontSize: 9 },
        { text: 'Jordi Puig i Soler', column: 2, fontSize: 24, bold: true },
        { text: 'Director Comercial – Packaging', column: 2, fontSize: 12 },
      ]),
    ).toEqual(['Jordi', 'Puig i Soler']);
  });

  it('keeps upper-case surnames, particles and Spanish double surnames', () => {
    expect(nameOf([{ text: 'Jean-Baptiste MOREAU', fontSize: 20 }, 'Directeur financier'])).toEqual([
      'Jean-Baptiste',
      'Moreau',
    ]);
    expect(nameOf([{ text: 'José Ignacio Márquez Ruiz', fontSize: 20 }, 'Director General'], 'es')).toEqual([
      'José Ignacio',
      'Márquez Ruiz',
    ]);
  });
});
