import type { TextLine } from '../text/model.ts';
import type { CvDate, PositionCheck } from '../types.ts';
import { looksLikeCompany } from './company-words.ts';
import { findDateRange, withoutRange, type DateRange } from './dates.ts';
import { isLinkedInExport, linkedInPositions, placeOf } from './linkedin.ts';
import { findCities } from './places.ts';
import { isBulleted } from './normalize.ts';
import { splitHeader, type PositionHeader } from './position-header.ts';
import { joinWrappedDates } from './wrapped-dates.ts';
import type { SectionKind, Sections } from './sections.ts';

export interface RawPosition {
  title: string;
  companyName: string | null;
  city: string | null;
  start: CvDate | null;
  end: CvDate | null;
  current: boolean;
  description: string | null;
  confidence: number;
  /** Fields read from around the entry rather than from it (see `ExtractedPosition.check`). */
  check?: PositionCheck[];
}

/** Sections whose dated entries are never positions. */
const NOT_POSITIONS = new Set<SectionKind>([
  'education',
  'training',
  'skills',
  'languages',
  'interests',
  'publications',
  'awards',
  'references',
  'memberships',
  'summary',
  'contact',
  'personal',
  'volunteering',
  'projects',
]);

const HEADER_MAX_LENGTH = 110;

function isHeaderLike(line: TextLine): boolean {
  const text = line.text.trim();
  if (text.length === 0 || text.length > HEADER_MAX_LENGTH || isBulleted(text)) return false;
  // A sentence belongs to a description; "Beacon Hill Medical Inc." ends in a full stop too.
  if (/[.;:!]$/.test(text) && text.split(/\s+/).length >= 3 && !looksLikeCompany(text)) return false;
  return true;
}

interface Anchor {
  index: number;
  range: DateRange;
  /** Text left on the anchor line once the dates are cut out. */
  rest: string;
}

/**
 * Positions from the experience section(s). Each date range is an entry's anchor; its title and company
 * are the short lines right after it (dates first) or right before it (dates last), whichever the section
 * uses for its first entry.
 */
export function extractPositions(source: TextLine[], sections: Sections): RawPosition[] {
  const hasExperience = sections.kindOf.some((kind) => kind === 'experience');
  const inScope = source.map((_, index) => {
    const kind = sections.kindOf[index] ?? null;
    if (sections.isHeading[index]) return false;
    return hasExperience ? kind === 'experience' : kind === null || !NOT_POSITIONS.has(kind);
  });

  const lines = joinWrappedDates(source, inScope);
  if (isLinkedInExport(lines)) {
    const positions = linkedInPositions(lines, inScope);
    if (positions.length > 0) return positions;
  }

  const anchors: Anchor[] = [];
  lines.forEach((line, index) => {
    if (!inScope[index]) return;
    const range = findDateRange(line.text);
    if (!range || !range.start || !isEntryDate(line.text, range)) return;
    anchors.push({ index, range, rest: withoutRange(line.text, range) });
  });
  if (anchors.length === 0) return [];

  const first = anchors[0] as Anchor;
  const firstScope = inScope.indexOf(true);
  const datesFirst = countHeaderLines(lines, inScope, firstScope, first.index) === 0;

  const entries = anchors.map((anchor, order) => readEntry(lines, inScope, anchors, order, datesFirst, firstScope));
  const positions: RawPosition[] = [];
  entries.forEach((entry, order) => {
    if (!entry) return;
    const anchor = anchors[order] as Anchor;
    const next = entries.slice(order + 1).find(Boolean);
    const until = Math.min(next?.from ?? lines.length, anchors[order + 1]?.index ?? lines.length);
    const description = lines
      .slice(entry.to + 1, until)
      .filter((_, offset) => inScope[entry.to + 1 + offset])
      .map((line) => line.text.trim())
      .filter(Boolean)
      .join('\n');
    positions.push({
      title: entry.header.title,
      companyName: entry.header.companyName,
      city: entry.header.city ?? entry.city,
      start: anchor.range.start,
      end: anchor.range.current ? null : anchor.range.end,
      current: anchor.range.current,
      description: description ? description.slice(0, 2000) : null,
      confidence: entry.header.confidence,
    });
  });
  return underEmployerHeadings(positions);
}

/**
 * Résumés made with Word, Google Docs or Canva templates list several roles under one employer heading;
 * only the first role's header holds the employer. A role without one continues the employer above it,
 * which the member is asked to check.
 */
