import { describe, expect, it } from 'vitest';
import { SOURCE_TAG, TAGS, loadStrings, pluralBase, pluralCategory } from './catalog-strings.ts';
import { expectNoProblems } from './catalog-strings.ts';

const source = loadStrings(SOURCE_TAG);

/** Tags (<0>, <strong>, </terms>, <br/>) and $t() references, in the order a translation may change. */
export function markup(text: string): string[] {
  const tags = [...text.matchAll(/<\/?[\w-]+\s*\/?>/gu)].map((m) => m[0].replace(/\s/g, ''));
  const refs = [...text.matchAll(/\$t\(([^,)]+)/gu)].map((m) => `$t(${m[1]!.trim()})`);
  return [...tags, ...refs].sort();
}

/** The German string a translated key corresponds to (for plural keys, German's form of the same category or the other form). */
const germanFor = (key: string) =>
  source.get(key) ?? (pluralCategory(key) ? source.get(`${pluralBase(key)}_other`) : undefined);

describe('markup', () => {
  it('reads tags and references', () => {
    expect(markup('Ich akzeptiere die <terms>Bedingungen</terms> $t(common:brand)')).toEqual([
      '$t(common:brand)',
      '</terms>',
      '<terms>',
    ]);
    expect(markup('Mit E-Mail <{{email}}>')).toEqual([]);
  });

  for (const tag of TAGS.filter((t) => t !== SOURCE_TAG)) {
    it(`${tag}: tags and $t() references match the German string`, () => {
      const failures: string[] = [];
      for (const [key, text] of loadStrings(tag)) {
        const german = germanFor(key);
        if (german === undefined) continue;
        if (markup(text).join(' ') !== markup(german).join(' ')) {
          failures.push(`${key}: ${markup(text).join(' ')} instead of ${markup(german).join(' ')}`);
        }
      }
      expectNoProblems(failures);
    });
  }
});
