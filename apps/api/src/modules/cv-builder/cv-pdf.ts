import PDFDocument from 'pdfkit';
import type { CvBlock, CvDocument, CvEntry } from './cv-document.ts';
import { CV_FONTS } from './cv-fonts.ts';

type Doc = PDFKit.PDFDocument;

interface Style {
  font: 'regular' | 'bold' | 'italic';
  size: number;
  color?: string;
  after?: number;
  align?: 'left' | 'right';
}

const INK = '#1f2328';
const MUTED = '#4b5563';
const ACCENT = { classic: '#1f3a5f', modern: '#0f5c5a', executive: '#3a2e5f' } as const;

/** A column of text that flows onto new pages; `measure` only counts the height it would take. */
class Column {
  y: number;

  constructor(
    private readonly doc: Doc,
    readonly x: number,
    readonly width: number,
    private readonly top: number,
    private readonly bottom: number,
    private readonly scale = 1,
    private readonly onNewPage: () => void = () => undefined,
  ) {
    this.y = top;
  }

  private use(style: Style): Doc {
    return this.doc.font(style.font).fontSize(style.size * this.scale);
  }

  height(text: string, style: Style, width = this.width): number {
    return this.use(style).heightOfString(text, { width, lineGap: 1 });
  }

  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.onNewPage();
    this.y = this.top;
  }

  write(text: string, style: Style, indent = 0): void {
    const width = this.width - indent;
    const height = this.height(text, style, width);
    this.ensure(height);
    this.use(style)
      .fillColor(style.color ?? INK)
      .text(text, this.x + indent, this.y, { width, lineGap: 1, align: style.align ?? 'left' });
    this.y += height + (style.after ?? 0) * this.scale;
  }

  /** Text on the current line at the right edge, not moving the column (dates beside a title). */
  right(text: string, style: Style, width: number): void {
    this.use(style)
      .fillColor(style.color ?? MUTED)
      .text(text, this.x + this.width - width, this.y, { width, lineGap: 1, align: 'right' });
  }

  gap(points: number): void {
    this.y += points * this.scale;
  }

  rule(color: string): void {
    this.doc
      .moveTo(this.x, this.y)
      .lineTo(this.x + this.width, this.y)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
  }
}

function newDocument(cv: CvDocument): Doc {
  const doc = new PDFDocument({
    size: cv.paper,
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    lang: cv.lang,
    displayTitle: true,
    bufferPages: true,
    info: { Title: cv.title, Author: cv.name, Creator: 'Laufbahn' },
  });
  const family = cv.template === 'classic' ? CV_FONTS.serif : CV_FONTS.sans;
  doc.registerFont('regular', family.regular);
  doc.registerFont('bold', family.bold);
  doc.registerFont('italic', family.italic);
  return doc;
}

function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function contactLines(cv: CvDocument): string[] {
  return [cv.place, cv.phone, cv.email, cv.dateOfBirth].filter((line): line is string => Boolean(line));
}

function sectionHeading(column: Column, text: string, accent: string, size = 11.5): void {
  column.ensure(48);
  column.gap(10);
  column.write(text.toUpperCase(), { font: 'bold', size, color: accent, after: 2 });
  column.rule(accent);
  column.gap(6);
}

function companyLine(entry: CvEntry, separator: string): string {
  return entry.city ? `${entry.company}${separator}${entry.city}` : entry.company;
}

/** One position: title, then company and place, then the dates, then the description. */
function entryStacked(column: Column, entry: CvEntry, description: string | null): void {
  column.ensure(52);
  column.write(entry.title, { font: 'bold', size: 10.5, after: 1 });
  column.write(companyLine(entry, ' | '), { font: 'regular', size: 10, after: 1 });
  column.write(entry.dates, { font: 'italic', size: 9, color: MUTED, after: 2 });
  if (description) column.write(description, { font: 'regular', size: 9.5, color: INK, after: 1 });
  column.gap(8);
}

function block(column: Column, item: CvBlock, accent: string): void {
  sectionHeading(column, item.heading, accent);
  if (item.kind === 'summary') column.write(item.text, { font: 'regular', size: 10, after: 2 });
  if (item.kind === 'skills') column.write(item.skills.join(', '), { font: 'regular', size: 10, after: 2 });
  if (item.kind === 'experience') for (const entry of item.entries) entryStacked(column, entry, entry.description);
}

/** Classic: one column in a serif, the photo at the top right. */
function classic(doc: Doc, cv: CvDocument): void {
  const margin = 56;
  const width = doc.page.width - 2 * margin;
  const column = new Column(doc, margin, width, 52, doc.page.height - 52);
  const accent = ACCENT.classic;
  const photoWidth = cv.photo ? 84 : 0;
  const header = new Column(doc, margin, width - (photoWidth ? photoWidth + 16 : 0), 52, doc.page.height - 52);
  header.write(cv.name, { font: 'bold', size: 22, color: accent, after: 2 });
  if (cv.headline) header.write(cv.headline, { font: 'regular', size: 12.5, color: MUTED, after: 6 });
  for (const line of contactLines(cv)) header.write(line, { font: 'regular', size: 9.5, color: MUTED });
  if (cv.photo) doc.image(cv.photo, margin + width - photoWidth, 52, { fit: [photoWidth, photoWidth * 1.3] });
  column.y = Math.max(header.y, cv.photo ? 52 + photoWidth * 1.3 + 4 : 0);
  for (const item of cv.blocks) block(column, item, accent);
}

