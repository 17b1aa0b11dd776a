import { describe, it } from 'vitest';
import { SOURCE_TAG, TAGS, loadStrings, pluralCategory } from './catalog-strings.ts';
import { expectNoProblems } from './catalog-strings.ts';
import { loadExceptions } from './glossary.ts';

const source = loadStrings(SOURCE_TAG);
const exceptions = loadExceptions();

/**
 * German texts that occur under more than one key, with those keys (keys listed as exceptions left out). Plural
 * forms are compared with the same form of other keys only, since German may say the same in both.
 */
function repeatedGerman(): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const [key, text] of source) {
    if (exceptions.repeated[key]) continue;
    const group = `${pluralCategory(key) ?? ''}|${text}`;
    byText.set(group, [...(byText.get(group) ?? []), key]);
  }
  return new Map([...byText].filter(([, keys]) => keys.length > 1));
}

describe('repeated strings', () => {
  const repeated = repeatedGerman();

  for (const tag of TAGS.filter((t) => t !== SOURCE_TAG)) {
    it(`${tag}: a German string that repeats is translated the same way everywhere`, () => {
      const strings = loadStrings(tag);
      const failures: string[] = [];
      for (const [german, keys] of repeated) {
        const translations = new Set(keys.map((key) => strings.get(key)));
        if (translations.size > 1) {
          failures.push(
            `"${german.replace(/^\w*\|/, '')}" – ${keys.map((key) => `${key} = "${strings.get(key)}"`).join(' | ')}`,
          );
        }
      }
      expectNoProblems(failures);
    });
  }
});
