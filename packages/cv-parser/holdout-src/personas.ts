/**
 * Seeded personas for the holdout set: one per language and template, each with a senior career and the
 * difficulties real CVs have (credentials around the name, a family name in capitals first, a location line
 * under the name, a second current role, several roles under one employer, a wrapped e-mail address).
 * The same seed always gives the same personas.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import type { CvDate, CvLanguage } from '../src/types.ts';
import { WORDS, type LanguageWords } from './content.ts';

export const TEMPLATES = ['europass', 'word', 'gdocs', 'moderncv', 'canva', 'linkedin'] as const;
export type Template = (typeof TEMPLATES)[number];
export const LANGUAGES: CvLanguage[] = ['de', 'en', 'fr', 'it', 'nl', 'es'];

export type NameStyle = 'plain' | 'prefix' | 'suffix' | 'prefix-suffix' | 'caps-first';
export type EmailBreak = 'none' | 'before-at' | 'after-at' | 'in-local' | 'in-domain';

export interface HoldoutPosition {
  title: string;
  company: string;
  city: string;
  start: CvDate;
  /** Null: current. */
  end: CvDate | null;
  /** Held alongside the main job (board seat, lectureship). */
  side: boolean;
  bullets: string[];
}

export interface HoldoutPersona {
  id: string;
  seed: number;
  language: CvLanguage;
  locale: string;
  template: Template;
  format: 'pdf' | 'docx';
  words: LanguageWords;
  firstName: string;
  lastName: string;
  nameStyle: NameStyle;
  prefix: string;
  suffix: string;
  headline: string;
  email: string;
  emailBreak: EmailBreak;
  phone: string;
  city: string;
  country: string;
  countryCode: string;
  street: string;
  /** LinkedIn-style region printed under the name, or null. */
  locationLine: string | null;
  /** Document order (newest start first, the side role among them by its start). */
  positions: HoldoutPosition[];
  /** Indexes of `positions` that sit under one employer heading in layouts that group them. */
  grouped: boolean;
  skills: string[];
  languages: [string, string][];
  education: { degree: string; school: string; from: number; to: number }[];
  /** The difficulties this document carries, for the README. */
  kinds: string[];
}

