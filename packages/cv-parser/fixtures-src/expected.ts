/**
 * The shape of `fixtures/cvs/<id>.expected.json`: what a careful human would enter into the profile after
 * reading the document. The parser's output (`ExtractedCv`) is measured against it.
 */
import type { CvDate, CvLanguage } from '../src/types.ts';

export type FixtureLayout = 'one-column' | 'two-column' | 'linkedin' | 'xing';
/** The holdout set's templates and tools (holdout-src). */
export type HoldoutLayout = 'europass' | 'word' | 'gdocs' | 'moderncv' | 'canva' | 'linkedin';
export type HoldoutGenerator = 'libreoffice' | 'chromium' | 'docx' | 'latex' | 'docx+libreoffice';
export type FixtureGenerator = 'libreoffice' | 'chromium' | 'pdfkit' | 'docx';
export type FixtureFormat = 'pdf' | 'docx' | 'doc';

export interface ExpectedPosition {
  title: string;
  companyName: string;
  /** The city given for this position, or null when the document names none. */
  city: string | null;
  /** `month` is null when the document gives only the year. */
  start: CvDate;
  /** Null for the current position. */
  end: CvDate | null;
  current: boolean;
}

export interface ExpectedCv {
  id: string;
  language: CvLanguage;
  /** Regional variant of the language, e.g. `en-GB`, `en-US`, `de-AT`. */
  locale: string;
  layout: FixtureLayout | HoldoutLayout;
  generator: FixtureGenerator | HoldoutGenerator;
  format: FixtureFormat;
  /** Pages of the PDF; for DOCX and DOC the pages LibreOffice lays the document out on. */
  pages: number;
  photo: boolean;
  /** First name(s); academic titles such as "Dr." are not part of it. */
  name: string;
  /** Last name including particles ("van der Berg", "de la Fuente"). */
  lastName: string;
  email: string;
  /** As written in the document. */
  phone: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Newest first. */
  positions: ExpectedPosition[];
  /** As listed in the document. */
  skills: string[];
  /** Spoken languages as written, without the level. */
  languages: string[];
  /** Holdout set: the difficulties of real documents this one carries. */
  kinds?: string[];
}
