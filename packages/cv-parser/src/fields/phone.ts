import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max';
import type { TextLine } from '../text/model.ts';
import type { Found } from '../types.ts';
import { findDateRange } from './dates.ts';
import { alternation } from './word-list.ts';

const LABEL = new RegExp(
  `(?:^|[^\\p{L}])(?:${alternation(`
    tel, tél, telefon, telephone, téléphone, telefono, teléfono, telefoon, phone, mobil, mobile, mobiel, handy, cell,
    cellulare, cellular, portable, móvil, movil, gsm, fon, tlf, natel
  `)})(?:[^\\p{L}]|$)`,
  'iu',
);
const FAX = /\bfax\b/iu;
/** A number-shaped run for numbers the metadata does not know (reserved fictional ranges, new blocks). */
const PHONE_SHAPE = /(?:\+|00)?\d[\d\s()./-]{6,}\d/g;

interface Candidate {
  value: string;
  score: number;
}

/**
 * The member's phone number as written in the document. Only lines outside the experience and education
 * parts are searched, labelled numbers first; `defaultCountry` reads numbers written without a country code.
 */
export function extractPhone(
  lines: TextLine[],
  eligible: boolean[],
  defaultCountry: CountryCode,
): Found<string> | null {
  const candidates: Candidate[] = [];
  lines.forEach((line, index) => {
    if (!eligible[index] || !/\d{3}/.test(line.text.replace(/[\s()./-]/g, ''))) return;
    const text = line.text.replace(/\t/g, '  ');
    const labelled = (start: number) => LABEL.test(text.slice(Math.max(0, start - 24), start));
    let validFound = false;
    for (const found of findPhoneNumbersInText(text, { defaultCountry })) {
      const value = text.slice(found.startsAt, found.endsAt).trim();
      if (FAX.test(text.slice(Math.max(0, found.startsAt - 16), found.startsAt)) || findDateRange(value)) continue;
      validFound = true;
      let score = 1 - index * 0.002;
      if (labelled(found.startsAt)) score += 0.5;
      if (found.number.getType() === 'MOBILE') score += 0.1;
      candidates.push({ value, score });
    }
    if (validFound) return;
    for (const match of text.matchAll(PHONE_SHAPE)) {
      const value = match[0].trim();
      const digits = value.replace(/\D/g, '').length;
      if (digits < 8 || digits > 15 || findDateRange(value) || /\d{5}\s+\p{L}/u.test(text.slice(match.index))) continue;
      // An unlabelled national number counts only beside other contact details ("… · 07700 900814 · a@b.uk").
      const besideContact = /@|[·|]/.test(text) && /^(?:0|\()/.test(value) && digits >= 9;
      if (!labelled(match.index) && !value.startsWith('+') && !besideContact) continue;
      candidates.push({ value, score: 0.7 - index * 0.002 + (labelled(match.index) ? 0.4 : 0) });
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  return best ? { value: best.value, confidence: best.score > 1.2 ? 0.95 : best.score > 0.9 ? 0.85 : 0.6 } : null;
}
