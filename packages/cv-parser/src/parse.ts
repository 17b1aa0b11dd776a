import type { CountryCode } from 'libphonenumber-js/max';
import { detectLanguage } from './fields/cv-language.ts';
import { extractEmail } from './fields/email.ts';
import { extractLocation } from './fields/location.ts';
import { extractName } from './fields/name.ts';
import { extractPhone } from './fields/phone.ts';
import { extractPositions } from './fields/positions.ts';
import { findSections, type SectionKind } from './fields/sections.ts';
import { extractSkills } from './fields/skills.ts';
import { extractLanguages } from './fields/spoken-languages.ts';
import { mapCareerLevel } from './taxonomy/career-level.ts';
import { mapFunction } from './taxonomy/functions.ts';
import { mapIndustry } from './taxonomy/industries.ts';
import { extractText } from './text/extract.ts';
import type { CvLanguage, DocumentKind, ExtractedCv, ExtractedPosition, PositionCheck } from './types.ts';

export { CvParseError } from './parse-error.ts';

const COUNTRY_OF_LANGUAGE: Record<CvLanguage, CountryCode> = {
  de: 'DE',
  en: 'GB',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  es: 'ES',
};
const CONTACT_SECTIONS = new Set<SectionKind | null>([null, 'contact', 'personal']);

/**
 * Reads a CV into the fields of a profile. `kind` comes from `inspectDocument`. Throws a CvParseError
 * (`encrypted`, `unreadable`, `noText`) when the document has no readable text.
 */
export async function parseCv(bytes: Uint8Array, kind: DocumentKind): Promise<ExtractedCv> {
  const document = await extractText(bytes, kind);
  const { lines } = document;
  const sections = findSections(lines);
  const language = detectLanguage(lines);
  const contact = lines.map((_, index) => CONTACT_SECTIONS.has(sections.kindOf[index] ?? null));

  const name = extractName(document, sections, language);
  // "Dr. Claudia von Bergen" is a name, not a place in Norway.
  const location = extractLocation(
    lines,
    contact.map((eligible, index) => eligible && index !== name?.lineIndex),
  );
  const country = (location.countryCode?.value ?? (language ? COUNTRY_OF_LANGUAGE[language] : 'DE')) as CountryCode;

  const positions: ExtractedPosition[] = extractPositions(lines, sections).map((position) => ({
    ...position,
    careerLevel: mapCareerLevel(position.title, position.companyName),
    function: mapFunction(position.title, position.description),
    industry: mapIndustry(position.companyName, position.description),
  }));

  return {
    language,
    name: name?.first ?? null,
    lastName: name?.last ?? null,
    email: extractEmail(lines),
    phone: extractPhone(lines, contact, country),
    city: location.city,
    countryCode: location.countryCode,
    positions: newestFirst(withChecks(positions)),
    skills: extractSkills(lines, sections),
    languages: extractLanguages(lines, sections),
    pageCount: document.pageCount,
  };
}

/**
 * Marks what the member should check. Of several current roles the one begun last is taken for the main
 * job; the others are held alongside it (board seats, lectureships), and the profile keeps one current
 * position only. A year without a month
 * leaves the month to be chosen.
 */
function withChecks(positions: ExtractedPosition[]): ExtractedPosition[] {
  const started = (position: ExtractedPosition) => (position.start?.year ?? 0) * 12 + (position.start?.month ?? 0);
  const main = positions
    .filter((position) => position.current)
    .reduce<ExtractedPosition | undefined>(
      (best, position) => (!best || started(position) > started(best) ? position : best),
      undefined,
    );
  return positions.map((position) => {
    const check: PositionCheck[] = [...(position.check ?? [])];
    if (position.start && position.start.month === null) check.push('start');
    if (position.current && position !== main) check.push('end');
    else if (!position.current && position.end && position.end.month === null) check.push('end');
    return check.length > 0 ? { ...position, check } : position;
  });
}

function newestFirst(positions: ExtractedPosition[]): ExtractedPosition[] {
  // Current roles first, the one begun last (the main job) at the top.
  const key = (position: ExtractedPosition) =>
    (position.current ? 1_000_000 : 0) + (position.start?.year ?? 0) * 12 + (position.start?.month ?? 0);
  return positions
    .map((position, order) => ({ position, order }))
    .sort((a, b) => key(b.position) - key(a.position) || a.order - b.order)
    .map(({ position }) => position);
}
