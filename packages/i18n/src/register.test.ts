import { describe, expect, it } from 'vitest';
import { TAGS, loadStrings, prose } from './catalog-strings.ts';
import { expectNoProblems } from './catalog-strings.ts';
import { loadGlossary } from './glossary.ts';

const QUOTE_MARKS = ['"', "'", '„', '“', '”', '‚', '‘', '’', '«', '»'];
const NBSP = '\u00a0';

/** French high punctuation ending a clause (not inside a URL, a time or a number) and opening guillemets. */
function frenchSpacingProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/(.?)([;:!?»])(?=$|[\s<)»,.]|\u00a0)/gu)) {
    if (m[1] !== NBSP) problems.push(`no non-breaking space before "${m[2]}"`);
  }
  for (const m of text.matchAll(/«(.?)/gu)) if (m[1] !== NBSP) problems.push('no non-breaking space after «');
  return problems;
}

describe('register and typography', () => {
  for (const tag of TAGS) {
    const glossary = loadGlossary(tag);
    const strings = loadStrings(tag);
    const { register } = glossary;
    const allowedQuotes = new Set([...register.quotes.primary, ...register.quotes.secondary, register.apostrophe]);

    it(`${tag}: ${register.address.split(/[;,.]/)[0]} – no forbidden forms`, () => {
      const failures: string[] = [];
      for (const rule of register.forbidden) {
        const pattern = new RegExp(rule.pattern, rule.flags ?? 'u');
        for (const [key, text] of strings) {
          const found = pattern.exec(prose(text));
          if (found) failures.push(`${key}: "${found[0]}" – ${rule.id}: ${rule.why}`);
        }
      }
      expectNoProblems(failures);
    });

    it(`${tag}: quotation marks, apostrophes, ellipses and spaces`, () => {
      const failures: string[] = [];
      for (const [key, text] of strings) {
        for (const mark of QUOTE_MARKS) {
          if (text.includes(mark) && !allowedQuotes.has(mark)) failures.push(`${key}: quotation mark ${mark}`);
        }
        if (text.includes('...')) failures.push(`${key}: three dots instead of …`);
        if (/ {2}|^\s|\s$/u.test(text)) failures.push(`${key}: double, leading or trailing space`);
        if (register.nbspBeforeHighPunctuation) {
          for (const problem of frenchSpacingProblems(text)) failures.push(`${key}: ${problem}`);
        } else if (/[ \u00a0][,.;:!?](?!\d)/u.test(text)) {
          failures.push(`${key}: space before punctuation`);
        }
      }
      expectNoProblems(failures);
    });
  }

  it('the French check finds what it should', () => {
    expect(frenchSpacingProblems('Adresse : a')).toHaveLength(1);
    expect(frenchSpacingProblems(`Adresse${NBSP}: a, «${NBSP}x${NBSP}» https://a.b 10:30`)).toEqual([]);
    expect(frenchSpacingProblems('Vraiment?')).toHaveLength(1);
  });

  it('the Italian rule finds capitalised courtesy forms mid-sentence and enclitic, not at the start', () => {
    const rule = loadGlossary('it').register.forbidden.find((r) => r.id === 'capitalised-courtesy')!;
    const pattern = new RegExp(rule.pattern, rule.flags);
    expect(pattern.test('Carichi il Suo CV.')).toBe(true);
    expect(pattern.test('Vorremmo contattarLa.')).toBe(true);
    expect(pattern.test('La posizione è aperta. Le scriviamo presto.')).toBe(false);
  });
});
