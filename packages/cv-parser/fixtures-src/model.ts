/**
 * The source form of a fixture CV: one persona with its career, written in one language, rendered by one
 * layout and one generator. The document and its expected JSON are both derived from it.
 */
import type { CvDate, CvLanguage } from '../src/types.ts';
import type { FixtureFormat, FixtureGenerator, FixtureLayout } from './expected.ts';

/** How a date is printed: `03/2019`, `03.2019`, `März 2019`, `Mar 2019` or `2019`. */
export type DateStyle = 'mm/yyyy' | 'mm.yyyy' | 'month-long' | 'month-short' | 'year';

export interface DateFormat {
  style: DateStyle;
  /** Between start and end: `' – '`, `' - '`, `'-'`, `' bis '`, `' to '`, `' à '`. */
  separator: string;
  /** The open end of the current position: `heute`, `Present`, `aujourd'hui`, `oggi`, `heden`, `actualidad`. */
  present: string;
  /** When set, the current position reads `seit 03/2019` / `depuis 2019` instead of a range. */
  since?: string;
}

export interface Position {
  title: string;
  company: string;
  city?: string;
  /** The location as printed when it is more than the city ("San Francisco, CA", "Munich, Bavaria, Germany"). */
  place?: string;
  start: CvDate;
  /** Null: current position. */
  end: CvDate | null;
  bullets: string[];
}

export interface Education {
  degree: string;
  school: string;
  from: number;
  to: number;
}

export interface SpokenLanguage {
  name: string;
  level: string;
}

export interface Labels {
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  contact: string;
  certifications: string;
  interests: string;
  personal: string;
}

/**
 * Renderer-specific look: the layouts read only the fields they know, so one persona can be re-rendered
 * in another layout by changing `layout`/`variant`.
 */
export interface Look {
  /** Main accent colour, `#rrggbb`. */
  accent: string;
  font: 'sans' | 'serif' | 'dejavu' | 'noto';
  /** Two-column layouts: where the sidebar sits. */
  sidebar?: 'left' | 'right';
  /** One-column layouts: dates in their own left column, or on the line under the title. */
  dates?: 'left' | 'inline' | 'right';
  /** Running header and footer on every page. */
  runningHeader?: boolean;
  /** A heading before the name ("Lebenslauf", "Curriculum Vitae"). */
  leadingHeading?: string;
  /** Force the positions after this index onto a new page. */
  pageBreakAfterPosition?: number;
  /** pdfkit: use the built-in Helvetica/Times (WinAnsi encoding) instead of embedding a TrueType font. */
  builtinFont?: boolean;
  /** The variant of the layout when it has several (e.g. the Word table layouts). */
  variant?: 'sidebar' | 'label-column';
}

export interface Persona {
  id: string;
  language: CvLanguage;
  locale: string;
  layout: FixtureLayout;
  generator: FixtureGenerator;
  format: FixtureFormat;
  photo: boolean;
  pageSize: 'A4' | 'Letter';
  look: Look;
  academicTitle?: string;
  firstName: string;
  lastName: string;
  headline: string;
  email: string;
  phone: string;
  /** Address lines as printed; when absent the document prints "city, country". */
  address?: string[];
  city: string;
  /** The country as the document writes it. */
  country: string;
  countryCode: string;
  /** Region line for profile exports ("Bavaria"). */
  region?: string;
  web?: string;
  /** Personal details lines as German-speaking CVs have them ("Geburtsdatum", "Nationalität"). */
  personal?: [string, string][];
  summary: string;
  dates: DateFormat;
  positions: Position[];
  education: Education[];
  skills: string[];
  languages: SpokenLanguage[];
  certifications?: string[];
  interests?: string;
  /** A difficulty of the rendered document worth naming in the README (e.g. a wrapped e-mail address). */
  remark?: string;
  /** Overrides of the language's default headings. */
  labels?: Partial<Labels>;
}

