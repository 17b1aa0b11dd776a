/**
 * Wording of the LinkedIn "Save to PDF" and XING profile exports, shared by the HTML and pdfkit renderers.
 */
import type { CvLanguage } from '../../src/types.ts';
import { formatRange, monthsBetween, type Persona, type Position } from '../model.ts';

export interface LinkedinWords {
  contact: string;
  topSkills: string;
  languages: string;
  certifications: string;
  summary: string;
  experience: string;
  education: string;
  mobile: string;
  page: (n: number, of: number) => string;
  duration: (months: number) => string;
}

function durationText(months: number, y1: string, yn: string, m1: string, mn: string): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? y1 : yn}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? m1 : mn}`);
  return parts.join(' ');
}

export const linkedinWords: Partial<Record<CvLanguage, LinkedinWords>> = {
  en: {
    contact: 'Contact',
    topSkills: 'Top Skills',
    languages: 'Languages',
    certifications: 'Certifications',
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    mobile: 'Mobile',
    page: (n, of) => `Page ${n} of ${of}`,
    duration: (m) => durationText(m, 'year', 'years', 'month', 'months'),
  },
  de: {
    contact: 'Kontakt',
    topSkills: 'Top-Kenntnisse',
    languages: 'Sprachen',
    certifications: 'Zertifikate',
    summary: 'Zusammenfassung',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    mobile: 'Mobil',
    page: (n, of) => `Seite ${n} von ${of}`,
    duration: (m) => durationText(m, 'Jahr', 'Jahre', 'Monat', 'Monate'),
  },
};

export function linkedinWordsOf(persona: Persona): LinkedinWords {
  const words = linkedinWords[persona.language];
  if (!words) throw new Error(`No LinkedIn wording for ${persona.language}`);
  return words;
}

/** "January 2019 - Present (5 years 11 months)". */
export function linkedinRange(persona: Persona, position: Position): string {
  const words = linkedinWordsOf(persona);
  const range = formatRange(position.start, position.end, persona.dates, persona.language);
  return `${range} (${words.duration(monthsBetween(position.start, position.end))})`;
}

/** Consecutive positions at the same company, as LinkedIn groups them. */
export function groupByCompany(positions: Position[]): Position[][] {
  const groups: Position[][] = [];
  for (const position of positions) {
    const last = groups[groups.length - 1];
    if (last && last[0]?.company === position.company) last.push(position);
    else groups.push([position]);
  }
  return groups;
}

/** Total duration of a company group ("7 years 11 months"). */
export function groupDuration(persona: Persona, group: Position[]): string {
  const oldest = group[group.length - 1];
  const newest = group[0];
  if (!oldest || !newest) throw new Error('empty group');
  return linkedinWordsOf(persona).duration(monthsBetween(oldest.start, newest.end));
}

export function linkedinLocation(persona: Persona): string {
  return [persona.city, persona.region, persona.country].filter(Boolean).join(', ');
}

export const xingWords = {
  experience: 'Berufserfahrung',
  education: 'Ausbildung',
  languages: 'Sprachen',
  offer: 'Ich biete',
  skills: 'Kenntnisse und Fähigkeiten',
  interests: 'Interessen',
  contact: 'Kontaktdaten',
  footer: (name: string) => `XING-Profil von ${name}`,
};
