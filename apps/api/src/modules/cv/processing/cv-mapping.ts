import { parsePhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import { email as emailSchema } from '@laufbahn/contracts/account';
import type { PositionCheck } from '@laufbahn/contracts/cv';
import { currentMonth, isFutureMonth, type MonthYear } from '@laufbahn/contracts/dates';
import { LIMITS } from '@laufbahn/contracts/limits';
import {
  currentPositionBody,
  pastPositionBody,
  personalInformationBody,
  phoneNumber as phoneNumberSchema,
  professionalInformationBody,
  PROFILE_SKILLS_MAX,
} from '@laufbahn/contracts/profile';
import type { CvDate, ExtractedCv, ExtractedPosition } from '@laufbahn/cv-parser/types';
import type { PositionFields } from '../../profile/position.repository.ts';

/** What mapping needs from the reference data. */
export interface MappingLookups {
  /** Country id of an ISO 3166 code, or null. */
  countryId(isoCode: string): Promise<number | null>;
  /** ISO code of a country id, for reading national phone numbers. */
  isoCode(countryId: number): Promise<string | null>;
  /** The most populous city of that name, in the country when one is given (and a match exists there). */
  city(name: string, countryId: number | null): Promise<{ geoCodeId: number; countryId: number } | null>;
  /** Whether a taxonomy id exists. */
  exists(taxonomy: 'careerLevelId' | 'functionId' | 'industryId', id: number): Promise<boolean>;
}

export interface MappedPosition {
  fields: PositionFields;
  /** Null for the current position, and for a role the CV marks as current beside it. */
  endDate: MonthYear | null;
  current: boolean;
  /** What the member is asked to check, and why. */
  checks: PositionCheck[];
  confidence: { careerLevel: number; function: number; industry: number };
}

/** The extraction as profile values that pass the member calls' own validation; anything else is null. */
export interface MappedCv {
  name: string | null;
  lastName: string | null;
  city: string | null;
  countryId: number | null;
  geoCodeId: number | null;
  /** E.164. */
  phoneNumber: string | null;
  email: string | null;
  skills: string[];
  /** The current position first, then past ones newest first. */
  positions: MappedPosition[];
  languages: string[];
  confidence: Record<string, number>;
}

const LANGUAGES_MAX = 20;
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\n\r\t]/gu;

/**
 * At most `max` characters, cut at the last word boundary that fits (or hard, for one endless word). Runs of
 * white space become one space; with `keepLines`, line breaks stay.
 */
export function shorten(text: string, max: number, { keepLines = false } = {}): string {
  const clean = (
    keepLines ? text.replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n') : text.replace(/\s+/g, ' ')
  ).trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const boundary = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  const shortened = boundary > max / 2 ? cut.slice(0, boundary) : clean.slice(0, max);
  return shortened.replace(/[\s,;:–—-]+$/u, '');
}

/** A value the schema accepts, as the schema outputs it; null when it refuses. */
function valid<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A month-less start is January, a month-less end December (the widest reading of "2015 – 2019"); neither
 * may lie in the future, so a date past this month becomes this month.
 */
export function toMonthYear(date: CvDate | null, edge: 'start' | 'end', now: Date): MonthYear | null {
  if (!date || !Number.isInteger(date.year)) return null;
  const month = date.month ?? (edge === 'start' ? 1 : 12);
  const value = { month, year: date.year };
  return isFutureMonth(value, now) ? currentMonth(now) : value;
}

export async function mapExtraction(
  cv: ExtractedCv,
  lookups: MappingLookups,
  options: { defaultCountryId: number | null; now?: Date },
) {
  const now = options.now ?? new Date();
  const confidence: Record<string, number> = {};
  const keep = <T>(field: string, value: T | null, found: { confidence: number } | null): T | null => {
    if (value !== null && found) confidence[field] = found.confidence;
    return value;
  };

  const name = keep('name', valid(personalInformationBody.shape.name, cv.name?.value), cv.name);
  const lastName = keep('lastName', valid(personalInformationBody.shape.lastName, cv.lastName?.value), cv.lastName);
  const cvCountryId = cv.countryCode ? await lookups.countryId(cv.countryCode.value.toUpperCase()) : null;

  const city = keep('city', valid(personalInformationBody.shape.city, cv.city?.value), cv.city);
  const found = city ? await lookups.city(city, cvCountryId ?? options.defaultCountryId) : null;
  // A city of that name in another country than the CV names is another city.
  const place = found && (cvCountryId === null || found.countryId === cvCountryId) ? found : null;
  const countryId = place?.countryId ?? cvCountryId;

  // A national number is read in the member's country, else the country version's (as the contact-details call does).
  const phoneCountryId = countryId ?? options.defaultCountryId;
  const phoneCountry = phoneCountryId === null ? undefined : ((await lookups.isoCode(phoneCountryId)) ?? undefined);
  const phone = valid(phoneNumberSchema(phoneCountry as CountryCode | undefined), cv.phone?.value);
  const phoneNumber = keep(
    'phoneNumber',
    phone ? parsePhoneNumber(phone, phoneCountry as CountryCode).number : null,
    cv.phone,
  );

  const email = keep('email', valid(emailSchema, cv.email?.value), cv.email);

  const skills: string[] = [];
  for (const skill of cv.skills) {
    if (skills.length >= PROFILE_SKILLS_MAX) break;
    const accepted = valid(professionalInformationBody, {
      skills: [...skills, shorten(skill, LIMITS.shortTextMaxLength)],
    });
    if (accepted) skills.splice(0, skills.length, ...accepted.skills);
  }

  const languages = [...new Set(cv.languages.map((l) => shorten(l, LIMITS.shortTextMaxLength)).filter(Boolean))].slice(
    0,
    LANGUAGES_MAX,
  );

  const positions = await mapPositions(cv.positions, lookups, countryId ?? options.defaultCountryId, now);
  return {
    name,
    lastName,
    city,
    countryId,
    geoCodeId: place?.geoCodeId ?? null,
    phoneNumber,
    email,
    skills,
    positions,
    languages,
    confidence,
  } satisfies MappedCv;
}

