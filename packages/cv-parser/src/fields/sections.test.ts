import { describe, expect, it } from 'vitest';
import { linesOf } from '../test-support/lines.ts';
import { findSections, headingKind } from './sections.ts';

describe('headingKind', () => {
  it.each([
    ['Berufserfahrung', 'experience'],
    ['BERUFLICHER WERDEGANG', 'experience'],
    ['Professional Experience:', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Esperienze professionali', 'experience'],
    ['Werkervaring', 'experience'],
    ['Experiencia profesional', 'experience'],
    ['Ausbildung', 'education'],
    ['Education', 'education'],
    ['Formation', 'education'],
    ['Istruzione e formazione', 'education'],
    ['Opleiding', 'education'],
    ['Formación académica', 'education'],
    ['Kenntnisse', 'skills'],
    ['Top Skills', 'skills'],
    ['Compétences', 'skills'],
    ['Competenze', 'skills'],
    ['Vaardigheden', 'skills'],
    ['Competencias', 'skills'],
    ['Sprachen', 'languages'],
    ['Languages', 'languages'],
    ['Langues', 'languages'],
    ['Lingue', 'languages'],
    ['Talen', 'languages'],
    ['Idiomas', 'languages'],
    ['Zertifikate', 'training'],
    ['Licenses & Certifications', 'training'],
    ['Persönliche Daten', 'personal'],
    ['B E R U F S E R F A H R U N G', 'experience'],
    ['COMP ETENCIAS', 'skills'],
    ['Berufserfahrung (Auswahl)', 'experience'],
    ['2. Ausbildung', 'education'],
  ])('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('does not take ordinary lines for headings', () => {
    expect(headingKind('Erfahrung in der Führung von Teams')).toBeNull();
    expect(headingKind('03/2019 – heute\tAusbildung')).toBeNull();
    expect(headingKind('Leiterin Finanzen')).toBeNull();
  });
});

describe('findSections', () => {
  it('keeps each column its own flow and lets a later one-column page continue the main column', () => {
    const lines = linesOf([
      { text: 'Kontakt', column: 1, x: 40 },
      { text: 'anna@example.com', column: 1, x: 40 },
      { text: 'Sprachen', column: 1, x: 40 },
      { text: 'Deutsch', column: 1, x: 40 },
      { text: 'Anna Berg', column: 2, x: 220 },
      { text: 'Berufserfahrung', column: 2, x: 220 },
      { text: 'Leiterin Finanzen', column: 2, x: 220 },
      { text: 'Zertifikate', column: 1, x: 40 },
      { text: 'CFA', column: 1, x: 40 },
      { text: '03/2019 – heute', column: 2, x: 220 },
      { text: 'Controllerin', page: 2, column: 0, x: 220 },
    ]);
    expect(findSections(lines).kindOf).toEqual([
      'contact',
      'contact',
      'languages',
      'languages',
      null,
      'experience',
      'experience',
      'training',
      'training',
      'experience',
      'experience',
    ]);
  });
});
