import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { CV_SECTIONS, type CvBuilderChoices, type CvSection, type CvTemplate } from '@laufbahn/contracts/cv-builder';
import type { Position, Profile } from '@laufbahn/contracts/profile';
import { LANGUAGE_TAGS, type Language } from '@laufbahn/i18n/languages';
import { translatorFor } from '../../lib/i18n.ts';
import { dateTimeFormat } from '@laufbahn/i18n/intl-cache';

export type Paper = 'A4' | 'LETTER';

export interface CvEntry {
  title: string;
  company: string;
  /** "März 2019 – heute", in the CV's language. */
  dates: string;
  city: string | null;
  description: string | null;
}

export type CvBlock =
  | { kind: 'summary'; heading: string; text: string }
  | { kind: 'experience'; heading: string; entries: CvEntry[] }
  | { kind: 'skills'; heading: string; skills: string[] };

/** Everything a template needs, already in the CV's language: the templates only lay it out. */
export interface CvDocument {
  template: CvTemplate;
  /** BCP 47, for the document's language tag. */
  lang: string;
  /** The document's title (PDF and DOCX metadata). */
  title: string;
  name: string;
  /** The heading over the contact details where a template gives them one. */
  contactHeading: string;
  /** The current position's title, under the name. */
  headline: string | null;
  email: string;
  phone: string | null;
  place: string | null;
  /** Only when the member chose to show it. */
  dateOfBirth: string | null;
  /** The cropped profile picture (JPEG), only when the member chose to show it. */
  photo: Buffer | null;
  blocks: CvBlock[];
  paper: Paper;
}

export interface CvInputs {
  profile: Profile;
  choices: CvBuilderChoices;
  /** The member's interface language: the CV's language unless the member chose another. */
  memberLanguage: Language;
  countryName: (countryId: number, language: Language) => string | null;
  photo: Buffer | null;
  paper: Paper;
}

/** The language a CV is written in: the member's choice, else the member's own language. */
export function cvLanguage(choices: CvBuilderChoices, memberLanguage: Language): Language {
  return choices.language ?? memberLanguage;
}

/** Without a choice: every section, in the default order (empty ones are left out when the CV is made). */
export function chosenSections(choices: CvBuilderChoices): CvSection[] {
  return choices.sections ?? [...CV_SECTIONS];
}

function monthYear(date: { month: number; year: number }, tag: string): string {
  const month = dateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, 15)),
  );
  return `${month} ${date.year}`;
}

function dateRange(position: Position, tag: string, present: string): string {
  const start = monthYear(position.startDate, tag);
  return `${start} – ${position.endDate && !position.current ? monthYear(position.endDate, tag) : present}`;
}

function formattedPhone(phone: string | null): string | null {
  if (!phone) return null;
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/** The CV of a profile, as the member chose it. Sections without content are left out. */
export function cvDocument({ profile, choices, memberLanguage, countryName, photo, paper }: CvInputs): CvDocument {
  const language = cvLanguage(choices, memberLanguage);
  const tag = LANGUAGE_TAGS[language];
  const t = translatorFor(language, 'cvBuilder');
  const personal = profile.personalInformation;
  const name = [personal.name, personal.lastName].filter(Boolean).join(' ').trim() || profile.contactDetails.email;
  const positions = [...(profile.currentPosition ? [profile.currentPosition] : []), ...profile.pastPositions];
  const present = t('document.present');

  const blocks: CvBlock[] = [];
  for (const section of chosenSections(choices)) {
    const heading = t(`document.${section}`);
    if (section === 'summary' && choices.summary?.trim())
      blocks.push({ kind: 'summary', heading, text: choices.summary.trim() });
    if (section === 'experience' && positions.length > 0)
      blocks.push({
        kind: 'experience',
        heading,
        entries: positions.map((position) => ({
          title: position.title,
          company: position.companyName,
          dates: dateRange(position, tag, present),
          city: position.city,
          description: position.description?.trim() || null,
        })),
      });
    if (section === 'skills' && profile.professionalInformation.skills.length > 0)
      blocks.push({ kind: 'skills', heading, skills: profile.professionalInformation.skills });
  }

  const country = personal.countryId === null ? null : countryName(personal.countryId, language);
  const birth = personal.dateOfBirth;
  return {
    template: choices.template ?? 'classic',
    lang: tag,
    title: t('document.cvTitle', { name }),
    name,
    contactHeading: t('document.contact'),
    headline: profile.currentPosition?.title ?? null,
    email: profile.contactDetails.email,
    phone: formattedPhone(profile.contactDetails.phoneNumber),
    place: [personal.city, country].filter(Boolean).join(', ') || null,
    dateOfBirth:
      choices.dateOfBirth === '1' && birth
        ? t('document.dateOfBirth', {
            date: dateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(Date.UTC(birth.year, birth.month - 1, birth.day)),
            ),
          })
        : null,
    photo: choices.photo === '1' ? photo : null,
    blocks,
    paper,
  };
}
