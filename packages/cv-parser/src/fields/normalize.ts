/** Lower case without diacritics, for comparing words typed on different keyboards. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`´]/g, "'");
}

/** "B E R U F S E R F A H R U N G" → "BERUFSERFAHRUNG" (letter-spaced headings). */
export function closeLetterSpacing(text: string): string {
  return /^(?:\p{L} ){3,}\p{L}$/u.test(text.trim()) ? text.replace(/ /g, '') : text;
}

export const BULLET = /^[\s•·▪▫◦‣⁃●○■□►▶➢➤✓✔*–—-]+/u;

export function stripBullet(text: string): string {
  return text.replace(BULLET, '').trim();
}

export function isBulleted(text: string): boolean {
  return /^\s*[•·▪▫◦‣⁃●○■□►▶➢➤✓✔*–—-]\s/u.test(text);
}

/** Upper-case words get a capital initial only: "MÜLLER-LÜDENSCHEIDT" → "Müller-Lüdenscheidt". */
export function titleCaseWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-'’\s])(\p{L})/gu, (_match, boundary: string, letter: string) => boundary + letter.toUpperCase());
}
