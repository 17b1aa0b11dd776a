/**
 * The CV builder's choices, without zod, so that the builder page can use them without the schema library
 * (decision 0029). The schema is `./cv-builder.ts`.
 */

/** Classic one column, modern two columns, a compact one-page executive summary. */
export const CV_TEMPLATES = ['classic', 'modern', 'executive'] as const;
export type CvTemplate = (typeof CV_TEMPLATES)[number];

/** The sections a member may put on the CV, in the order of the default CV. */
export const CV_SECTIONS = ['summary', 'experience', 'skills'] as const;
export type CvSection = (typeof CV_SECTIONS)[number];

export const CV_FORMATS = ['pdf', 'docx'] as const;
export type CvFormat = (typeof CV_FORMATS)[number];

/** The longest summary a member may write (characters): about a third of a page. */
export const CV_SUMMARY_MAX = 1200;

export const CV_BUILDER_PATHS = {
  preview: '/api/career/cv_builder/preview',
  export: '/api/career/cv_builder/export',
} as const;
