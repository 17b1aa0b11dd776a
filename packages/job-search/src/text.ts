/**
 * Language-neutral text normalisation, done in TypeScript at ingest and at query time alike, so both engines see
 * the same lexemes and no text-search configuration or extension is needed: accents and case are folded, words are
 * runs of letters and digits, one-letter words (gender markers such as "(m/w/d)") are dropped.
 */
const FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * Lower case without accents: "Geschäftsführer" → "geschaftsfuhrer", "Łódź" → "lodz". The one folding of search
 * text in Laufbahn: positions here, and city names and reference entries in the API (`lib/search-text.ts`).
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþıħ]/g, (c) => FOLD[c] ?? c);
}

const split = (folded: string) => folded.split(/[^a-z0-9]+/).filter((word) => word.length > 1);

export function words(text: string): string[] {
  return split(foldText(text));
}

/** German umlauts as typed without a German keyboard, in lower case: "Müller" → "mueller". */
export const transcribeUmlauts = (text: string) =>
  text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');

/**
 * The words of a text to index: folded, and for German umlauts also as typed without a German keyboard
 * ("geschaeftsfuehrer"), so that both spellings of a query find the position.
 */
export function indexWords(text: string): string[] {
  const folded = words(text);
  if (!/[äöü]/i.test(text)) return folded;
  const transcribed = split(foldText(transcribeUmlauts(text)));
  return [...new Set([...folded, ...transcribed])];
}

/** Query words: at most eight, each at most 40 characters. */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(words(q))].slice(0, 8).map((word) => word.slice(0, 40));
}

/** A title without its gender marker ("(m/w/d)", "(H/F)", …), as suggestions show it. */
export function displayTitle(title: string): string {
  return title.replace(/\s*\((?:[a-z]{1,2}\/){1,3}[a-z]{1,2}\)\s*$/i, '').trim();
}

/** ' leiter vertrieb' — a leading space so that `like '% word%'` finds every word start. */
export function titleKey(title: string): string {
  return ` ${words(displayTitle(title)).join(' ')}`;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A tsvector literal without positions: the lexemes once each. */
export function tsvectorLiteral(lexemes: Iterable<string>): string {
  return [...new Set(lexemes)].map(quote).join(' ');
}

/**
 * A query word as a tsquery term: the whole word. Prefix terms (`'vertrieb':*`) were measured: the GIN index then
 * gathers every lexeme the word starts, which for a common word ("manager") costs 5–30 ms per term at a million
 * positions, against under 1 ms for the whole word. Partial words are the title suggestions' job.
 */
export function wordTerm(word: string, prefix = ''): string {
  return quote(prefix + word);
}

export const and = (parts: string[]) => (parts.length === 1 ? parts[0]! : parts.map((p) => `(${p})`).join(' & '));
export const or = (terms: string[]) => terms.map(quote).join(' | ');
