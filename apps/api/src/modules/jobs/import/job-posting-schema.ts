import { z } from 'zod';
import { LIMITS } from '@laufbahn/contracts/limits';
import { descriptionText } from './description-text.ts';
import { plainLine } from './html-text.ts';

/**
 * Limits of an imported posting. A longer title, company name or identifier is refused (the entry reported and
 * skipped) rather than cut: a cut title misleads, a cut name is not the employer's and could merge two companies.
 */
export const POSTING_LIMITS = {
  /** The spec's limit for a position's title and company name (100 characters), once whitespace is collapsed. */
  titleMaxLength: LIMITS.shortTextMaxLength,
  companyNameMaxLength: LIMITS.shortTextMaxLength,
  descriptionMaxLength: 50_000,
  externalIdMaxLength: 500,
  /** Raw text before markup is removed: bounds the work one entry can cause. */
  rawTextMaxLength: 500_000,
  /** A yearly amount outside this range is taken for a mistake in the feed (a unit or a missing digit). */
  yearlySalaryMin: 1_000,
  yearlySalaryMax: 10_000_000,
  locationsMax: 50,
  keywordsMax: 20,
} as const;

/** Working time of a year, to turn an hourly … monthly amount into a yearly one (40 hours, 5 days a week). */
export const UNITS_PER_YEAR = { HOUR: 2080, DAY: 260, WEEK: 52, MONTH: 12, YEAR: 1 } as const;
export type SalaryUnit = keyof typeof UNITS_PER_YEAR;

const DAY_MS = 86_400_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const required = (expected: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'required' : `expected ${expected}`),
});

/** schema.org lets most properties be a text or a thing with a `name` (a `Country`, a `DefinedTerm`, …). */
const nameOf = (input: unknown): unknown => {
  const value = Array.isArray(input) ? input[0] : input;
  if (isObject(value)) return value.name ?? value['@value'] ?? value.value ?? value;
  return typeof value === 'number' ? String(value) : value;
};

const line = (max: number) =>
  z
    .string(required('a text'))
    .max(POSTING_LIMITS.rawTextMaxLength, `longer than ${POSTING_LIMITS.rawTextMaxLength} characters`)
    .transform(plainLine)
    .pipe(z.string().min(1, 'empty').max(max, `longer than ${max} characters`));

const optionalName = (max: number) =>
  z.preprocess(nameOf, z.string().max(POSTING_LIMITS.rawTextMaxLength).transform(plainLine).optional()).pipe(
    z
      .string()
      .max(max, `longer than ${max} characters`)
      .optional()
      .transform((value) => value || undefined),
  );

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time; without an offset it is UTC. `dateOnly` tells whether a time was given. */
const isoDate = z.string(required('an ISO 8601 date')).transform((value, ctx) => {
  const match = ISO_DATE.exec(value.trim());
  const date = match
    ? new Date(
        `${match[1]}T${match[2] ?? '00:00'}${match[3] ? match[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z'}`,
      )
    : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2100) {
    ctx.addIssue({ code: 'custom', message: 'not an ISO 8601 date between 2000 and 2100' });
    return z.NEVER;
  }
  return { date, dateOnly: match?.[2] === undefined };
});

const amount = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+(?:\.\d{1,2})?\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'expected a number' }).positive('must be above 0').finite(),
);

const quantitativeValue = z.object({
  value: amount.optional(),
  minValue: amount.optional(),
  maxValue: amount.optional(),
  unitText: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(Object.keys(UNITS_PER_YEAR) as [SalaryUnit, ...SalaryUnit[]], {
      error: 'expected HOUR, DAY, WEEK, MONTH or YEAR',
    }),
  ),
});

/** `baseSalary`: a MonetaryAmount whose value is a QuantitativeValue (or a plain amount), or a plain amount. */
const baseSalary = z
  .preprocess(
    (value) => {
      const monetary = isObject(value) ? value : { value };
      const inner = monetary.value;
      // A MonetaryAmount may carry the amounts itself instead of in a QuantitativeValue.
      const amounts = isObject(inner)
        ? inner
        : { value: inner, minValue: monetary.minValue, maxValue: monetary.maxValue, unitText: monetary.unitText };
      return { currency: monetary.currency, value: { ...amounts, unitText: amounts.unitText ?? 'YEAR' } };
    },
    z.object({
      currency: z
        .string({ error: 'expected a currency code' })
        .regex(/^\s*[A-Za-z]{3}\s*$/, 'expected a three-letter currency code')
        .transform((code) => code.trim().toUpperCase())
        .optional(),
      value: quantitativeValue,
    }),
  )
  .transform(({ currency, value }, ctx) => {
    const min = value.minValue ?? value.value ?? value.maxValue;
    const max = value.maxValue ?? value.value ?? value.minValue;
    if (min === undefined || max === undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'no amount (value, minValue or maxValue)' });
      return z.NEVER;
    }
    if (min > max) {
      ctx.addIssue({ code: 'custom', path: ['value', 'minValue'], message: 'above maxValue' });
      return z.NEVER;
    }
    const perYear = UNITS_PER_YEAR[value.unitText];
    const yearly = { min: Math.round(min * perYear), max: Math.round(max * perYear) };
    if (yearly.min < POSTING_LIMITS.yearlySalaryMin || yearly.max > POSTING_LIMITS.yearlySalaryMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `a yearly ${yearly.min}–${yearly.max} is outside ${POSTING_LIMITS.yearlySalaryMin}–${POSTING_LIMITS.yearlySalaryMax}`,
      });
      return z.NEVER;
    }
    return { currency, ...yearly };
  });