/**
 * Modern: the main column with name, summary and experience, and a tinted side column on the right with photo,
 * contact and skills. The main column is written first, so that a reader that follows the file's order (an
 * applicant tracking system) meets the name and the positions before the side column.
 */
function modern(doc: Doc, cv: CvDocument): void {
  const accent = ACCENT.modern;
  const sideWidth = 178;
  const sideX = doc.page.width - sideWidth;
  const paintSide = () => doc.rect(sideX, 0, sideWidth, doc.page.height).fill('#e8f1f0');
  paintSide();
  const main = new Column(doc, 48, sideX - 48 - 28, 48, doc.page.height - 50, 1, paintSide);
  main.write(cv.name, { font: 'bold', size: 22, color: accent, after: 2 });
  if (cv.headline) main.write(cv.headline, { font: 'regular', size: 12, color: MUTED, after: 4 });
  const inSide = (item: CvBlock) => item.kind === 'skills';
  for (const item of cv.blocks.filter((item) => !inSide(item))) block(main, item, accent);

  doc.switchToPage(0);
  const side = new Column(doc, sideX + 20, sideWidth - 40, 48, doc.page.height - 40);
  if (cv.photo) {
    doc.image(cv.photo, side.x, side.y, { fit: [side.width, side.width * 1.25] });
    side.gap(side.width * 1.25 + 12);
  }
  const sideHeading = (text: string) => {
    side.gap(6);
    side.write(text.toUpperCase(), { font: 'bold', size: 10, color: accent, after: 4 });
  };
  sideHeading(cv.contactHeading);
  for (const line of contactLines(cv)) side.write(line, { font: 'regular', size: 9, color: INK, after: 3 });
  for (const item of cv.blocks.filter(inSide)) {
    if (item.kind !== 'skills') continue;
    sideHeading(item.heading);
    for (const skill of item.skills) side.write(skill, { font: 'regular', size: 9, color: INK, after: 2 });
  }
}

/** The first sentence of a description, for the one-page summary. */
function firstSentence(text: string | null): string | null {
  if (!text) return null;
  const match = /^(.{20,}?[.!?])(\s|$)/su.exec(text);
  const sentence = (match?.[1] ?? text).replace(/\s+/g, ' ').trim();
  return sentence.length > 220 ? `${sentence.slice(0, 217).trimEnd()} …` : sentence;
}

interface ExecutiveFit {
  scale: number;
  descriptions: boolean;
}

function executiveLayout(doc: Doc, cv: CvDocument, fit: ExecutiveFit): number {
  const margin = 48;
  const accent = ACCENT.executive;
  const column = new Column(doc, margin, doc.page.width - 2 * margin, 44, Number.MAX_SAFE_INTEGER, fit.scale);
  const photoWidth = cv.photo ? 64 : 0;
  column.write(cv.name, { font: 'bold', size: 20, color: accent, after: 1 });
  if (cv.headline) column.write(cv.headline, { font: 'regular', size: 11.5, color: MUTED, after: 3 });
  for (const line of contactLines(cv)) column.write(line, { font: 'regular', size: 9, color: MUTED });
  if (cv.photo) {
    doc.image(cv.photo, doc.page.width - margin - photoWidth, 44, { fit: [photoWidth, photoWidth * 1.3] });
    column.y = Math.max(column.y, 44 + photoWidth * 1.3);
  }
  for (const item of cv.blocks) {
    column.gap(4);
    sectionHeading(column, item.heading, accent, 10.5);
    if (item.kind === 'summary') column.write(item.text, { font: 'regular', size: 9.5, after: 1 });
    if (item.kind === 'skills') column.write(item.skills.join(' · '), { font: 'regular', size: 9.5 });
    if (item.kind === 'experience')
      for (const entry of item.entries) {
        column.write(entry.title, { font: 'bold', size: 10, after: 0 });
        column.write(companyLine(entry, ' | '), { font: 'regular', size: 9.5, after: 0 });
        column.write(entry.dates, { font: 'italic', size: 8.5, color: MUTED, after: 1 });
        const description = fit.descriptions ? firstSentence(entry.description) : null;
        if (description) column.write(description, { font: 'regular', size: 9, after: 0 });
        column.gap(5);
      }
  }
  return column.y;
}

/**
 * Executive: everything on one page. The layout is measured first; when it would run over, the positions
 * lose their descriptions, and then the type gets smaller, step by step, until it fits.
 */
async function executive(cv: CvDocument): Promise<Buffer> {
  const bottomLimit = (doc: Doc) => doc.page.height - 44;
  const fits: ExecutiveFit[] = [
    { scale: 1, descriptions: true },
    { scale: 1, descriptions: false },
    { scale: 0.92, descriptions: false },
    { scale: 0.85, descriptions: false },
    { scale: 0.78, descriptions: false },
    { scale: 0.7, descriptions: false },
  ];
  let chosen = fits[fits.length - 1] as ExecutiveFit;
  for (const fit of fits) {
    const trial = newDocument(cv);
    const bottom = executiveLayout(trial, cv, fit);
    const fitsPage = bottom <= bottomLimit(trial);
    trial.end();
    if (fitsPage) {
      chosen = fit;
      break;
    }
  }
  const doc = newDocument(cv);
  executiveLayout(doc, cv, chosen);
  return finish(doc);
}

/** The CV as a PDF: embedded Noto fonts, real text in reading order, A4 or US Letter. */
export async function renderCvPdf(cv: CvDocument): Promise<Buffer> {
  if (cv.template === 'executive') return executive(cv);
  const doc = newDocument(cv);
  if (cv.template === 'modern') modern(doc, cv);
  else classic(doc, cv);
  return finish(doc);
}