/** Mulberry32: a small, well-distributed seeded generator. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FORMATS: Record<Template, 'pdf' | 'docx'> = {
  europass: 'pdf',
  word: 'docx',
  gdocs: 'docx',
  moderncv: 'pdf',
  canva: 'pdf',
  linkedin: 'pdf',
};

function ascii(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, '');
}

const TLD: Record<string, string> = { DE: 'de', US: 'com', GB: 'co.uk', FR: 'fr', IT: 'it', NL: 'nl', ES: 'es' };

function phoneFor(pick: <T>(items: T[]) => T, next: () => number, patterns: string[], country: string): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const pattern = pick(patterns);
    const phone = pattern.replace(/#/g, () => String(Math.floor(next() * 10)));
    if (isValidPhoneNumber(phone, country as CountryCode)) return phone;
  }
  throw new Error(`no valid phone number for ${country} from ${patterns.join(', ')}`);
}

export function makePersona(language: CvLanguage, template: Template, index: number, seed: number): HoldoutPersona {
  const next = random(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const words = WORDS[language];
  const locale = pick(words.locales);
  const british = locale === 'en-GB';
  const countryCode = british ? 'GB' : words.countryCode;
  const cities = british
    ? ['London', 'Manchester', 'Edinburgh', 'Bristol']
    : words.cities.filter((c) => !['London', 'Manchester'].includes(c));
  const city = pick(cities);
  const country = british ? 'United Kingdom' : words.country;
  const phonePatterns = british ? ['+44 7### ######', '07### ######'] : words.phonePatterns;

  const firstName = pick(words.firstNames);
  const lastName = pick(words.lastNames);
  // Every template meets every name difficulty across the languages.
  const styles: NameStyle[] = ['prefix', 'suffix', 'caps-first', 'plain', 'prefix-suffix', 'suffix'];
  const nameStyle = styles[(index + TEMPLATES.indexOf(template)) % styles.length] as NameStyle;
  const prefix = pick(words.prefixes);
  const suffix = pick(words.suffixes);
  const domain = `example-${pick(['mail', 'consulting', 'partners', 'online'])}.${TLD[countryCode] ?? 'com'}`;
  const email = `${ascii(firstName)}.${ascii(lastName)}@${domain}`;
  const breaks: EmailBreak[] = ['after-at', 'in-domain', 'before-at', 'in-local'];
  const emailBreak: EmailBreak =
    template === 'linkedin' || template === 'canva' ? (breaks[(index + seed) % breaks.length] as EmailBreak) : 'none';

  // A senior career: five or six main positions, the newest current, each two to six years long.
  const count = 4 + Math.floor(next() * 2);
  const newestStart: CvDate = { year: 2016 + Math.floor(next() * 6), month: 1 + Math.floor(next() * 12) };
  const companies = [...words.companies].sort(() => next() - 0.5);
  const main: HoldoutPosition[] = [];
  let start = newestStart;
  let end: CvDate | null = null;
  const grouped = template === 'linkedin' || next() < 0.6;
  for (let order = 0; order < count; order++) {
    const level = Math.min(words.titles.length - 1, order);
    const sameCompany = grouped && order === 1;
    main.push({
      title: pick(words.titles[level] as string[]),
      company: sameCompany ? (main[0] as HoldoutPosition).company : (companies[order] as string),
      city: sameCompany ? (main[0] as HoldoutPosition).city : pick(cities),
      start,
      end,
      side: false,
      bullets: [pick(words.bullets)],
    });
    end =
      start.month === 1
        ? { year: start.year - 1, month: 12 }
        : { year: start.year, month: (start.month as number) - 1 };
    const years = 2 + Math.floor(next() * 4);
    start = { year: end.year - years, month: 1 + Math.floor(next() * 12) };
  }
  // No two titles alike at one employer.
  if (grouped && main[1] && main[0] && main[1].title === main[0].title) {
    main[1].title = (words.titles[2] as string[]).find((title) => title !== main[0]?.title) as string;
  }
  const positions = [...main];
  const concurrent = template === 'linkedin' || template === 'canva' || next() < 0.5;
  if (concurrent) {
    const sideStart: CvDate = { year: 2010 + Math.floor(next() * 8), month: 1 + Math.floor(next() * 12) };
    const side: HoldoutPosition = {
      title: pick(words.sideRoles),
      company: pick(words.sideOrganisations),
      city: pick(cities),
      start: sideStart,
      end: null,
      side: true,
      bullets: [],
    };
    const at = positions.findIndex(
      (p) => p.start.year * 12 + (p.start.month ?? 0) < sideStart.year * 12 + (sideStart.month ?? 0),
    );
    positions.splice(at < 0 ? positions.length : at, 0, side);
  }
  const oldest = main[main.length - 1] as HoldoutPosition;
  const education = [
    {
      degree: pick(words.degrees),
      school: pick(words.schools),
      from: oldest.start.year - 5,
      to: oldest.start.year - 1,
    },
  ];
  const locationLine =
    template === 'linkedin' || (template === 'canva' && index % 2 === 0) ? pick(words.metroAreas) : null;
  const kinds: string[] = [];
  if (nameStyle === 'caps-first') kinds.push('family name in capitals first');
  if (nameStyle === 'prefix' || nameStyle === 'prefix-suffix') kinds.push(`"${prefix}" before the name`);
  if (nameStyle === 'suffix' || nameStyle === 'prefix-suffix') kinds.push(`"${suffix}" after the name`);
  if (locationLine) kinds.push('location line under the name');
  if (concurrent) kinds.push('second current role');
  if (grouped && template !== 'europass' && template !== 'moderncv' && template !== 'gdocs')
    kinds.push('roles under one employer heading');
  else if (grouped) kinds.push('two roles at one employer');
  if (emailBreak !== 'none') kinds.push(`e-mail broken ${emailBreak}`);

  return {
    id: `${language}-${template}-01`,
    seed,
    language,
    locale,
    template,
    format: FORMATS[template],
    words,
    firstName,
    lastName,
    nameStyle,
    prefix,
    suffix,
    headline: (main[0] as HoldoutPosition).title,
    email,
    emailBreak,
    phone: phoneFor(pick, next, phonePatterns, countryCode),
    city,
    country,
    countryCode,
    street: pick(words.streets),
    locationLine,
    positions,
    grouped,
    skills: [...words.skills].sort(() => next() - 0.5).slice(0, 5),
    languages: words.spokenLanguages,
    education,
    kinds,
  };
}

/** The name as the document prints it. */
export function printedName(persona: HoldoutPersona): string {
  const { firstName, lastName, prefix, suffix } = persona;
  switch (persona.nameStyle) {
    case 'plain':
      return `${firstName} ${lastName}`;
    case 'prefix':
      return `${prefix} ${firstName} ${lastName}`;
    case 'suffix':
      return `${firstName} ${lastName}, ${suffix}`;
    case 'prefix-suffix':
      return `${prefix} ${firstName} ${lastName} ${suffix}`;
    case 'caps-first':
      return `${lastName.toUpperCase()} ${firstName}`;
  }
}

export function allPersonas(seed = 19): HoldoutPersona[] {
  const personas: HoldoutPersona[] = [];
  LANGUAGES.forEach((language, l) =>
    TEMPLATES.forEach((template, t) => personas.push(makePersona(language, template, l, seed * 1000 + l * 10 + t))),
  );
  return personas;
}