/** A `PostalAddress`, or an address written as one text ("Berlin, Deutschland"). */
const address = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    return { addressLocality: parts[0], addressCountry: parts.length > 1 ? parts.at(-1) : undefined };
  },
  z.object(
    {
      addressLocality: optionalName(200),
      addressRegion: optionalName(100),
      addressCountry: optionalName(100),
    },
    { error: 'expected a PostalAddress' },
  ),
);

const place = z.object({ address: address.optional() }, { error: 'expected a Place' });

/** Identifier values as text: a `PropertyValue`'s value, a text or a number; the first of a list. */
const identifier = z.preprocess(
  (value) => {
    const first = Array.isArray(value) ? value[0] : value;
    const raw = isObject(first) ? first.value : first;
    return typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() || undefined : raw;
  },
  z.string({ error: 'expected a text, a number or a PropertyValue with a value' }).optional(),
);

const keywords = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(/[,;\n]/) : [value].flat().map(nameOf)),
    z.array(z.unknown()),
  )
  .transform((items) =>
    items
      .filter((item): item is string => typeof item === 'string')
      .map((item) => plainLine(item.slice(0, 1000)))
      .filter((item) => item.length >= 2 && item.length <= 60)
      .slice(0, POSTING_LIMITS.keywordsMax),
  )
  .optional()
  .catch(undefined);

/**
 * One schema.org `JobPosting` as feeds publish it, checked and normalised: texts without markup, dates as Date,
 * the salary as a yearly band, locations as a list. Properties the import does not use are ignored.
 */
export const jobPostingSchema = z
  .object(
    {
      '@type': z
        .union([z.string(), z.array(z.unknown())])
        .optional()
        .refine((type) => type === undefined || [type].flat().includes('JobPosting'), 'not a JobPosting'),
      identifier: identifier,
      url: z.string().trim().optional().catch(undefined),
      title: line(POSTING_LIMITS.titleMaxLength),
      description: z
        .string(required('a text'))
        .max(POSTING_LIMITS.rawTextMaxLength, `longer than ${POSTING_LIMITS.rawTextMaxLength} characters`)
        .transform(descriptionText)
        .pipe(
          z
            .string()
            .min(1, 'empty')
            .max(POSTING_LIMITS.descriptionMaxLength, `longer than ${POSTING_LIMITS.descriptionMaxLength} characters`),
        ),
      datePosted: isoDate,
      validThrough: isoDate.optional(),
      hiringOrganization: z.preprocess(
        (value) => (typeof value === 'string' ? { name: value } : value),
        z.object(
          {
            name: line(POSTING_LIMITS.companyNameMaxLength),
            industry: optionalName(200).catch(undefined),
          },
          required('an Organization or a name'),
        ),
      ),
      industry: optionalName(200).catch(undefined),
      jobLocation: z
        .preprocess(
          (value) => (value === undefined || Array.isArray(value) ? value : [value]),
          z.array(place).min(1, 'empty').max(POSTING_LIMITS.locationsMax, 'too many locations'),
        )
        .optional(),
      jobLocationType: z
        .union([z.string(), z.array(z.unknown())])
        .optional()
        .catch(undefined)
        .transform((type) =>
          [type].flat().some((value) => typeof value === 'string' && value.trim().toUpperCase() === 'TELECOMMUTE'),
        ),
      applicantLocationRequirements: z
        .preprocess((value) => (value === undefined ? undefined : [value].flat().map(nameOf)), z.array(z.unknown()))
        .optional()
        .catch(undefined)
        .transform((items) => (items ?? []).filter((item): item is string => typeof item === 'string')),
      baseSalary: baseSalary.optional(),
      inLanguage: optionalName(35).catch(undefined),
      skills: keywords,
    },
    { error: 'expected a JobPosting object' },
  )
  .transform((posting, ctx) => {
    const externalId = posting.identifier ?? (posting.url || undefined);
    if (externalId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: 'required (an identifier or a url)' });
      return z.NEVER;
    }
    if (externalId.length > POSTING_LIMITS.externalIdMaxLength) {
      const field = posting.identifier === undefined ? 'url' : 'identifier';
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `longer than ${POSTING_LIMITS.externalIdMaxLength} characters`,
      });
      return z.NEVER;
    }
    const publishedAt = posting.datePosted.date;
    // A date without a time means the posting is valid through that whole day.
    const expiresAt = posting.validThrough
      ? new Date(posting.validThrough.date.getTime() + (posting.validThrough.dateOnly ? DAY_MS : 0))
      : undefined;
    if (expiresAt && expiresAt <= publishedAt) {
      ctx.addIssue({ code: 'custom', path: ['validThrough'], message: 'not after datePosted' });
      return z.NEVER;
    }
    return {
      externalId,
      title: posting.title,
      description: posting.description,
      publishedAt,
      expiresAt,
      companyName: posting.hiringOrganization.name,
      industry: posting.industry ?? posting.hiringOrganization.industry,
      locations: (posting.jobLocation ?? []).flatMap((place) => (place.address ? [place.address] : [])),
      telecommute: posting.jobLocationType,
      applicantCountries: posting.applicantLocationRequirements,
      salary: posting.baseSalary,
      language: posting.inLanguage,
      keywords: posting.skills ?? [],
    };
  });

export type JobPosting = z.output<typeof jobPostingSchema>;
export type PostingAddress = JobPosting['locations'][number];
