import { describe, expect, it } from 'vitest';
import { SOURCE_TAG, TAGS, loadStrings, prose } from './catalog-strings.ts';
import { expectNoProblems } from './catalog-strings.ts';
import { avoidPattern, loadExceptions, loadGlossary } from './glossary.ts';

const source = loadStrings(SOURCE_TAG);
const sourceTerms = new Map(loadGlossary(SOURCE_TAG).terms.map((term) => [term.id, term]));
const exceptions = loadExceptions();

describe('glossary', () => {
  for (const tag of TAGS) {
    const glossary = loadGlossary(tag);
    const strings = loadStrings(tag);

    it(`${tag}: defines every term of the German glossary, and only those`, () => {
      expect(glossary.language).toBe(tag);
      expect(glossary.terms.map((t) => t.id).sort()).toEqual([...sourceTerms.keys()].sort());
    });

    it(`${tag}: no string uses a form the glossary avoids`, () => {
      const failures: string[] = [];
      for (const term of glossary.terms) {
        const german = sourceTerms.get(term.id)?.source;
        const scope = term.avoidOnlyWithSource && german ? new RegExp(german, 'u') : undefined;
        for (const form of term.avoid) {
          const pattern = avoidPattern(form, term.caseSensitive);
          for (const [key, text] of strings) {
            if (scope && !scope.test(prose(source.get(key) ?? ''))) continue;
            const found = pattern.exec(prose(text));
            if (found) failures.push(`${key}: "${found[0]}" – term ${term.id} is "${term.use}"`);
          }
        }
      }
      expectNoProblems(failures);
    });

    if (tag === SOURCE_TAG) continue;

    it(`${tag}: where German uses a term, the translation uses the glossary's`, () => {
      const failures: string[] = [];
      const allowed = exceptions.terms[tag] ?? {};
      for (const term of glossary.terms) {
        const german = sourceTerms.get(term.id)?.source;
        if (!term.match || !german) continue;
        const inSource = new RegExp(german, 'u');
        const inTarget = new RegExp(term.match, 'iu');
        for (const [key, text] of strings) {
          const original = source.get(key);
          if (!original || !inSource.test(prose(original)) || inTarget.test(prose(text))) continue;
          if (allowed[term.id]?.[key]) continue;
          failures.push(`${key}: German has term ${term.id}, expected "${term.use}" – ${text}`);
        }
      }
      expectNoProblems(failures);
    });
  }

  it('every exception names a key that exists and gives a reason', () => {
    const keys = new Set(source.keys());
    const entries = [
      ...Object.entries(exceptions.repeated),
      ...Object.entries(exceptions.plurals),
      ...Object.values(exceptions.terms).flatMap((byTerm) => Object.values(byTerm).flatMap((e) => Object.entries(e))),
    ];
    for (const [key, why] of entries) {
      expect(keys.has(key) || [...keys].some((k) => k.startsWith(`${key}_`)), `${key} is not a catalog key`).toBe(true);
      expect(why.length, `${key} needs a reason`).toBeGreaterThan(10);
    }
  });

  it('finds an avoided form as a whole word only', () => {
    expect(avoidPattern('schief gelaufen').test('Leider ist etwas schief gelaufen.')).toBe(true);
    expect(avoidPattern('(?<!e-)mailadres').test('Uw e-mailadres')).toBe(false);
    expect(avoidPattern('(?<!e-)mailadres').test('Uw mailadres')).toBe(true);
    expect(avoidPattern('CV', true).test('CVs')).toBe(false);
  });
});