async function mapPositions(
  extracted: ExtractedPosition[],
  lookups: MappingLookups,
  countryId: number | null,
  now: Date,
): Promise<MappedPosition[]> {
  const mapped: MappedPosition[] = [];
  let current: MappedPosition | undefined;
  for (const position of extracted) {
    const start = toMonthYear(position.start, 'start', now);
    if (!start) continue;
    const isCurrent = position.current && !current;
    // A second "current" role (a board seat beside the main job) keeps no end date: the CV gives none, and
    // the profile's one current position is the main job. The member is asked for its end.
    const alongside = position.current && !isCurrent;
    const end = position.current ? null : toMonthYear(position.end, 'end', now);
    const place = position.city
      ? await lookups.city(shorten(position.city, LIMITS.shortTextMaxLength), countryId)
      : null;
    const taxonomy = async (field: 'careerLevelId' | 'functionId' | 'industryId', found: { id: number } | null) =>
      found && (await lookups.exists(field, found.id)) ? found.id : null;
    const body = {
      title: shorten(position.title, LIMITS.shortTextMaxLength),
      companyName: position.companyName ? shorten(position.companyName, LIMITS.shortTextMaxLength) : undefined,
      startDate: start,
      endDate: end,
      geoCodeId: place?.geoCodeId ?? null,
      countryId: place?.countryId ?? null,
      city: position.city ? shorten(position.city, LIMITS.shortTextMaxLength) : null,
      careerLevelId: await taxonomy('careerLevelId', position.careerLevel),
      functionId: await taxonomy('functionId', position.function),
      industryId: await taxonomy('industryId', position.industry),
      description: position.description
        ? shorten(position.description.replace(CONTROL_EXCEPT_LINES, ' '), LIMITS.descriptionMaxLength, {
            keepLines: true,
          })
        : null,
    };
    const parsed = position.current ? valid(currentPositionBody, body) : valid(pastPositionBody, body);
    if (!parsed) continue;
    const {
      endDate,
      identifier: _identifier,
      ...fields
    } = parsed as PositionFields & {
      endDate: MonthYear | null;
      identifier?: number;
    };
    const entry: MappedPosition = {
      fields,
      endDate: position.current ? null : endDate,
      current: isCurrent,
      checks: checksOf(position, { alongside, hasCompany: body.companyName !== undefined }),
      confidence: {
        careerLevel: body.careerLevelId === null ? 0 : position.careerLevel!.confidence,
        function: body.functionId === null ? 0 : position.function!.confidence,
        industry: body.industryId === null ? 0 : position.industry!.confidence,
      },
    };
    if (isCurrent) current = entry;
    mapped.push(entry);
  }
  return current ? [current, ...mapped.filter((p) => p !== current)] : mapped;
}

/** The parser's `check` marks as the member sees them, each with its reason. */
function checksOf(
  position: ExtractedPosition,
  { alongside, hasCompany }: { alongside: boolean; hasCompany: boolean },
): PositionCheck[] {
  const marked = new Set(position.check ?? []);
  const checks: PositionCheck[] = [];
  if (marked.has('title')) checks.push({ field: 'title', reason: 'uncertain' });
  if (marked.has('company') && hasCompany) checks.push({ field: 'companyName', reason: 'companyFromHeading' });
  if (marked.has('start') && position.start?.month === null) checks.push({ field: 'startDate', reason: 'yearOnly' });
  // Whichever current role the profile keeps as current needs no end; any other is asked for one.
  if (alongside) checks.push({ field: 'endDate', reason: 'secondCurrentRole' });
  else if (marked.has('end') && !position.current && position.end?.month === null)
    checks.push({ field: 'endDate', reason: 'yearOnly' });
  return checks;
}