/** The month the profile exports were "saved"; LinkedIn durations are computed up to it. */
export const AS_OF: { year: number; month: number } = { year: 2026, month: 11 };

const monthsLong: Record<CvLanguage, string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

const monthsShort: Record<CvLanguage, string[]> = {
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  nl: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
};

export function monthName(language: CvLanguage, month: number, long: boolean): string {
  const name = (long ? monthsLong : monthsShort)[language][month - 1];
  if (name === undefined) throw new Error(`No month ${month}`);
  return name;
}

/** The date as the document prints it; the month is left out when the style or the date has none. */
export function formatDate(date: CvDate, format: DateFormat, language: CvLanguage): string {
  const { month, year } = date;
  if (month === null || format.style === 'year') return String(year);
  switch (format.style) {
    case 'mm/yyyy':
      return `${String(month).padStart(2, '0')}/${year}`;
    case 'mm.yyyy':
      return `${String(month).padStart(2, '0')}.${year}`;
    case 'month-long':
      return `${monthName(language, month, true)} ${year}`;
    case 'month-short':
      return `${monthName(language, month, false)} ${year}`;
  }
}

/** The start–end range of a position as printed. */
export function formatRange(start: CvDate, end: CvDate | null, format: DateFormat, language: CvLanguage): string {
  if (end === null && format.since !== undefined) return `${format.since} ${formatDate(start, format, language)}`;
  const endText = end === null ? format.present : formatDate(end, format, language);
  return `${formatDate(start, format, language)}${format.separator}${endText}`;
}

/** The date as the expectation records it: without a month when the document prints none. */
export function expectedDate(date: CvDate, format: DateFormat): CvDate {
  return format.style === 'year' ? { month: null, year: date.year } : { ...date };
}

/** Months from start to end, both included, as LinkedIn counts them. */
export function monthsBetween(start: CvDate, end: CvDate | null): number {
  const to = end ?? { month: AS_OF.month, year: AS_OF.year };
  return (to.year - start.year) * 12 + ((to.month ?? 12) - (start.month ?? 1)) + 1;
}

export const defaultLabels: Record<CvLanguage, Labels> = {
  de: {
    profile: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    contact: 'Kontakt',
    certifications: 'Zertifikate',
    interests: 'Interessen',
    personal: 'Persönliche Daten',
  },
  en: {
    profile: 'Profile',
    experience: 'Professional Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    contact: 'Contact',
    certifications: 'Certifications',
    interests: 'Interests',
    personal: 'Personal Details',
  },
  fr: {
    profile: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    contact: 'Contact',
    certifications: 'Certifications',
    interests: "Centres d'intérêt",
    personal: 'Informations personnelles',
  },
  it: {
    profile: 'Profilo',
    experience: 'Esperienza professionale',
    education: 'Istruzione e formazione',
    skills: 'Competenze',
    languages: 'Lingue',
    contact: 'Contatti',
    certifications: 'Certificazioni',
    interests: 'Interessi',
    personal: 'Dati personali',
  },
  nl: {
    profile: 'Profiel',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    languages: 'Talen',
    contact: 'Contact',
    certifications: 'Certificaten',
    interests: 'Interesses',
    personal: 'Persoonlijke gegevens',
  },
  es: {
    profile: 'Perfil',
    experience: 'Experiencia profesional',
    education: 'Formación',
    skills: 'Competencias',
    languages: 'Idiomas',
    contact: 'Contacto',
    certifications: 'Certificaciones',
    interests: 'Intereses',
    personal: 'Datos personales',
  },
};

export function labelsOf(persona: Persona): Labels {
  return { ...defaultLabels[persona.language], ...persona.labels };
}

/** The address lines as printed. */
export function addressLines(persona: Persona): string[] {
  return persona.address ?? [`${persona.city}, ${persona.country}`];
}

/** The name as printed in the document's header, with the academic title when there is one. */
export function displayName(persona: Persona): string {
  return [persona.academicTitle, persona.firstName, persona.lastName].filter(Boolean).join(' ');
}