function underEmployerHeadings(positions: RawPosition[]): RawPosition[] {
  return positions.map((position, index) => {
    const previous = positions[index - 1];
    if (position.companyName || !position.title || !previous?.companyName) return position;
    return { ...position, companyName: previous.companyName, check: [...(position.check ?? []), 'company'] };
  });
}

interface Entry {
  header: PositionHeader;
  city: string | null;
  /** First and last line of the entry's dates and header. */
  from: number;
  to: number;
}

/** A line holding only a place ("München", "Chicago, Illinois, United States"). */
function placeOnly(text: string): string | null {
  const trimmed = text.trim();
  const city = findCities(trimmed)[0];
  if (city && city.text === trimmed) return trimmed;
  return placeOf(trimmed);
}

/**
 * The title, company and city of the entry a date range anchors: the text beside the dates, completed by
 * the short lines right after it (dates first) or right before it (dates last). Lines holding only a
 * place give the city and do not count as header lines.
 */
function readEntry(
  lines: TextLine[],
  inScope: boolean[],
  anchors: Anchor[],
  order: number,
  datesFirst: boolean,
  firstScope: number,
): Entry | null {
  const anchor = anchors[order] as Anchor;
  let city: string | null = null;
  const beside: string[] = [];
  for (const part of anchor.rest.split('\t').map((text) => text.trim())) {
    if (part.length <= 2) continue;
    const place = placeOnly(part);
    if (place) city ??= place;
    else beside.push(part);
  }
  const alone = beside.length > 0 ? splitHeader(beside) : null;
  const wanted = alone?.title && alone.companyName && alone.confidence >= 0.75 ? 0 : beside.length > 0 ? 1 : 2;
  const collected: string[] = [];
  let from = anchor.index;
  let to = anchor.index;
  const take = (index: number): 'take' | 'skip' | 'stop' => {
    const line = lines[index] as TextLine;
    if (!inScope[index]) return 'stop';
    if (line.text.trim() === '') return 'skip';
    if (!isHeaderLike(line)) return 'stop';
    const place = placeOnly(line.text);
    if (place) {
      city ??= place;
      return 'skip';
    }
    return 'take';
  };
  // Lines are taken until title and company are clear, at most two.
  const complete = () => {
    if (collected.length >= wanted) return true;
    const header = splitHeader(datesFirst ? [...beside, ...collected] : [...collected, ...beside]);
    return !!header?.title && !!header.companyName && header.confidence >= 0.75 && collected.length > 0;
  };
  if (datesFirst) {
    const stop = anchors[order + 1]?.index ?? lines.length;
    for (let index = anchor.index + 1; index < stop && !complete(); index++) {
      const verdict = take(index);
      if (verdict === 'stop') break;
      to = index;
      if (verdict === 'take') collected.push((lines[index] as TextLine).text);
    }
  } else {
    const stop = anchors[order - 1]?.index ?? firstScope - 1;
    for (let index = anchor.index - 1; index > stop && !complete(); index--) {
      const verdict = take(index);
      if (verdict === 'stop') break;
      from = index;
      if (verdict === 'take') collected.unshift((lines[index] as TextLine).text);
    }
    // A place line right after the dates ("03/2019 – heute" / "München") belongs to the entry too.
    const after = anchor.index + 1;
    if (after < lines.length && after !== anchors[order + 1]?.index && take(after) === 'skip') to = after;
  }
  const texts = datesFirst ? [...beside, ...collected] : [...collected, ...beside];
  const header = splitHeader(texts.flatMap((text) => text.split('\t')).slice(0, 3));
  if (!header || !header.title) return null;
  return { header, city, from, to };
}

/**
 * A range that heads an entry stands at the start or the end of its line or in a cell of its own; one
 * inside a sentence or a bullet point ("• Board member since 2018.") belongs to a description.
 */
function isEntryDate(text: string, range: DateRange): boolean {
  const before = text.slice(0, range.index);
  const after = text.slice(range.index + range.length);
  if (isBulleted(text)) return before.replace(/^[\s•·▪▫◦‣⁃●○■□►▶➢➤✓✔*–—-]+/u, '').trim() === '';
  const atStart = /^[\s(]*$/.test(before) || /\t\s*$/.test(before);
  const atEnd = /^[\s)]*(?:\([^)]*\))?[\s|,]*$/.test(after) || /^\s*\t/.test(after) || /^\s*[|·•,]/.test(after);
  if (atStart) return true;
  return atEnd && !/\.\s*$/.test(text) && before.trim().split(/\s+/).length <= 14;
}

function countHeaderLines(lines: TextLine[], inScope: boolean[], from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index++) if (inScope[index] && isHeaderLike(lines[index] as TextLine)) count++;
  return count;
}
