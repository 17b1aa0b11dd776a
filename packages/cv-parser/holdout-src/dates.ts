/** How each template prints a position's dates, and what a careful reader records from them. */
import { AS_OF, monthName } from '../fixtures-src/model.ts';
import type { CvDate, CvLanguage } from '../src/types.ts';
import type { HoldoutPersona, HoldoutPosition, Template } from './personas.ts';

const LAST_DAY = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number) => String(n).padStart(2, '0');

/** moderncv in German and Italian, and the Canva layout in French and Dutch, print years only. */
export function yearsOnly(persona: HoldoutPersona): boolean {
  return (
    (persona.template === 'moderncv' && (persona.language === 'de' || persona.language === 'it')) ||
    (persona.template === 'canva' && (persona.language === 'fr' || persona.language === 'nl'))
  );
}

export function expectedDate(persona: HoldoutPersona, date: CvDate): CvDate {
  return yearsOnly(persona) ? { month: null, year: date.year } : date;
}

const LINKEDIN_PRESENT: Record<CvLanguage, string> = {
  de: 'Heute',
  en: 'Present',
  fr: 'Présent',
  it: 'Presente',
  nl: 'heden',
  es: 'actualidad',
};

function months(start: CvDate, end: CvDate | null): number {
  const to = end ?? AS_OF;
  return (to.year - start.year) * 12 + ((to.month ?? 12) - (start.month ?? 1)) + 1;
}

export function linkedinDuration(persona: HoldoutPersona, start: CvDate, end: CvDate | null): string {
  const total = months(start, end);
  const years = Math.floor(total / 12);
  const rest = total % 12;
  const { years: y, months: m } = persona.words.linkedin;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? y[0] : y[1]}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? m[0] : m[1]}`);
  return parts.join(' ');
}

function one(persona: HoldoutPersona, template: Template, date: CvDate, isEnd: boolean): string {
  const { language } = persona;
  const month = date.month as number;
  switch (template) {
    case 'europass':
      return `${isEnd ? LAST_DAY[month - 1] : '01'}/${pad(month)}/${date.year}`;
    case 'word':
      return `${monthName(language, month, true)} ${date.year}`;
    case 'gdocs':
      return `${monthName(language, month, true)} ${date.year}`.toUpperCase();
    case 'moderncv':
      return yearsOnly(persona) ? String(date.year) : `${pad(month)}/${date.year}`;
    case 'canva':
      return yearsOnly(persona) ? String(date.year) : `${monthName(language, month, false)} ${date.year}`;
    case 'linkedin':
      return language === 'es'
        ? `${monthName(language, month, true)} de ${date.year}`
        : `${monthName(language, month, true)} ${date.year}`;
  }
}

export function printedRange(persona: HoldoutPersona, position: HoldoutPosition): string {
  const { template, words } = persona;
  const start = one(persona, template, position.start, false);
  switch (template) {
    case 'europass':
      return `${start} – ${position.end ? one(persona, template, position.end, true) : words.europassPresent}`;
    case 'gdocs':
      return `${start} - ${position.end ? one(persona, template, position.end, true) : words.present.toUpperCase()}`;
    case 'moderncv':
      return `${start}--${position.end ? one(persona, template, position.end, true) : words.present}`;
    case 'linkedin':
      return `${start} - ${position.end ? one(persona, template, position.end, true) : LINKEDIN_PRESENT[persona.language]} (${linkedinDuration(persona, position.start, position.end)})`;
    default:
      return `${start} – ${position.end ? one(persona, template, position.end, true) : words.present}`;
  }
}
