import { looksLikeCompany } from './company-words.ts';
import { findCities, findCountries } from './places.ts';
import { looksLikeJobTitle } from './title-words.ts';
import { alternation } from './word-list.ts';

export interface PositionHeader {
  title: string;
  companyName: string | null;
  city: string | null;
  /** How clearly title and company could be told apart. */
  confidence: number;
}

/** "Title at Company" in the six languages. */
const AT_WORD = /\s+(?:at|bei|chez|presso|bij|en|@|für|for|pour|per|para|voor)\s+/iu;
const COMMA = /\s*,\s+/;
const SEPARATORS = [/\s*\t\s*/, /\s+[|•·]\s+/, /\s+[–—]\s+/, /\s+-\s+/, COMMA];

const titleScore = (text: string) => (looksLikeJobTitle(text) ? 1 : 0) - (looksLikeCompany(text) ? 0.8 : 0);
const companyScore = (text: string) => (looksLikeCompany(text) ? 1 : 0) - (looksLikeJobTitle(text) ? 0.6 : 0);

/** A state or region after a city ("Boston, MA", "Munich, Bavaria"), dropped with the country. */
const REGION = new RegExp(
  `^(?:[A-Z]{2}|${alternation(String.raw`
    bavaria, bayern, hessen, hesse, nrw, baden-württemberg, île-de-france, lombardia, lombardy, catalonia, cataluña,
    catalunya, noord-holland, zuid-holland, england, scotland, greater [\p{L} ]+ area, [\p{L} ]+ metropolitan area,
    [\p{L} ]+ area
  `)})$`,
  'iu',
);
const CITY_SHAPE = /^\p{Lu}[\p{L}'’.\-/ ]{1,38}(?:\s?\(\p{L}[\p{L} ]*\))?$/u;
const TRAILING_PART = /^(.+?)(?:\s*,\s*|\s+[|•·–—]\s+|\s+-\s+)([^,|•·]+)$/u;

/**
 * Removes a trailing place ("Siemens AG, München", "Allianz SE | Munich, Germany"): a country or region is
 * dropped, a city is returned. An unknown place counts as a city when what remains ends like a company.
 */
export function splitCity(text: string): { rest: string; city: string | null } {
  let rest = text.trim();
  // "Grupo Ibérico de Seguros, S.A. (Madrid)"
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/u.exec(rest);
  if (bracketed) {
    const inner = (bracketed[2] ?? '').trim();
    const head = (bracketed[1] ?? '').trim();
    if (findCities(inner)[0]?.text === inner) return { rest: head, city: inner };
    if (findCountries(inner)[0]?.text === inner) rest = head;
  }
  for (let round = 0; round < 3; round++) {
    const match = TRAILING_PART.exec(rest);
    if (!match) break;
    const head = (match[1] ?? '').trim();
    const part = (match[2] ?? '').trim();
    if (findCountries(part)[0]?.text === part || REGION.test(part)) {
      rest = head;
      continue;
    }
    const known = findCities(part)[0];
    const isCity =
      known?.text === part.replace(/\s*\([^()]*\)$/, '') ||
      (looksLikeCompany(head) &&
        CITY_SHAPE.test(part) &&
        part.split(/\s+/).length <= 4 &&
        !looksLikeCompany(part) &&
        !looksLikeJobTitle(part));
    if (isCity) return { rest: head, city: part };
    break;
  }
  return { rest: rest === text.trim() ? text : rest, city: null };
}

/**
 * Tells the title from the company in a position's header lines. `companyFirst` is the order of the
 * source when it is known (LinkedIn puts the company first); otherwise keywords decide and the title comes
 * first by default.
 */
export function splitHeader(lines: string[], options: { companyFirst?: boolean } = {}): PositionHeader | null {
  const texts = lines.map((line) => line.trim()).filter(Boolean);
  if (texts.length === 0) return null;
  if (texts.length === 1) return splitOne(texts[0] as string);

  const [a, b] = texts as [string, string];
  // "Responsable du contrôle de gestion — Atlantique" / "Distribution SAS": a company name wrapped onto the
  // next line after a strong separator.
  const strong = /\s+[—–|]\s+|\s+at\s+/u.exec(a);
  if (strong && looksLikeCompany(b) && !looksLikeJobTitle(b)) {
    const fragment = a.slice(strong.index + strong[0].length).trim();
    const title = a.slice(0, strong.index).trim();
    if (fragment && !looksLikeCompany(fragment) && looksLikeJobTitle(title) && !/[,|]/.test(fragment)) {
      const { rest, city } = splitCity(`${fragment} ${b}`);
      return { title: clean(title), companyName: clean(rest), city, confidence: 0.7 };
    }
  }
  let titleText = a;
  let companyText = b;
  let confidence = 0.7;
  const forward = titleScore(a) + companyScore(b);
  const backward = titleScore(b) + companyScore(a);
  if (backward > forward || (backward === forward && options.companyFirst)) {
    titleText = b;
    companyText = a;
  }
  if (Math.abs(forward - backward) >= 1) confidence = 0.9;
  // A header line may hold both ("Head of Sales, Siemens AG") with the other line a place or a team.
  if (!looksLikeCompany(companyText) && looksLikeCompany(titleText)) {
    const inner = splitOne(titleText);
    if (inner?.companyName) return { ...inner, city: inner.city ?? splitCity(companyText).city };
  }
  const { rest, city } = splitCity(companyText);
  const titleCity = splitCity(titleText);
  return {
    title: clean(titleCity.city && !city ? titleCity.rest : titleText),
    companyName: clean(rest) || null,
    city: city ?? titleCity.city,
    confidence,
  };
}

/**
 * One line with title and company. A comma is weak evidence ("Senior Vice President, Global Supply Chain"
 * is one title): without a company word after it the split gets a low confidence, so that the caller
 * looks at the next line for the company.
 */
function splitOne(text: string): PositionHeader | null {
  const at = AT_WORD.exec(text);
  if (at && at.index > 0) {
    const { rest, city } = splitCity(text.slice(at.index + at[0].length));
    return { title: clean(text.slice(0, at.index)), companyName: clean(rest) || null, city, confidence: 0.85 };
  }
  const { rest: body, city } = splitCity(text);
  for (const separator of SEPARATORS) {
    const parts = body.split(separator).filter((part) => part.trim());
    if (parts.length < 2) continue;
    const first = parts[0] as string;
    const rest = parts.slice(1).join(separator === COMMA ? ', ' : ' ');
    const forward = titleScore(first) + companyScore(rest);
    const backward = titleScore(rest) + companyScore(first);
    if (backward > forward) {
      // Google Docs' résumé templates: "Employer, City — Title"; the place belongs to the employer part.
      const employer = separator === COMMA ? { rest: first, city: null } : splitCity(first);
      return {
        title: clean(rest),
        companyName: clean(employer.rest),
        city: city ?? employer.city,
        confidence: companyScore(first) > 0 ? 0.85 : 0.6,
      };
    }
    const confidence = companyScore(rest) > 0 ? 0.85 : separator === COMMA ? 0.55 : 0.7;
    return { title: clean(first), companyName: clean(rest) || null, city, confidence };
  }
  if (looksLikeCompany(body) && !looksLikeJobTitle(body))
    return { title: '', companyName: clean(body), city, confidence: 0.5 };
  return { title: clean(body), companyName: null, city, confidence: 0.4 };
}

function clean(text: string): string {
  return text
    .replace(/^[\s|,;:–—\-•·]+|[\s|,;:–—\-•·]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
