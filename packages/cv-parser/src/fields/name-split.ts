import { NAME_PREFIX_TITLES, NAME_SUFFIX_TITLES } from './academic-titles.ts';
import { titleCaseWord } from './normalize.ts';

export interface PersonName {
  first: string;
  last: string;
}

/** Particles that belong to the last name: "van der Berg", "de la Fuente", "von Weizsäcker". */
export const PARTICLES = new Set([
  'van',
  'der',
  'den',
  'de',
  'del',
  'della',
  'delle',
  'dei',
  'degli',
  'di',
  'da',
  'dal',
  'dalla',
  'von',
  'vom',
  'zu',
  'zum',
  'zur',
  'und',
  'du',
  'des',
  'le',
  'la',
  'les',
  'ten',
  'ter',
  'te',
  "'t",
  'dos',
  'das',
  'do',
  'y',
  'i',
  'lo',
  "d'",
  'd’',
  'af',
  'av',
  'op',
  'in',
  "'s",
]);

const CONJUNCTIONS = new Set(['y', 'i', 'e']);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Résumé templates that set the name in capitals set the credentials in capitals too ("DR. ANNA BERG, MBA"). */
const withCapitals = (titles: Iterable<string>) =>
  new Set([...titles].flatMap((title) => [title, title.toUpperCase()]));
const PREFIX = new RegExp(
  `^(?:(?:${[...withCapitals(NAME_PREFIX_TITLES)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?=\\s|$)\\s*)+`,
  'u',
);
const SUFFIX = new RegExp(
  `(?:[,\\s]+(?:${[...withCapitals(NAME_SUFFIX_TITLES)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')}))+\\s*$`,
  'u',
);

/** Removes degrees and forms of address around a name: "Dr. Anna Berg, MBA" → "Anna Berg". */
export function stripTitles(text: string): string {
  let result = text.trim();
  for (let round = 0; round < 3; round++) {
    const before = result;
    result = result.replace(PREFIX, '').replace(SUFFIX, '').trim();
    result = result.replace(/\s*\((?:geb\.|née|nee|born|geboren)[^)]*\)/iu, '').trim();
    result = result.replace(/,\s*$/, '').trim();
    if (result === before) break;
  }
  return result;
}

const isUpper = (word: string) => /\p{Lu}/u.test(word) && word === word.toUpperCase();
const isParticle = (word: string) => PARTICLES.has(word.toLowerCase());

/**
 * Splits a full name into first and last name. "Berg, Anna" is last-name-first; an upper-case surname
 * ("Jean DUPONT", "DUPONT Jean") is the last name wherever it stands; otherwise particles open the last
 * name and without them the last word is the last name.
 */
export function splitName(fullName: string, options: { doubleSurname?: boolean } = {}): PersonName | null {
  const text = stripTitles(fullName).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const comma = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (comma) {
    const last = comma[1]?.trim() ?? '';
    const first = comma[2]?.trim() ?? '';
    if (last && first) return tidy({ first, last });
  }
  const words = text.split(' ');
  if (words.length < 2) return null;
  // A given name never opens with a particle: "VAN DEN BERG Sander", "DE LA ROCHE Hélène" put the family first.
  if (isParticle(words[0] ?? '')) {
    let end = 0;
    while (end < words.length && isParticle(words[end] ?? '')) end++;
    if (end + 1 >= words.length) return null;
    return tidy({ first: words.slice(end + 1).join(' '), last: words.slice(0, end + 1).join(' ') });
  }
  const upper = words.map(isUpper);
  const mixedCase = upper.some((flag) => !flag);
  if (mixedCase && upper.some(Boolean)) {
    const firstUpper = upper.indexOf(true);
    const lastUpper = upper.lastIndexOf(true);
    const capsRun = upper.slice(firstUpper, lastUpper + 1).every(Boolean);
    const single = words.filter((word, index) => upper[index] && word.replace(/\P{L}/gu, '').length > 1);
    if (capsRun && single.length > 0 && (firstUpper === 0 || lastUpper === words.length - 1)) {
      let start = firstUpper;
      while (start > 0 && isParticle(words[start - 1] ?? '')) start--;
      const last = words.slice(start, lastUpper + 1).join(' ');
      const first = [...words.slice(0, start), ...words.slice(lastUpper + 1)].join(' ');
      if (first) return tidy({ first, last });
    }
  }
  let lastStart = words.length - 1;
  for (let index = 1; index < words.length - 1; index++) {
    const word = (words[index] ?? '').toLowerCase();
    if (isParticle(word)) {
      // "Puig i Soler", "Ortega y Gasset": the conjunction joins two surnames.
      lastStart = CONJUNCTIONS.has(word) ? Math.max(1, index - 1) : index;
      // "Sergio López de la Torre": a patronymic surname (López, Martínez, Díaz, Ruiz) before the particle
      // is the first of two surnames; "Ana María de la Fuente" keeps her second given name.
      const before = words[index - 1] ?? '';
      if (options.doubleSurname && !CONJUNCTIONS.has(word) && index >= 2 && /[aeiouáéíóú]z$/iu.test(before))
        lastStart = index - 1;
      break;
    }
  }
  // Spanish names carry two surnames: "José Ignacio Márquez Ruiz".
  if (options.doubleSurname && lastStart === words.length - 1 && words.length >= 3) lastStart = words.length - 2;
  return tidy({ first: words.slice(0, lastStart).join(' '), last: words.slice(lastStart).join(' ') });
}

function tidy(name: PersonName): PersonName {
  const fix = (part: string) =>
    part
      .split(' ')
      .map((word) => {
        if (!isUpper(word) || word.replace(/\P{L}/gu, '').length < 2) return word;
        return isParticle(word) ? word.toLowerCase() : titleCaseWord(word);
      })
      .join(' ');
  return { first: fix(name.first), last: fix(name.last) };
}
