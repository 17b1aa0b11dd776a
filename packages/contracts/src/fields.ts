import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { MAX_DATABASE_ID, MAX_REFERENCE_ID } from './id-ranges.ts';

/** Control characters (NUL among them, which PostgreSQL refuses in text) never belong in one-line input. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** One line of text up to `max` characters, free of control characters. */
export const singleLineText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
    .max(max, VALIDATION.tooLong)
    .refine((value) => !CONTROL_CHARACTER.test(value), VALIDATION.invalid);

/** Text over several lines (a letter), free of control characters other than tabs and line breaks; trimmed. */
export const letterText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
    .max(max, VALIDATION.tooLong)
    .refine((value) => !/[^\P{Cc}\t\n\r]/u.test(value), VALIDATION.invalid)
    .transform((value) => value.trim());

/** A numeric id from a path or query string. */
export const databaseId = z.coerce
  .number({ error: VALIDATION.invalidType })
  .int(VALIDATION.invalidType)
  .positive(VALIDATION.invalidType)
  .max(MAX_DATABASE_ID, VALIDATION.invalid);

/**
 * The id of a reference data entry (a career level, function, industry, salary range…): a `smallint`, so a
 * larger id is no option (the same answer as for an unknown id within range).
 */
export const referenceId = databaseId.max(MAX_REFERENCE_ID, VALIDATION.invalidOption);
