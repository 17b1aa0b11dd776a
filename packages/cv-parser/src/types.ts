/**
 * The public shapes of the CV parser. Pure data: the API maps them onto the profile, validates and
 * normalises them (phone numbers to E.164, cities to geo codes) before anything is stored.
 */

/** Recognised by content (magic bytes), never by file name. */
export type DocumentKind = 'pdf' | 'docx' | 'doc';

/** Why a document cannot be read. */
export type DocumentProblem =
  | 'invalidFileFormat'
  | 'encrypted'
  | 'empty'
  | 'archiveTooLarge'
  | 'unreadable'
  | 'noText'
  /** More pages than a CV has (READ_LIMITS.maxPages). */
  | 'tooManyPages'
  /** More text or decoded data than a CV has, or the document exhausted the reader's time or memory. */
  | 'tooComplex';

export type Inspection = { ok: true; kind: DocumentKind } | { ok: false; problem: DocumentProblem };

export type CvLanguage = 'de' | 'en' | 'fr' | 'it' | 'nl' | 'es';

/** A value found in the document and how sure the parser is of it (0–1). */
export interface Found<T> {
  value: T;
  confidence: number;
}

/** `month` is null when the CV gives only the year ("2019 – heute"). */
export interface CvDate {
  month: number | null;
  year: number;
}

/** A taxonomy id (career level 1–7, function id, industry id of Laufbahn's reference data). */
export interface Mapped {
  id: number;
  confidence: number;
}

export interface ExtractedPosition {
  title: string;
  companyName: string | null;
  start: CvDate | null;
  /** Null for the current position ("heute", "today", "aujourd'hui", "oggi", "heden", "actualidad"…). */
  end: CvDate | null;
  current: boolean;
  city: string | null;
  description: string | null;
  careerLevel: Mapped | null;
  function: Mapped | null;
  industry: Mapped | null;
  /** How sure the parser is that this is a position with this title and company. */
  confidence: number;
  /**
   * Fields the member should look at before saving, because the document leaves them open: `end` for a
   * second role marked as current (a board seat held alongside the main job, which a profile with one
   * current position cannot keep as current), `start`/`end` for a date given by its year alone.
   */
  check?: PositionCheck[];
}

export type PositionCheck = 'title' | 'company' | 'start' | 'end';

export interface ExtractedCv {
  language: CvLanguage | null;
  name: Found<string> | null;
  lastName: Found<string> | null;
  email: Found<string> | null;
  /** As written in the document; the API normalises it. */
  phone: Found<string> | null;
  city: Found<string> | null;
  /** ISO 3166-1 alpha-2, e.g. `DE`. */
  countryCode: Found<string> | null;
  /** Newest first; the current one (if any) first of all. */
  positions: ExtractedPosition[];
  skills: string[];
  /** Spoken languages as written in the CV ("Englisch (verhandlungssicher)" → "Englisch"). */
  languages: string[];
  pageCount: number;
}
