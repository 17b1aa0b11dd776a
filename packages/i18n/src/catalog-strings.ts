import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE } from './languages.ts';
import { NAMESPACES } from './namespaces.ts';

/** Every catalog string of one language, keyed `namespace:dotted.key` — the form test failures name. */
export type Strings = Map<string, string>;
type Tree = { [key: string]: string | Tree };

export const CATALOGS_DIR = path.resolve(import.meta.dirname, '../catalogs');
export const TAGS = Object.values(LANGUAGE_TAGS);
export const SOURCE_TAG = LANGUAGE_TAGS[SOURCE_LANGUAGE];

function flatten(tree: Tree, prefix: string, out: Strings): Strings {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}

export function loadNamespace(tag: string, ns: string): Strings {
  const tree = JSON.parse(fs.readFileSync(path.join(CATALOGS_DIR, tag, `${ns}.json`), 'utf8')) as Tree;
  return flatten(tree, `${ns}:`, new Map());
}

export function loadStrings(tag: string): Strings {
  const out: Strings = new Map();
  for (const ns of NAMESPACES) for (const [k, v] of loadNamespace(tag, ns)) out.set(k, v);
  return out;
}

/** i18next's plural suffixes (`_one`, `_other`, …) as they end a key. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
export const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');
export const pluralCategory = (key: string) => PLURAL_SUFFIX.exec(key)?.[1];

/** The plural categories i18next asks for in a language (it builds them from Intl.PluralRules). */
export const pluralCategories = (tag: string) =>
  [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();

export const interpolations = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();

/** Fails with every problem listed, one a line, each naming its key and rule. */
export function expectNoProblems(problems: string[]): void {
  if (problems.length > 0) throw new Error(`${problems.length} problem(s):\n${problems.join('\n')}`);
}

/** The words of a string without its placeholders and tags, which glossary and register rules must not read. */
export const prose = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '{{}}').replace(/<\/?[\w-]+\s*\/?>/g, '');
