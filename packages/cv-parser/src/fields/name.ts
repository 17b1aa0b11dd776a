import type { TextDocument, TextLine } from '../text/model.ts';
import type { CvLanguage, Found } from '../types.ts';
import { PARTICLES, stripTitles, splitName, type PersonName } from './name-split.ts';
import { looksLikeCompany } from './company-words.ts';
import { headingKind, type Sections } from './sections.ts';
import { looksLikeJobTitle } from './title-words.ts';
import { alternation } from './word-list.ts';
import { findPlace } from './places.ts';

const TITLE_WORDS = alternation(`
  tabellarischer lebenslauf, lebenslauf, curriculum vitae, curriculum vitæ, currículum vítae, currículum, curriculum,
  cv, resume, résumé, résume, resumé, hoja de vida, levensloop
`);
const DOCUMENT_TITLE = new RegExp(
  `^(?:${TITLE_WORDS})(?![\\p{L}])(?:\\s+(?:von|of|de|di|van|del))?[\\s:–—\\-|,]*`,
  'iu',
);
const TRAILING_DOCUMENT_TITLE = new RegExp(`[\\s:–—\\-|,]+(?:${TITLE_WORDS})$`, 'iu');
const LABEL = /^(?:name|nom|nome|naam|nombre|vor-?\s?und nachname|full name)\s*[:：]\s*/iu;
/**
 * The location line of a profile export ("San Francisco Bay Area", "Metropolregion München", "Région de
 * Paris", "Madrid y alrededores"): LinkedIn prints it right under the name, as prominent as a name.
 */
const REGION_LINE = new RegExp(
  `(?:^|[\\s,])(?:${alternation(`
    area, bay area, metropolitan, metro area, greater, region, metropolregion, großraum, umgebung, région, périphérie,
    regione, area metropolitana, dintorni, provincia, regio, randstad, omgeving, área, alrededores, comunidad
  `)})(?=$|[\\s,])`,
  'iu',
);
/** A capitalised word, hyphenated or with an apostrophe ("Anna-Lena", "O’Connor", "d'Almeida"). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.]*(?:-\p{Lu}?[\p{L}'’.]+)*|[dD]['’]\p{L}+)$/u;

export interface NameResult {
  first: Found<string>;
  last: Found<string>;
  /** The line the name was read from. */
  lineIndex: number;
}

/**
 * The person's name: the most prominent short line near the top of the document, not a document title,
 * heading, job title or place, without academic titles.
 */
export function extractName(
  document: TextDocument,
  sections: Sections,
  language: CvLanguage | null,
): NameResult | null {
  const candidates: { name: PersonName; score: number; index: number }[] = [];
  const lines = document.lines;
  const limit = Math.min(lines.length, 40);
  const body = document.bodyFontSize || 10;
  let seen = 0;
  for (let index = 0; index < limit; index++) {
    const line = lines[index] as TextLine;
    if (line.page > 1) break;
    const section = sections.kindOf[index];
    if (section && section !== 'contact' && section !== 'personal' && section !== 'summary') continue;
    seen++;
    const parts = line.text.split(/\t|\s[|•·]\s/);
    const nextLine = lines[index + 1];
    // moderncv and Canva-style résumés set a large name over two lines: given names, then family name.
    const large = line.fontSize >= body * 1.6;
    let joined: string | null = null;
    if (large && nextLine && nextLine.page === line.page && Math.abs(nextLine.fontSize - line.fontSize) < 0.5) {
      const first = parts[0]?.trim() ?? '';
      const second = nextLine.text.split(/\t|\s[|•·]\s/)[0]?.trim() ?? '';
      if (first.split(/\s+/).length <= 4 && second.split(/\s+/).length <= 3) joined = `${first} ${second}`;
    }
    if (joined) parts.push(joined);
    for (const part of parts) {
      const name = nameIn(part, language === 'es');
      if (!name) continue;
      let score = 1;
      score += Math.min(3, Math.max(0, (line.fontSize / body - 1) * 3));
      if (line.bold) score += 0.5;
      if (line.heading) score += 0.5;
      score -= Math.min(1.5, seen * 0.08);
      if (LABEL.test(part.trim())) score += 1.5;
      if (line.text.split('\t').length > 1) score -= 0.5;
      // The whole name beats its second line read alone.
      if (part === joined) score += 0.3;
      candidates.push({ name, score, index });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (!best) return null;
  const confidence = Math.max(0.3, Math.min(0.98, 0.45 + best.score * 0.15));
  return {
    first: { value: best.name.first, confidence },
    last: { value: best.name.last, confidence },
    lineIndex: best.index,
  };
}

function nameIn(raw: string, doubleSurname: boolean): PersonName | null {
  let text = raw.trim().replace(DOCUMENT_TITLE, '').replace(LABEL, '').replace(TRAILING_DOCUMENT_TITLE, '').trim();
  text = text.replace(/^[–—\-|:,\s]+|[–—\-|:,\s]+$/g, '');
  if (text.length < 4 || text.length > 60) return null;
  if (/[\d@/\\]|https?:|www\./i.test(text)) return null;
  if (headingKind(text)) return null;
  const stripped = stripTitles(text);
  const words = stripped.split(/\s+/);
  if (words.length < 2 || words.length > 5) return null;
  const normalized = words.map((word) => word.replace(/,$/, ''));
  if (!normalized.every((word) => NAME_WORD.test(word) || PARTICLES.has(word) || /^\p{Lu}+$/u.test(word))) return null;
  if (looksLikeCompany(stripped) || looksLikeJobTitle(stripped)) return null;
  if (findPlace(stripped)?.text === stripped) return null;
  if (REGION_LINE.test(stripped)) return null;
  return splitName(stripped, { doubleSurname });
}
