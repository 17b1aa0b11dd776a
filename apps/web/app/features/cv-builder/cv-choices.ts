import {
  CV_BUILDER_PATHS,
  CV_SECTIONS,
  CV_SUMMARY_MAX,
  CV_TEMPLATES,
  type CvSection,
  type CvTemplate,
} from '@laufbahn/contracts/cv-builder-constants';
import { LANGUAGES, type Language } from '@laufbahn/i18n/languages';

/** What the member chose on the builder page; the page's address carries it, so a reload keeps it. */
export interface CvChoices {
  template: CvTemplate;
  language: Language;
  /** The sections in the order the member put them; `included` says which are on the CV. */
  order: CvSection[];
  included: CvSection[];
  summary: string;
  photo: boolean;
  dateOfBirth: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The choices in the page's address (the form without JavaScript sends `sections` once per ticked box, in the
 * order shown; `order` keeps the order of all of them). Anything unknown falls back to the default.
 */
export function choicesFromUrl(url: URL, memberLanguage: Language): CvChoices {
  const params = url.searchParams;
  const known = (names: string[]) =>
    names.filter((name): name is CvSection => (CV_SECTIONS as readonly string[]).includes(name));
  const ordered = known((params.get('order') ?? '').split(','));
  const order = [...new Set([...ordered, ...CV_SECTIONS])];
  const ticked = known(params.getAll('sections').flatMap((value) => value.split(',')));
  const submitted = params.has('template');
  return {
    template: oneOf(CV_TEMPLATES, params.get('template'), 'classic'),
    language: oneOf(LANGUAGES, params.get('language'), memberLanguage),
    order,
    included: submitted ? order.filter((section) => ticked.includes(section)) : [...CV_SECTIONS],
    summary: (params.get('summary') ?? '').slice(0, CV_SUMMARY_MAX),
    photo: params.get('photo') === '1',
    dateOfBirth: params.get('dateOfBirth') === '1',
  };
}

/** The API's query for these choices: the sections as one list in their order. */
export function cvQuery(choices: CvChoices): string {
  const query = new URLSearchParams({
    template: choices.template,
    language: choices.language,
    sections: choices.order.filter((section) => choices.included.includes(section)).join(','),
  });
  if (choices.summary.trim()) query.set('summary', choices.summary.trim());
  if (choices.photo) query.set('photo', '1');
  if (choices.dateOfBirth) query.set('dateOfBirth', '1');
  return query.toString();
}

export const previewUrl = (choices: CvChoices) => `${CV_BUILDER_PATHS.preview}?${cvQuery(choices)}`;
export const exportUrl = (choices: CvChoices, format: 'pdf' | 'docx') =>
  `${CV_BUILDER_PATHS.export}?format=${format}&${cvQuery(choices)}`;

/** Moves a section one place up (-1) or down (+1). */
export function moved(order: CvSection[], section: CvSection, step: -1 | 1): CvSection[] {
  const from = order.indexOf(section);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to] as CvSection, next[from] as CvSection];
  return next;
}
