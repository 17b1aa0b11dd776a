import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { CvBlock, CvDocument, CvEntry } from './cv-document.ts';
import { DOCX_FONTS } from './cv-fonts.ts';

/** Page sizes and margins in twentieths of a point. */
const PAGES = {
  A4: { width: 11906, height: 16838 },
  LETTER: { width: 12240, height: 15840 },
} as const;
const MARGIN = 1000;
const ACCENT = { classic: '1F3A5F', modern: '0F5C5A', executive: '3A2E5F' } as const;
const MUTED = '4B5563';

interface Look {
  accent: string;
  /** Half-points: 20 is 10 pt. */
  body: number;
  compact: boolean;
}

function run(text: string, options: { bold?: boolean; italics?: boolean; size: number; color?: string }): TextRun {
  return new TextRun({ text, ...options });
}

function line(children: ParagraphChild[], after = 0, alignment?: (typeof AlignmentType)[keyof typeof AlignmentType]) {
  return new Paragraph({ children, spacing: { after }, alignment });
}

function heading(text: string, look: Look): Paragraph {
  return new Paragraph({
    children: [run(text.toUpperCase(), { bold: true, size: look.body + 3, color: look.accent })],
    spacing: { before: look.compact ? 160 : 240, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: look.accent, space: 2 } },
    keepNext: true,
  });
}

function firstSentence(text: string): string {
  const match = /^(.{20,}?[.!?])(\s|$)/su.exec(text);
  const sentence = (match?.[1] ?? text).replace(/\s+/g, ' ').trim();
  return sentence.length > 220 ? `${sentence.slice(0, 217).trimEnd()} …` : sentence;
}

function entry(item: CvEntry, look: Look): Paragraph[] {
  const place = item.city ? `${item.company} | ${item.city}` : item.company;
  const description = item.description && (look.compact ? firstSentence(item.description) : item.description);
  return [
    new Paragraph({ children: [run(item.title, { bold: true, size: look.body + 1 })], keepNext: true }),
    new Paragraph({ children: [run(place, { size: look.body })], keepNext: true }),
    new Paragraph({
      children: [run(item.dates, { italics: true, size: look.body - 2, color: MUTED })],
      spacing: { after: description ? 40 : look.compact ? 100 : 160 },
      keepNext: Boolean(description),
    }),
    ...(description
      ? description
          .split(/\n+/)
          .map((text, index, all) => line([run(text, { size: look.body - 1 })], index === all.length - 1 ? 160 : 0))
      : []),
  ];
}

function block(item: CvBlock, look: Look): Paragraph[] {
  const title = heading(item.heading, look);
  if (item.kind === 'summary') return [title, line([run(item.text, { size: look.body })], 80)];
  if (item.kind === 'skills')
    return [title, line([run(item.skills.join(look.compact ? ' · ' : ', '), { size: look.body })], 80)];
  return [title, ...item.entries.flatMap((position) => entry(position, look))];
}

function contactLines(cv: CvDocument): string[] {
  return [cv.place, cv.phone, cv.email, cv.dateOfBirth].filter((value): value is string => Boolean(value));
}

function photo(cv: CvDocument, width: number): ParagraphChild[] {
  if (!cv.photo) return [];
  return [new ImageRun({ type: 'jpg', data: cv.photo, transformation: { width, height: Math.round(width * 1.25) } })];
}

function header(cv: CvDocument, look: Look): Paragraph[] {
  return [
    ...(cv.photo ? [line(photo(cv, look.compact ? 72 : 96), 80, AlignmentType.RIGHT)] : []),
    line([run(cv.name, { bold: true, size: look.compact ? 40 : 44, color: look.accent })], 40),
    ...(cv.headline ? [line([run(cv.headline, { size: look.body + 5, color: MUTED })], 100)] : []),
    ...contactLines(cv).map((text) => line([run(text, { size: look.body - 1, color: MUTED })])),
  ];
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

/** Modern: a two-column table, the main column first so that readers of the file meet the name first. */
function modernBody(cv: CvDocument, look: Look, contentWidth: number): Table {
  const sideWidth = Math.round(contentWidth * 0.3);
  const side: Paragraph[] = [
    ...(cv.photo ? [line(photo(cv, 110), 160)] : []),
    line([run(cv.contactHeading.toUpperCase(), { bold: true, size: look.body, color: look.accent })], 80),
    ...contactLines(cv).map((text) => line([run(text, { size: look.body - 2 })], 60)),
  ];
  for (const item of cv.blocks)
    if (item.kind === 'skills')
      side.push(
        line([run(item.heading.toUpperCase(), { bold: true, size: look.body, color: look.accent })], 80),
        ...item.skills.map((skill) => line([run(skill, { size: look.body - 2 })], 40)),
      );
  const main: Paragraph[] = [
    line([run(cv.name, { bold: true, size: 44, color: look.accent })], 40),
    ...(cv.headline ? [line([run(cv.headline, { size: look.body + 4, color: MUTED })], 80)] : []),
    ...cv.blocks.filter((item) => item.kind !== 'skills').flatMap((item) => block(item, look)),
  ];
  return new Table({
    width: { size: contentWidth, type: WidthType.DXA },
    columnWidths: [contentWidth - sideWidth, sideWidth],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: contentWidth - sideWidth, type: WidthType.DXA },
            margins: { right: 300 },
            children: main,
          }),
          new TableCell({
            width: { size: sideWidth, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8F1F0' },
            margins: { top: 200, left: 200, right: 200, bottom: 200 },
            children: side,
          }),
        ],
      }),
    ],
  });
}

/** The CV as a Word document (DOCX): the same sections as the PDF, in styles Word can edit. */
export async function renderCvDocx(cv: CvDocument): Promise<Buffer> {
  const page = PAGES[cv.paper];
  const look: Look = {
    accent: ACCENT[cv.template],
    body: cv.template === 'executive' ? 18 : 20,
    compact: cv.template === 'executive',
  };
  const contentWidth = page.width - 2 * MARGIN;
  const children =
    cv.template === 'modern'
      ? [modernBody(cv, look, contentWidth)]
      : [...header(cv, look), ...cv.blocks.flatMap((item) => block(item, look))];
  const document = new Document({
    creator: 'Laufbahn',
    title: cv.title,
    styles: {
      default: {
        document: {
          run: { font: cv.template === 'classic' ? DOCX_FONTS.serif : DOCX_FONTS.sans, color: '1F2328' },
          paragraph: { spacing: { line: 264 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: page.width, height: page.height },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
