import { describe, expect, it } from 'vitest';
import {
  SOURCE_TAG,
  TAGS,
  interpolations,
  loadStrings,
  pluralBase,
  pluralCategories,
  pluralCategory,
} from './catalog-strings.ts';
import { expectNoProblems } from './catalog-strings.ts';
import { loadExceptions } from './glossary.ts';

/** Placeholders that carry a number by their name. */
const NUMERIC = new Set([
  'count',
  'max',
  'total',
  'number',
  'days',
  'hours',
  'goals',
  'chosen',
  'from',
  'to',
  'matches',
  'remaining',
  'allowance',
  'shown',
  'recent',
  'before',
  'step',
  'current',
  'page',
  'pages',
]);
const source = loadStrings(SOURCE_TAG);
const exceptions = loadExceptions();

/** A number-bearing string: a numeric placeholder, or any placeholder a German noun (capitalised) follows. */
export function numberBearing(text: string): string[] {
  const named = interpolations(text).filter((name) => NUMERIC.has(name));
  const beforeNoun = [...text.matchAll(/\{\{(\w+)\}\}\+? [A-ZÄÖÜ]/gu)].map((m) => m[1]!);
  return [...new Set([...named, ...beforeNoun])];
}

describe('plural forms', () => {
  it('every number-bearing German string is a plural key (_one/_other with count) or an exception with a reason', () => {
    const failures: string[] = [];
    for (const [key, text] of source) {
      const numbers = numberBearing(text);
      if (numbers.length === 0 || pluralCategory(key) || exceptions.plurals[key]) continue;
      failures.push(`${key}: {{${numbers.join('}}, {{')}}} needs plural forms – ${text}`);
    }
    expectNoProblems(failures);
  });

  it('finds numbers that a noun follows', () => {
    expect(numberBearing('in den letzten {{days}} Tagen')).toEqual(['days']);
    expect(numberBearing('Umkreis um {{city}}')).toEqual([]);
    expect(numberBearing('{{size}} Dateien')).toEqual(['size']);
  });

  it('knows placeholders that carry a number by their name, with no noun after them', () => {
    expect(numberBearing('diesen Monat noch {{remaining}} von {{allowance}}')).toEqual(['allowance', 'remaining']);
    expect(numberBearing('Seite {{page}} von {{pages}}')).toEqual(['page', 'pages']);
    expect(numberBearing('zwischen {{operator}} und den Mitgliedern')).toEqual([]);
  });

  it('no hand-made plural keys (a key and the same key with "One")', () => {
    const keys = new Set(source.keys());
    const handMade = [...keys].filter((key) => key.endsWith('One') && keys.has(key.slice(0, -3)));
    expect(handMade).toEqual([]);
  });

  for (const tag of TAGS) {
    const strings = loadStrings(tag);
    it(`${tag}: plural keys have exactly the categories of ${tag}, and the other form shows the number`, () => {
      const failures: string[] = [];
      const byBase = new Map<string, string[]>();
      for (const key of strings.keys()) {
        const category = pluralCategory(key);
        if (category) byBase.set(pluralBase(key), [...(byBase.get(pluralBase(key)) ?? []), category]);
      }
      const expected = pluralCategories(tag);
      for (const [base, categories] of byBase) {
        if (categories.sort().join() !== expected.join()) {
          failures.push(`${base}: has ${categories.join(', ')}, ${tag} needs ${expected.join(', ')}`);
        }
        // The number shows as {{count}} or, formatted for the country version, as another placeholder.
        const other = strings.get(`${base}_other`) ?? '';
        if (interpolations(other).length === 0) failures.push(`${base}_other: shows no number`);
      }
      expectNoProblems(failures);
    });
  }
});
