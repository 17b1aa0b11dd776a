/**
 * CVs written with pdfkit: every block is placed at explicit coordinates, pages are broken by hand, and the
 * text is either in the built-in Helvetica/Times (WinAnsi encoding) or in an embedded TrueType subset
 * (Identity-H with a ToUnicode map) — the two ways PDF generators encode text.
 */
import PDFDocument from 'pdfkit';
import { addressLines, displayName, formatRange, labelsOf, type Persona, type Position } from '../model.ts';
import { contactLabels, languageText, placeOf } from './html-common.ts';
import {
  groupByCompany,
  groupDuration,
  linkedinLocation,
  linkedinRange,
  linkedinWordsOf,
  xingWords,
} from './profile-export.ts';

type Doc = PDFKit.PDFDocument;

interface Fonts {
  regular: string;
  bold: string;
  italic: string;
}

const fontDir = '/usr/share/fonts/truetype';

function setUpFonts(doc: Doc, persona: Persona): Fonts {
  const { font, builtinFont } = persona.look;
  if (builtinFont) {
    return font === 'serif'
      ? { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' }
      : { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
  }
  const files: Record<Persona['look']['font'], [string, string, string]> = {
    sans: [
      'liberation/LiberationSans-Regular.ttf',
      'liberation/LiberationSans-Bold.ttf',
      'liberation/LiberationSans-Italic.ttf',
    ],
    serif: [
      'liberation/LiberationSerif-Regular.ttf',
      'liberation/LiberationSerif-Bold.ttf',
      'liberation/LiberationSerif-Italic.ttf',
    ],
    dejavu: ['dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf', 'dejavu/DejaVuSans-Oblique.ttf'],
    noto: ['noto/NotoSans-Regular.ttf', 'noto/NotoSans-Bold.ttf', 'noto/NotoSans-Italic.ttf'],
  };
  const [regular, bold, italic] = files[font];
  doc.registerFont('cv-regular', `${fontDir}/${regular}`);
  doc.registerFont('cv-bold', `${fontDir}/${bold}`);
  doc.registerFont('cv-italic', `${fontDir}/${italic}`);
  return { regular: 'cv-regular', bold: 'cv-bold', italic: 'cv-italic' };
}

interface Style {
  font: string;
  size: number;
  color?: string;
  /** Space after the block. */
  after?: number;
  align?: 'left' | 'right';
}

/** A column of text that flows from page to page. */
class Flow {
  y: number;

  constructor(
    private readonly doc: Doc,
    public x: number,
    public width: number,
    private readonly top: number,
    private readonly bottom: number,
    private readonly onNewPage: () => void,
  ) {
    this.y = top;
  }

  height(text: string, style: Style, width = this.width): number {
    return this.doc.font(style.font).fontSize(style.size).heightOfString(text, { width, lineGap: 1 });
  }

  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.onNewPage();
    this.y = this.top;
  }

  write(text: string, style: Style, indent = 0): void {
    const width = this.width - indent;
    const h = this.height(text, style, width);
    this.ensure(h);
    this.doc
      .font(style.font)
      .fontSize(style.size)
      .fillColor(style.color ?? '#222222')
      .text(text, this.x + indent, this.y, { width, lineGap: 1, align: style.align ?? 'left' });
    this.y += h + (style.after ?? 0);
  }

  /** A text at an absolute position on the current line, not moving the flow. */
  place(text: string, x: number, width: number, style: Style): void {
    this.doc
      .font(style.font)
      .fontSize(style.size)
      .fillColor(style.color ?? '#222222')
      .text(text, x, this.y, { width, lineGap: 1, align: style.align ?? 'left' });
  }

  gap(points: number): void {
    this.y += points;
  }
}

interface Page {
  width: number;
  height: number;
  margin: number;
}

function newDocument(persona: Persona): { doc: Doc; page: Page } {
  const doc = new PDFDocument({
    size: persona.pageSize === 'A4' ? 'A4' : 'LETTER',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    bufferPages: true,
    info: { Title: `${persona.firstName} ${persona.lastName}`, Author: `${persona.firstName} ${persona.lastName}` },
  });
  return { doc, page: { width: doc.page.width, height: doc.page.height, margin: 50 } };
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

function heading(flow: Flow, text: string, fonts: Fonts, accent: string, doc: Doc): void {
  flow.ensure(40);
  flow.gap(8);
  flow.write(text.toUpperCase(), { font: fonts.bold, size: 11, color: accent, after: 2 });
  doc
    .moveTo(flow.x, flow.y)
    .lineTo(flow.x + flow.width, flow.y)
    .lineWidth(0.7)
    .strokeColor(accent)
    .stroke();
  flow.gap(6);
}

function range(persona: Persona, position: Position): string {
  return formatRange(position.start, position.end, persona.dates, persona.language);
}

function positionBody(flow: Flow, persona: Persona, position: Position, fonts: Fonts, indent: number): void {
  const place = placeOf(position);
  flow.write(position.title, { font: fonts.bold, size: 10.5, after: 1 }, indent);
  flow.write(
    place ? `${position.company}, ${place}` : position.company,
    { font: fonts.italic, size: 10, after: 2 },
    indent,
  );
  for (const bullet of position.bullets)
    flow.write(`•  ${bullet}`, { font: fonts.regular, size: 9.5, after: 1 }, indent + 6);
  flow.gap(7);
}

/** Running header and footer on every page ("Name – Lebenslauf", "Seite 1 von 2"). */
function runningHeaders(
  doc: Doc,
  persona: Persona,
  page: Page,
  fonts: Fonts,
  pageWord: (n: number, of: number) => string,
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (persona.look.runningHeader) {
      doc
        .font(fonts.regular)
        .fontSize(8)
        .fillColor('#777777')
        .text(`${displayName(persona)} · ${persona.headline}`, page.margin, 24, {
          width: page.width - 2 * page.margin,
          lineBreak: false,
        });
      doc
        .moveTo(page.margin, 36)
        .lineTo(page.width - page.margin, 36)
        .lineWidth(0.4)
        .strokeColor('#bbbbbb')
        .stroke();
      doc
        .font(fonts.regular)
        .fontSize(8)
        .fillColor('#777777')
        .text(`${persona.email} · ${persona.phone}`, page.margin, page.height - 34, { width: 300, lineBreak: false });
    }
    // Page numbers where a reader expects them: profile exports, running footers, multi-page CVs.
    if (persona.layout !== 'linkedin' && !persona.look.runningHeader && range.count === 1) continue;
    const left = persona.layout === 'two-column' && persona.look.sidebar === 'right';
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor('#777777')
      .text(pageWord(i + 1, range.count), left ? page.margin - 10 : page.width - page.margin - 100, page.height - 34, {
        width: 100,
        align: left ? 'left' : 'right',
        lineBreak: false,
      });
  }
}

const pageWords: Record<Persona['language'], (n: number, of: number) => string> = {
  de: (n, of) => `Seite ${n} von ${of}`,
  en: (n, of) => `Page ${n} of ${of}`,
  fr: (n, of) => `Page ${n} / ${of}`,
  it: (n, of) => `Pagina ${n} di ${of}`,
  nl: (n, of) => `Pagina ${n} van ${of}`,
  es: (n, of) => `Página ${n} de ${of}`,
};

function oneColumn(doc: Doc, page: Page, persona: Persona, photo: Buffer | null, fonts: Fonts): void {
  const labels = labelsOf(persona);
  const contact = contactLabels[persona.language];
  const accent = persona.look.accent;
  const top = persona.look.runningHeader ? 56 : page.margin;
  const flow = new Flow(doc, page.margin, page.width - 2 * page.margin, top, page.height - 56, () => undefined);

  if (persona.look.leadingHeading) {
    flow.write(persona.look.leadingHeading, { font: fonts.bold, size: 16, color: '#555555', after: 10 });
  }
  const headerTop = flow.y;
  const textWidth = photo ? flow.width - 110 : flow.width;
  flow.width = textWidth;
  flow.write(displayName(persona), { font: fonts.bold, size: 22, color: accent, after: 3 });
  flow.write(persona.headline, { font: fonts.regular, size: 12, color: '#444444', after: 6 });
  for (const line of addressLines(persona)) flow.write(line, { font: fonts.regular, size: 9.5, color: '#444444' });
  flow.write(`${contact.phone}: ${persona.phone}`, { font: fonts.regular, size: 9.5, color: '#444444' });
  flow.write(`${contact.email}: ${persona.email}`, { font: fonts.regular, size: 9.5, color: '#444444' });
  if (photo) {
    doc.image(photo, page.width - page.margin - 90, headerTop, { width: 90, height: 112 });
    flow.y = Math.max(flow.y, headerTop + 118);
  }
  flow.width = page.width - 2 * page.margin;

  heading(flow, labels.profile, fonts, accent, doc);
  flow.write(persona.summary, { font: fonts.regular, size: 10, after: 2 });

  heading(flow, labels.experience, fonts, accent, doc);
  const dateWidth = 112;
  const dates = persona.look.dates ?? 'left';
  persona.positions.forEach((position, index) => {
    if (persona.look.pageBreakAfterPosition !== undefined && index === persona.look.pageBreakAfterPosition + 1)
      flow.newPage();
    flow.ensure(46);
    if (dates === 'left') {
      flow.place(range(persona, position), flow.x, dateWidth - 8, { font: fonts.regular, size: 9.5, color: '#555555' });
      positionBody(flow, persona, position, fonts, dateWidth);
    } else {
      flow.place(range(persona, position), flow.x + flow.width - 170, 170, {
        font: fonts.regular,
        size: 9.5,
        color: '#555555',
        align: 'right',
      });
      positionBody(flow, persona, position, fonts, 0);
    }
  });

  heading(flow, labels.education, fonts, accent, doc);
  for (const e of persona.education) {
    flow.ensure(30);
    const years = `${e.from} – ${e.to}`;
    if (dates === 'left')
      flow.place(years, flow.x, dateWidth - 8, { font: fonts.regular, size: 9.5, color: '#555555' });
    else
      flow.place(years, flow.x + flow.width - 120, 120, {
        font: fonts.regular,
        size: 9.5,
        color: '#555555',
        align: 'right',
      });
    flow.write(e.degree, { font: fonts.bold, size: 10 }, dates === 'left' ? dateWidth : 0);
    flow.write(e.school, { font: fonts.regular, size: 10, after: 6 }, dates === 'left' ? dateWidth : 0);
  }

  heading(flow, labels.skills, fonts, accent, doc);
  flow.write(persona.skills.join(', '), { font: fonts.regular, size: 10, after: 2 });
  heading(flow, labels.languages, fonts, accent, doc);
  for (const l of persona.languages)
    flow.write(languageText(l.name, l.level, 'colon'), { font: fonts.regular, size: 10 });
  if (persona.interests) {
    heading(flow, labels.interests, fonts, accent, doc);
    flow.write(persona.interests, { font: fonts.regular, size: 10 });
  }
}

function sidebar(doc: Doc, page: Page, persona: Persona, photo: Buffer | null, fonts: Fonts): void {
  const labels = labelsOf(persona);
  const accent = persona.look.accent;
  const sideWidth = 180;
  const right = persona.look.sidebar === 'right';
  const sideX = right ? page.width - sideWidth : 0;
  const mainX = right ? page.margin - 10 : sideWidth + 28;
  const mainWidth = page.width - sideWidth - 28 - (page.margin - 10);
  const paintSidebar = (): void => {
    doc.rect(sideX, 0, sideWidth, page.height).fill(accent);
  };
  paintSidebar();

  const side = new Flow(doc, sideX + 18, sideWidth - 36, 40, page.height - 40, paintSidebar);
  const white: Style = { font: fonts.regular, size: 9, color: '#ffffff', after: 3 };
  const sideHeading = (text: string): void => {
    side.gap(10);
    side.write(text.toUpperCase(), { font: fonts.bold, size: 10, color: '#ffffff', after: 5 });
  };
  if (photo) {
    doc.image(photo, side.x + 10, side.y, { width: 120, height: 150 });
    side.gap(160);
  }
  sideHeading(labels.contact);
  for (const line of addressLines(persona)) side.write(line, { ...white, after: 0 });
  side.gap(3);
  side.write(persona.phone, white);
  side.write(persona.email, white);
  sideHeading(labels.skills);
  for (const skill of persona.skills) side.write(skill, white);
  sideHeading(labels.languages);
  for (const l of persona.languages) side.write(languageText(l.name, l.level, 'dash'), white);

  const main = new Flow(doc, mainX, mainWidth, 44, page.height - 50, paintSidebar);
  main.write(displayName(persona), { font: fonts.bold, size: 23, color: accent, after: 3 });
  main.write(persona.headline, { font: fonts.regular, size: 12, color: '#555555', after: 4 });
  heading(main, labels.profile, fonts, accent, doc);
  main.write(persona.summary, { font: fonts.regular, size: 10 });
  heading(main, labels.experience, fonts, accent, doc);
  for (const position of persona.positions) {
    main.ensure(50);
    main.write(position.title, { font: fonts.bold, size: 10.5, after: 1 });
    const place = placeOf(position);
    main.write(place ? `${position.company} | ${place}` : position.company, {
      font: fonts.regular,
      size: 10,
      after: 1,
    });
    main.write(range(persona, position), { font: fonts.italic, size: 9, color: '#777777', after: 2 });
    for (const bullet of position.bullets) main.write(`–  ${bullet}`, { font: fonts.regular, size: 9.5, after: 1 }, 6);
    main.gap(7);
  }
  heading(main, labels.education, fonts, accent, doc);
  for (const e of persona.education) {
    main.write(e.degree, { font: fonts.bold, size: 10 });
    main.write(`${e.school}, ${e.from} – ${e.to}`, { font: fonts.regular, size: 10, after: 6 });
  }
}

function linkedin(doc: Doc, page: Page, persona: Persona, fonts: Fonts): void {
  const words = linkedinWordsOf(persona);
  const sideWidth = 175;
  doc.rect(0, 0, sideWidth, page.height).fill('#e9eef2');
  const side = new Flow(doc, 24, sideWidth - 40, 44, page.height - 50, () => undefined);
  const sideHeading = (text: string): void => {
    side.gap(8);
    side.write(text, { font: fonts.regular, size: 13, color: '#000000', after: 5 });
  };
  const sideText: Style = { font: fonts.regular, size: 9.5, color: '#333333', after: 3 };
  sideHeading(words.contact);
  side.write(`${persona.phone} (${words.mobile})`, sideText);
  side.write(persona.email, sideText);
  if (persona.web) side.write(`${persona.web} (LinkedIn)`, sideText);
  sideHeading(words.topSkills);
  for (const skill of persona.skills) side.write(skill, sideText);
  sideHeading(words.languages);
  for (const l of persona.languages) side.write(`${l.name} (${l.level})`, sideText);
  if (persona.certifications) {
    sideHeading(words.certifications);
    for (const c of persona.certifications) side.write(c, sideText);
  }

  const main = new Flow(doc, sideWidth + 30, page.width - sideWidth - 70, 44, page.height - 60, () => undefined);
  const muted: Style = { font: fonts.regular, size: 10, color: '#b0b0b0', after: 1 };
  main.write(displayName(persona), { font: fonts.regular, size: 26, color: '#000000', after: 4 });
  main.write(persona.headline, { font: fonts.regular, size: 12, color: '#181818', after: 2 });
  main.write(linkedinLocation(persona), muted);
  const mainHeading = (text: string): void => {
    main.ensure(40);
    main.gap(12);
    main.write(text, { font: fonts.regular, size: 15, color: '#000000', after: 6 });
  };
  mainHeading(words.summary);
  main.write(persona.summary, { font: fonts.regular, size: 10, color: '#181818' });
  mainHeading(words.experience);
  for (const group of groupByCompany(persona.positions)) {
    main.ensure(60);
    main.write(group[0]?.company ?? '', { font: fonts.regular, size: 12, color: '#000000', after: 1 });
    if (group.length > 1) main.write(groupDuration(persona, group), muted);
    for (const position of group) {
      main.ensure(44);
      main.gap(3);
      main.write(position.title, { font: fonts.bold, size: 10.5, color: '#000000', after: 1 });
      main.write(linkedinRange(persona, position), muted);
      const place = placeOf(position);
      if (place) main.write(place, muted);
      for (const bullet of position.bullets)
        main.write(bullet, { font: fonts.regular, size: 10, color: '#181818', after: 2 });
      main.gap(6);
    }
  }
  mainHeading(words.education);
  for (const e of persona.education) {
    main.write(e.school, { font: fonts.regular, size: 12, color: '#000000', after: 1 });
    main.write(`${e.degree} · (${e.from} - ${e.to})`, { font: fonts.regular, size: 10, color: '#181818', after: 6 });
  }
}

function xing(doc: Doc, page: Page, persona: Persona, photo: Buffer | null, fonts: Fonts): void {
  const accent = persona.look.accent;
  const flow = new Flow(doc, page.margin, page.width - 2 * page.margin, page.margin, page.height - 60, () => undefined);
  const current = persona.positions[0];
  const textX = photo ? 100 : 0;
  if (photo) doc.image(photo, flow.x, flow.y, { width: 80, height: 100 });
  const headerTop = flow.y;
  flow.gap(14);
  flow.write(displayName(persona), { font: fonts.bold, size: 21, color: '#0b2a2b', after: 3 }, textX);
  if (current)
    flow.write(`${current.title} – ${current.company}`, { font: fonts.regular, size: 11.5, after: 2 }, textX);
  flow.write(`${persona.city}, ${persona.country}`, { font: fonts.regular, size: 10, color: '#777777' }, textX);
  flow.y = Math.max(flow.y, headerTop + (photo ? 108 : 0));
  doc
    .moveTo(flow.x, flow.y + 4)
    .lineTo(flow.x + flow.width, flow.y + 4)
    .lineWidth(2)
    .strokeColor(accent)
    .stroke();
  flow.gap(12);
  const section = (text: string): void => {
    flow.ensure(40);
    flow.gap(10);
    flow.write(text, { font: fonts.bold, size: 12.5, color: accent, after: 6 });
  };
  const leftWidth = 110;
  section(xingWords.contact);
  for (const [label, value] of [
    ['Mobil', persona.phone],
    ['E-Mail', persona.email],
  ] as const) {
    flow.place(label, flow.x, leftWidth, { font: fonts.regular, size: 10, color: '#555555' });
    flow.write(value, { font: fonts.regular, size: 10, after: 3 }, leftWidth);
  }
  section(xingWords.experience);
  for (const position of persona.positions) {
    flow.ensure(40);
    flow.place(range(persona, position), flow.x, leftWidth - 6, { font: fonts.regular, size: 10, color: '#555555' });
    flow.write(position.title, { font: fonts.bold, size: 10.5, after: 1 }, leftWidth);
    const place = placeOf(position);
    flow.write(
      place ? `${position.company}, ${place}` : position.company,
      { font: fonts.regular, size: 10, after: 2 },
      leftWidth,
    );
    if (position.bullets.length > 0) {
      flow.write(position.bullets.join(' '), { font: fonts.regular, size: 9, color: '#555555', after: 2 }, leftWidth);
    }
    flow.gap(6);
  }
  section(xingWords.education);
  for (const e of persona.education) {
    flow.place(`${e.from} – ${e.to}`, flow.x, leftWidth - 6, { font: fonts.regular, size: 10, color: '#555555' });
    flow.write(e.degree, { font: fonts.bold, size: 10.5, after: 1 }, leftWidth);
    flow.write(e.school, { font: fonts.regular, size: 10, after: 6 }, leftWidth);
  }
  section(xingWords.languages);
  for (const l of persona.languages)
    flow.write(languageText(l.name, l.level, 'paren'), { font: fonts.regular, size: 10, after: 2 });
  section(xingWords.skills);
  flow.write(persona.skills.join(', '), { font: fonts.regular, size: 10 });
  if (persona.interests) {
    section(xingWords.interests);
    flow.write(persona.interests, { font: fonts.regular, size: 10 });
  }
}

export async function renderPdfkit(persona: Persona, photo: Buffer | null): Promise<Buffer> {
  const { doc, page } = newDocument(persona);
  const fonts = setUpFonts(doc, persona);
  switch (persona.layout) {
    case 'one-column':
      oneColumn(doc, page, persona, photo, fonts);
      break;
    case 'two-column':
      sidebar(doc, page, persona, photo, fonts);
      break;
    case 'linkedin':
      linkedin(doc, page, persona, fonts);
      break;
    case 'xing':
      xing(doc, page, persona, photo, fonts);
      break;
  }
  const pageWord = persona.layout === 'linkedin' ? linkedinWordsOf(persona).page : pageWords[persona.language];
  runningHeaders(doc, persona, page, fonts, pageWord);
  return finish(doc);
}
