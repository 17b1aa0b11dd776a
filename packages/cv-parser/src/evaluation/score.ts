import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { ExpectedCv, ExpectedPosition } from '../../fixtures-src/expected.ts';
import type { CvDate, ExtractedCv, ExtractedPosition } from '../types.ts';

/** Comparable form of a value: whitespace collapsed, dashes unified, lower case. */
export function normalise(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function phoneKey(phone: string | null | undefined, country: string): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  return parsed?.number ?? phone.replace(/[^\d+]/g, '');
}

export const SCALAR_FIELDS = ['name', 'lastName', 'email', 'phone', 'city'] as const;
export const POSITION_FIELDS = ['title', 'company', 'start', 'end'] as const;
export type ScalarField = (typeof SCALAR_FIELDS)[number];
export type PositionField = (typeof POSITION_FIELDS)[number];
export type Field = ScalarField | PositionField;

/** Counts for precision (correct / extracted) and recall (correct / expected). */
export interface Tally {
  correct: number;
  extracted: number;
  expected: number;
}

export interface Miss {
  field: string;
  got: string;
  want: string;
}

export interface DocumentScore {
  tallies: Record<Field, Tally>;
  skills: { found: number; expected: number };
  languages: { found: number; expected: number };
  misses: Miss[];
}

const emptyTally = (): Tally => ({ correct: 0, extracted: 0, expected: 0 });

const dateText = (date: CvDate | null | undefined) => (date ? `${date.month ?? '–'}/${date.year}` : '');
const sameDate = (a: CvDate | null | undefined, b: CvDate | null | undefined) =>
  !!a && !!b && a.year === b.year && (a.month ?? null) === (b.month ?? null);
const endText = (current: boolean, end: CvDate | null | undefined) => (current ? 'current' : dateText(end));

function words(text: string): Set<string> {
  return new Set(
    normalise(text)
      .split(/[^\p{L}\d&]+/u)
      .filter(Boolean),
  );
}

function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / Math.max(left.size, right.size);
}

function positionSimilarity(extracted: ExtractedPosition, expected: ExpectedPosition): number {
  const title = similarity(extracted.title, expected.title);
  const company = similarity(extracted.companyName ?? '', expected.companyName);
  const start = sameDate(extracted.start, expected.start) ? 0.3 : 0;
  return title + company + start;
}

/** Pairs extracted with expected positions, most similar pairs first. */
export function matchPositions(
  extracted: ExtractedPosition[],
  expected: ExpectedPosition[],
): { pairs: [number, number][]; unmatchedExtracted: number[]; unmatchedExpected: number[] } {
  const candidates: { score: number; e: number; x: number }[] = [];
  expected.forEach((want, e) =>
    extracted.forEach((got, x) => {
      const score = positionSimilarity(got, want);
      if (score >= 0.3) candidates.push({ score, e, x });
    }),
  );
  candidates.sort((a, b) => b.score - a.score);
  const usedE = new Set<number>();
  const usedX = new Set<number>();
  const pairs: [number, number][] = [];
  for (const { e, x } of candidates) {
    if (usedE.has(e) || usedX.has(x)) continue;
    usedE.add(e);
    usedX.add(x);
    pairs.push([x, e]);
  }
  return {
    pairs,
    unmatchedExtracted: extracted.map((_, x) => x).filter((x) => !usedX.has(x)),
    unmatchedExpected: expected.map((_, e) => e).filter((e) => !usedE.has(e)),
  };
}

export function scoreDocument(cv: ExtractedCv, expected: ExpectedCv): DocumentScore {
  const tallies = Object.fromEntries(
    [...SCALAR_FIELDS, ...POSITION_FIELDS].map((field) => [field, emptyTally()]),
  ) as Record<Field, Tally>;
  const misses: Miss[] = [];
  const scalar = (field: ScalarField, got: string | null | undefined, want: string, key = normalise) => {
    const tally = tallies[field];
    if (got) tally.extracted++;
    if (want) tally.expected++;
    if (got && want && key(got) === key(want)) tally.correct++;
    else if (got || want) misses.push({ field, got: got ?? '', want });
  };
  scalar('name', cv.name?.value, expected.name);
  scalar('lastName', cv.lastName?.value, expected.lastName);
  scalar('email', cv.email?.value, expected.email);
  scalar('phone', cv.phone?.value, expected.phone, (value) => phoneKey(value, expected.countryCode));
  scalar('city', cv.city?.value, expected.city);

  const { pairs, unmatchedExtracted, unmatchedExpected } = matchPositions(cv.positions, expected.positions);
  for (const field of POSITION_FIELDS) {
    tallies[field].extracted += cv.positions.length;
    tallies[field].expected += expected.positions.length;
  }
  for (const [x, e] of pairs) {
    const got = cv.positions[x] as ExtractedPosition;
    const want = expected.positions[e] as ExpectedPosition;
    const label = `position ${e + 1}`;
    const compare = (field: PositionField, ok: boolean, gotText: string, wantText: string) => {
      if (ok) tallies[field].correct++;
      else misses.push({ field: `${label} ${field}`, got: gotText, want: wantText });
    };
    compare('title', normalise(got.title) === normalise(want.title), got.title, want.title);
    compare(
      'company',
      normalise(got.companyName) === normalise(want.companyName),
      got.companyName ?? '',
      want.companyName,
    );
    compare('start', sameDate(got.start, want.start), dateText(got.start), dateText(want.start));
    compare(
      'end',
      want.current ? got.current : !got.current && sameDate(got.end, want.end),
      endText(got.current, got.end),
      endText(want.current, want.end),
    );
  }
  for (const e of unmatchedExpected) {
    const want = expected.positions[e] as ExpectedPosition;
    misses.push({ field: `position ${e + 1} missing`, got: '', want: `${want.title} | ${want.companyName}` });
  }
  for (const x of unmatchedExtracted) {
    const got = cv.positions[x] as ExtractedPosition;
    misses.push({ field: 'extra position', got: `${got.title} | ${got.companyName ?? ''}`, want: '' });
  }

  const recall = (gotList: string[], wantList: string[], field: string) => {
    const got = new Set(gotList.map(normalise));
    const missing = wantList.filter((item) => !got.has(normalise(item)));
    if (missing.length > 0) misses.push({ field, got: '', want: missing.join(' | ') });
    return { found: wantList.length - missing.length, expected: wantList.length };
  };
  return {
    tallies,
    skills: recall(cv.skills, expected.skills, 'skills missing'),
    languages: recall(cv.languages, expected.languages, 'languages missing'),
    misses,
  };
}

export function addTallies(into: Record<Field, Tally>, from: Record<Field, Tally>): void {
  for (const field of Object.keys(from) as Field[]) {
    into[field].correct += from[field].correct;
    into[field].extracted += from[field].extracted;
    into[field].expected += from[field].expected;
  }
}

export function emptyTallies(): Record<Field, Tally> {
  return Object.fromEntries([...SCALAR_FIELDS, ...POSITION_FIELDS].map((field) => [field, emptyTally()])) as Record<
    Field,
    Tally
  >;
}

export const precision = (tally: Tally) => (tally.extracted === 0 ? 1 : tally.correct / tally.extracted);
export const recall = (tally: Tally) => (tally.expected === 0 ? 1 : tally.correct / tally.expected);
