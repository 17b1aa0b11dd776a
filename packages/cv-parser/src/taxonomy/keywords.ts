import { fold } from '../fields/normalize.ts';

/**
 * Compiles keyword lists into one regular expression over folded text (lower case, no accents). A keyword
 * ending in `*` matches as a word stem ("versicherung*"), one starting with `*` also as the end of a German
 * compound ("*controlling" in "Konzerncontrolling"); others match whole words only.
 */
export function keywordPattern(keywords: string[]): RegExp {
  const alternatives = keywords
    .map((keyword) => fold(keyword))
    .sort((a, b) => b.length - a.length)
    .map((keyword) => {
      const stem = keyword.endsWith('*');
      const compound = keyword.startsWith('*');
      const body = keyword
        .replace(/^\*|\*$/g, '')
        .replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
        .replace(/\s+/g, '\\s+');
      return `${compound ? '\\p{L}*' : ''}${body}${stem ? '' : '(?![\\p{L}\\d])'}`;
    });
  return new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.join('|')})`, 'u');
}

export interface KeywordRule {
  id: number;
  pattern: RegExp;
}

export function rules(table: [id: number, keywords: string[]][]): KeywordRule[] {
  return table.map(([id, keywords]) => ({ id, pattern: keywordPattern(keywords) }));
}
