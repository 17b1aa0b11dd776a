import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOGS_DIR,
  SOURCE_TAG,
  interpolations,
  loadNamespace,
  pluralBase,
  pluralCategory,
} from './catalog-strings.ts';
import { LANGUAGE_TAGS } from './languages.ts';
import { NAMESPACES } from './namespaces.ts';

/** Keys with plural suffixes folded into one, since languages differ in their plural categories. */
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map(pluralBase))].sort();

describe('translation catalogs', () => {
  for (const ns of NAMESPACES) {
    const source = loadNamespace(SOURCE_TAG, ns);
    for (const tag of Object.values(LANGUAGE_TAGS)) {
      it(`${tag}/${ns} has every German key, filled, with the same interpolations`, () => {
        const catalog = loadNamespace(tag, ns);
        expect(baseKeys(catalog.keys())).toEqual(baseKeys(source.keys()));
        for (const [key, text] of catalog) {
          expect(text.trim(), `${key} is empty`).not.toBe('');
          const german = source.get(key) ?? source.get(`${pluralBase(key)}_other`)!;
          const expected = interpolations(german);
          const actual = interpolations(text);
          // A singular form may write the number out ("one new position") and so leave {{count}} away.
          if (pluralCategory(key) === 'one')
            expect(actual, `${key} interpolations`).toEqual(
              expected.filter((name) => name !== 'count' || actual.includes('count')),
            );
          else expect(actual, `${key} interpolations`).toEqual(expected);
        }
      });
    }
  }

  it('has no catalog folder or file beyond the known languages and namespaces', () => {
    expect(fs.readdirSync(CATALOGS_DIR).sort()).toEqual(Object.values(LANGUAGE_TAGS).sort());
    for (const tag of Object.values(LANGUAGE_TAGS)) {
      expect(fs.readdirSync(path.join(CATALOGS_DIR, tag)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });
});
