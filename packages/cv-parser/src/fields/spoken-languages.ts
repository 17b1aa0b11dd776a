import type { TextLine } from '../text/model.ts';
import { LANGUAGE_NAMES } from './language-names.ts';
import { listItems, sectionListLines } from './list-items.ts';
import { fold } from './normalize.ts';
import type { Sections } from './sections.ts';

const KNOWN = new Set(LANGUAGE_NAMES.map(fold));
const NAME = new RegExp(
  `(?<![\\p{L}])(?:${[...new Set(LANGUAGE_NAMES)].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`,
  'giu',
);
const INLINE_LABEL =
  /^(?:sprachen|sprachkenntnisse|fremdsprachen|languages|language skills|langues|lingue|talen|idiomas)\s*[:：]\s*/iu;
/** Level words that may come first ("C1 Englisch", "Fluent in English"). */
const LEVEL_PREFIX = /^(?:[ABC][12]\s+|(?:fluent|native|basic|good)\s+(?:in\s+)?)/iu;

/** "Englisch (verhandlungssicher)", "English: native", "Deutsch – Muttersprache" → the language's name. */
function nameOf(item: string): string | null {
  const head = (item.replace(/\([^)]*\)/g, ' ').split(/\s*[:：–—]\s*|\s+-\s+|\s{2,}/)[0] ?? '')
    .replace(LEVEL_PREFIX, '')
    .trim();
  if (!head || head.length > 30 || /\d/.test(head)) return null;
  if (KNOWN.has(fold(head))) return head;
  // An unlisted language ("Valenciano", "Scottish Gaelic") in the languages section: capitalised words.
  return /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(head) ? head : null;
}

/**
 * Spoken languages without their level, as written: from the languages section, or an inline
 * "Sprachen: Deutsch (Muttersprache), Englisch (C1)" line anywhere.
 */
export function extractLanguages(lines: TextLine[], sections: Sections): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (name: string | null) => {
    if (!name || seen.has(fold(name))) return;
    seen.add(fold(name));
    found.push(name);
  };
  for (const text of sectionListLines(lines, sections, 'languages')) {
    for (const item of listItems(text)) add(nameOf(item));
  }
  for (const line of lines) {
    if (!INLINE_LABEL.test(line.text)) continue;
    for (const match of line.text.replace(INLINE_LABEL, '').matchAll(NAME)) add(match[0]);
  }
  return found;
}
