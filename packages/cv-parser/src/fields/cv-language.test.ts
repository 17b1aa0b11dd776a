import { describe, expect, it } from 'vitest';
import { linesOf } from '../test-support/lines.ts';
import { detectLanguage } from './cv-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['de', ['Berufserfahrung', 'März 2019 – heute', 'Leiterin Finanzen bei der Nordstern AG', 'Sprachen']],
    ['en', ['Work Experience', 'March 2019 – present', 'Head of Finance at Thames plc', 'Languages']],
    [
      'fr',
      ['Expérience professionnelle', 'mars 2019 – aujourd’hui', 'Directrice financière chez Lumière SA', 'Langues'],
    ],
    [
      'it',
      ['Esperienza professionale', 'marzo 2019 – oggi', 'Direttrice finanziaria presso Lombarda S.p.A.', 'Lingue'],
    ],
    ['nl', ['Werkervaring', 'maart 2019 – heden', 'Financieel directeur bij Holland B.V.', 'Talen']],
    [
      'es',
      ['Experiencia profesional', 'marzo de 2019 – actualidad', 'Directora financiera en Ibérica S.A.', 'Idiomas'],
    ],
  ])('recognises %s', (language, texts) => {
    expect(detectLanguage(linesOf(texts))).toBe(language);
  });

  it('gives up on too little text', () => {
    expect(detectLanguage(linesOf(['Anna Berg']))).toBeNull();
  });
});
