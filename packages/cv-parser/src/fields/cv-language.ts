import type { TextLine } from '../text/model.ts';
import type { CvLanguage } from '../types.ts';
import { MONTH_NAMES_BY_LANGUAGE } from './date-words.ts';
import { fold } from './normalize.ts';
import { wordList } from './word-list.ts';

/** Frequent short words that differ between the six languages. */
const STOP_WORDS: Record<CvLanguage, string[]> = {
  de: wordList('und, der, die, das, für, mit, von, im, bei, des, zur, zum, auf, ein, eine, als, seit, heute, sowie'),
  en: wordList('and, the, of, for, with, to, in, at, on, an, as, from, by, present, since'),
  fr: wordList('et, le, la, les, des, du, pour, avec, en, au, aux, une, un, dans, sur, depuis'),
  it: wordList('e, il, di, della, del, per, con, in, alla, dei, delle, gli, una, un, nel, oggi, presso'),
  nl: wordList('en, van, het, de, voor, met, bij, een, op, in, naar, als, heden, sinds, tot'),
  es: wordList('y, de, la, el, los, las, para, con, en, del, una, un, por, actualidad, desde'),
};

/** Section headings that only one of the languages uses, folded. */
const HEADING_WORDS: Record<CvLanguage, string[]> = {
  de: wordList('berufserfahrung, werdegang, ausbildung, kenntnisse, sprachen, personliche daten, lebenslauf'),
  en: wordList('experience, work experience, education, skills, languages, employment history, career history'),
  fr: wordList('experience professionnelle, formation, competences, langues, centres d interet'),
  it: wordList('esperienza, esperienze, istruzione, competenze, lingue, formazione'),
  nl: wordList('werkervaring, opleiding, vaardigheden, talen, persoonlijke gegevens'),
  es: wordList('experiencia, formacion, competencias, idiomas, datos personales'),
};

/** The CV's language from its headings, word frequencies and month names; null when there is too little text. */
export function detectLanguage(lines: TextLine[]): CvLanguage | null {
  const counts = new Map<string, number>();
  let total = 0;
  for (const line of lines) {
    for (const word of line.text.toLowerCase().split(/[^\p{L}']+/u)) {
      if (!word) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
      total++;
    }
  }
  if (total < 10) return null;
  let best: CvLanguage | null = null;
  let bestScore = 0;
  for (const language of Object.keys(STOP_WORDS) as CvLanguage[]) {
    let score = 0;
    for (const word of STOP_WORDS[language]) score += counts.get(word) ?? 0;
    for (const line of lines) {
      const heading = fold(line.text)
        .replace(/[^a-z ]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (heading.length <= 40 && HEADING_WORDS[language].some((word) => heading.startsWith(word))) score += 5;
    }
    for (const month of MONTH_NAMES_BY_LANGUAGE[language])
      score += 3 * (counts.get(month) ?? counts.get(fold(month)) ?? 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
