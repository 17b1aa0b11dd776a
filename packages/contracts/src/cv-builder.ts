import { z } from 'zod';
import { LANGUAGES } from '@laufbahn/i18n/languages';
import { CV_FORMATS, CV_SECTIONS, CV_SUMMARY_MAX, CV_TEMPLATES, type CvSection } from './cv-builder-constants.ts';
import { VALIDATION } from './errors.ts';

export * from './cv-builder-constants.ts';

const flag = z.enum(['0', '1'], { error: VALIDATION.invalidOption }).optional();

/**
 * The choices of one CV, as the builder's form sends them in the query string (so that a plain link or form
 * downloads the file). Everything is optional: without a choice the CV is the classic template in the member's
 * language, with every section that has content, no photo and no date of birth (age-neutral by default).
 * `sections` is a comma-separated list in the order the CV shows them.
 */
export const cvBuilderQuery = z.strictObject({
  template: z.enum(CV_TEMPLATES, { error: VALIDATION.invalidOption }).optional(),
  language: z.enum(LANGUAGES, { error: VALIDATION.invalidOption }).optional(),
  sections: z
    .string({ error: VALIDATION.invalidType })
    .max(200, VALIDATION.tooLong)
    .transform((value, ctx) => {
      const names = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.some((name) => !(CV_SECTIONS as readonly string[]).includes(name))) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.invalidOption });
        return z.NEVER;
      }
      if (new Set(names).size !== names.length) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.duplicateItems });
        return z.NEVER;
      }
      return names as CvSection[];
    })
    .optional(),
  /** `1`: show the profile picture. */
  photo: flag,
  /** `1`: show the date of birth. */
  dateOfBirth: flag,
  summary: z
    .string({ error: VALIDATION.invalidType })
    .max(CV_SUMMARY_MAX, VALIDATION.tooLong)
    // Line breaks and tabs are text; other control characters are not.
    .refine(
      (value) =>
        ![...value].some((char) => {
          const code = char.codePointAt(0) as number;
          return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
        }),
      VALIDATION.invalid,
    )
    .optional(),
});
export type CvBuilderQuery = z.input<typeof cvBuilderQuery>;
export type CvBuilderChoices = z.output<typeof cvBuilderQuery>;

export const cvExportQuery = cvBuilderQuery.extend({
  format: z.enum(CV_FORMATS, { error: VALIDATION.invalidOption }),
});
