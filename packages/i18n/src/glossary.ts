import fs from 'node:fs';
import path from 'node:path';

/** A pattern copy must not contain, with the reason shown when it does. */
export interface Forbidden {
  id: string;
  /** A regular expression; `{{name}}` stands for `register.patternParts[name]`. */
  pattern: string;
  flags?: string;
  /** Only keys matching this regular expression (`namespace:dotted.key`), for a rule that holds in one place only. */
  keys?: string;
  why: string;
}

/** One product term in one language: the translation to use and the forms to avoid. */
export interface Term {
  id: string;
  /** German only: where the term occurs in the source text (a regular expression). */
  source?: string;
  /** The one translation, as a reader would look it up. */
  use: string;
  /** Other languages: what a string must contain when its German source contains the term. */
  match?: string;
  /** Forms that must not appear; whole words, case-insensitive unless `caseSensitive`. */
  avoid: string[];
  caseSensitive?: boolean;
  /**
   * The avoided forms are wrong only where German uses the term: French "télécharger" is a mistake for "hochladen"
   * (upload) but the right word for "herunterladen" (download).
   */
  avoidOnlyWithSource?: boolean;
}

export interface Glossary {
  language: string;
  register: {
    address: string;
    quotes: { primary: [string, string]; secondary: [string, string] };
    apostrophe: string;
    dash: string;
    nbspBeforeHighPunctuation?: boolean;
    /** English: lists of three or more take a comma before the last "and"/"or" (true) or none (false). */
    serialComma?: boolean;
    notes: string[];
    /** Named pieces of patterns that several forbidden rules share, such as a list of verb forms. */
    patternParts?: Record<string, string>;
    forbidden: Forbidden[];
  };
  terms: Term[];
}

/** Exceptions, each with the reason; keys are `namespace:dotted.key`. */
export interface Exceptions {
  /** German strings that repeat but may be translated differently under these keys. */
  repeated: Record<string, string>;
  /** Keys whose numbers need no plural forms. */
  plurals: Record<string, string>;
  /** Per language tag and term id: keys where the German term occurs but the translation rightly does without it. */
  terms: Record<string, Record<string, Record<string, string>>>;
  /** Per language tag and register rule id (a forbidden pattern or `serial-comma`): keys a heuristic rightly lets pass. */
  register?: Record<string, Record<string, Record<string, string>>>;
}

export const GLOSSARY_DIR = path.resolve(import.meta.dirname, '../glossary');

export function loadGlossary(tag: string): Glossary {
  return JSON.parse(fs.readFileSync(path.join(GLOSSARY_DIR, `${tag}.json`), 'utf8')) as Glossary;
}

export function loadExceptions(): Exceptions {
  return JSON.parse(fs.readFileSync(path.join(GLOSSARY_DIR, 'exceptions.json'), 'utf8')) as Exceptions;
}

/** A forbidden rule's pattern with its `{{name}}` parts filled in from the register. */
export function forbiddenPattern(rule: Forbidden, register: Glossary['register']): RegExp {
  const source = rule.pattern.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const part = register.patternParts?.[name];
    if (part === undefined) throw new Error(`${rule.id}: unknown pattern part {{${name}}}`);
    return part;
  });
  return new RegExp(source, rule.flags ?? 'u');
}

/** An avoided form as a whole-word pattern (letters or digits may not touch it on either side). */
export function avoidPattern(form: string, caseSensitive = false): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${form})(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu');
}
