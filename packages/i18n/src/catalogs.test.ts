import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_TAGS } from './languages.ts';
import { NAMESPACES } from './namespaces.ts';

const dir = path.resolve(import.meta.dirname, '../catalogs');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const load = (tag: string, ns: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(dir, tag, `${ns}.json`), 'utf8')) as Tree);
const interpolations = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  for (const ns of NAMESPACES) {
    const source = load('de', ns);
    for (const language of LANGUAGES) {
      it(`${LANGUAGE_TAGS[language]}/${ns} has every German key, filled, with the same interpolations`, () => {
        const catalog = load(LANGUAGE_TAGS[language], ns);
        expect([...catalog.keys()].sort()).toEqual([...source.keys()].sort());
        for (const [key, text] of catalog) {
          expect(text.trim(), `${key} is empty`).not.toBe('');
          expect(interpolations(text), `${key} interpolations`).toEqual(interpolations(source.get(key)!));
        }
      });
    }
  }

  it('has no catalog folder or file beyond the known languages and namespaces', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(Object.values(LANGUAGE_TAGS).sort());
    for (const tag of Object.values(LANGUAGE_TAGS)) {
      expect(fs.readdirSync(path.join(dir, tag)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });
});
