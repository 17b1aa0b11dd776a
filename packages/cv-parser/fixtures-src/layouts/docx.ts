/**
 * CVs written with the `docx` package, the way Word users build them: one column with right-aligned dates
 * on a tab stop, a two-column table with a shaded sidebar, or a label-column table. Optional photo, running
 * header and footer with page numbers.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  ImageRun,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlignTable,
  WidthType,
} from 'docx';
import { addressLines, displayName, formatRange, labelsOf, type Persona, type Position } from '../model.ts';
import { contactLabels, languageText, placeOf } from './html-common.ts';

const fontNames: Record<Persona['look']['font'], string> = {
  sans: 'Arial',
  serif: 'Times New Roman',
  dejavu: 'Verdana',
  noto: 'Calibri',
};

interface Ctx {
  persona: Persona;
  accent: string;
  font: string;
  /** Usable width in twips. */
  width: number;
}

function run(
  text: string,
  options: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {},
): TextRun {
  return new TextRun({
    text,
    bold: options.bold,
    italics: options.italics,
    size: options.size === undefined ? undefined : options.size * 2,
    color: options.color,
  });
}

function para(
  children: (TextRun | ImageRun)[],
  options: { after?: number; before?: number; alignment?: 'left' | 'right'; tabRight?: number; bullet?: boolean } = {},
): Paragraph {
  return new Paragraph({
    children,
    spacing: { after: options.after ?? 40, before: options.before ?? 0 },
    alignment: options.alignment === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
    tabStops: options.tabRight === undefined ? undefined : [{ type: TabStopType.RIGHT, position: options.tabRight }],
    bullet: options.bullet ? { level: 0 } : undefined,
  });
}

function sectionHeading(ctx: Ctx, text: string): Paragraph {
  return new Paragraph({
    children: [run(text.toUpperCase(), { bold: true, size: 11.5, color: ctx.accent })],
    spacing: { before: 240, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ctx.accent, space: 2 } },
  });
}

function range(persona: Persona, position: Position): string {
  return formatRange(position.start, position.end, persona.dates, persona.language);
}

function photoRun(photo: Buffer, width: number): ImageRun {
  return new ImageRun({
    type: 'jpg',
    data: photo,
    transformation: { width, height: Math.round((width * 300) / 240) },
    altText: { name: 'Photo', description: 'Portrait', title: 'Photo' },
  });
}

function positionParagraphs(ctx: Ctx, position: Position, tabRight: number): Paragraph[] {
  const place = placeOf(position);
  return [
    para(
      [
        run(position.title, { bold: true, size: 10.5 }),
        run(`\t${range(ctx.persona, position)}`, { color: '555555', size: 9.5 }),
      ],
      {
        tabRight,
        before: 80,
        after: 20,
      },
    ),
    para([run(place ? `${position.company}, ${place}` : position.company, { italics: true, size: 10 })], { after: 40 }),
    ...position.bullets.map((b) => para([run(b, { size: 9.5 })], { bullet: true, after: 20 })),
  ];
}

function noBorders(): { borders: typeof TableBorders.NONE } {
  return { borders: TableBorders.NONE };
}

function oneColumn(ctx: Ctx, photo: Buffer | null): (Paragraph | Table)[] {
  const { persona } = ctx;
  const labels = labelsOf(persona);
  const contact = contactLabels[persona.language];
  const headerText = [
    ...(persona.look.leadingHeading
      ? [para([run(persona.look.leadingHeading, { size: 14, color: '777777' })], { after: 160 })]
      : []),
    para([run(displayName(persona), { bold: true, size: 22, color: ctx.accent })], { after: 60 }),
    para([run(persona.headline, { size: 12, color: '444444' })], { after: 120 }),
    ...addressLines(persona).map((line) => para([run(line, { size: 9.5 })], { after: 0 })),
    para([run(`${contact.phone}: ${persona.phone}`, { size: 9.5 })], { after: 0 }),
    para([run(`${contact.email}: ${persona.email}`, { size: 9.5 })], { after: 0 }),
  ];
  const header: (Paragraph | Table)[] = photo
    ? [
        new Table({
          ...noBorders(),
          width: { size: ctx.width, type: WidthType.DXA },
          columnWidths: [ctx.width - 2000, 2000],
          rows: [
            new TableRow({
              children: [
                new TableCell({ children: headerText, width: { size: ctx.width - 2000, type: WidthType.DXA } }),
                new TableCell({
                  children: [para([photoRun(photo, 100)], { alignment: 'right' })],
                  width: { size: 2000, type: WidthType.DXA },
                }),
              ],
            }),
          ],
        }),
      ]
    : headerText;

  const breakAfter = persona.look.pageBreakAfterPosition;
  const positions = persona.positions.flatMap((p, index) => {
    const paragraphs = positionParagraphs(ctx, p, ctx.width);
    return breakAfter !== undefined && index === breakAfter + 1
      ? [new Paragraph({ children: [new PageBreak()] }), ...paragraphs]
      : paragraphs;
  });

  return [
    ...header,
    sectionHeading(ctx, labels.profile),
    para([run(persona.summary, { size: 10 })]),
    sectionHeading(ctx, labels.experience),
    ...positions,
    sectionHeading(ctx, labels.education),
    ...persona.education.flatMap((e) => [
      para([run(e.degree, { bold: true, size: 10 }), run(`\t${e.from} – ${e.to}`, { size: 9.5, color: '555555' })], {
        tabRight: ctx.width,
        after: 0,
      }),
      para([run(e.school, { size: 10 })], { after: 80 }),
    ]),
    sectionHeading(ctx, labels.skills),
    ...persona.skills.map((s) => para([run(s, { size: 10 })], { bullet: true, after: 0 })),
    sectionHeading(ctx, labels.languages),
    ...persona.languages.map((l) => para([run(languageText(l.name, l.level, 'colon'), { size: 10 })], { after: 0 })),
    ...(persona.interests ? [sectionHeading(ctx, labels.interests), para([run(persona.interests, { size: 10 })])] : []),
  ];
}

function sidebarTable(ctx: Ctx, photo: Buffer | null): (Paragraph | Table)[] {
  const { persona } = ctx;
  const labels = labelsOf(persona);
  const sideWidth = Math.round(ctx.width * 0.33);
  const mainWidth = ctx.width - sideWidth;
  const white = (text: string, bold = false, size = 9): Paragraph =>
    para([run(text, { color: 'FFFFFF', bold, size })], { after: 40 });
  const sideHeading = (text: string): Paragraph =>
    para([run(text.toUpperCase(), { color: 'FFFFFF', bold: true, size: 10.5 })], { before: 200, after: 80 });
  const side = [
    ...(photo ? [para([photoRun(photo, 130)], { after: 120 })] : []),
    sideHeading(labels.contact),
    ...addressLines(persona).map((l) => white(l)),
    white(persona.phone),
    white(persona.email),
    sideHeading(labels.skills),
    ...persona.skills.map((s) => white(s)),
    sideHeading(labels.languages),
    ...persona.languages.map((l) => white(languageText(l.name, l.level, 'dash'))),
  ];
  const main = [
    para([run(displayName(persona), { bold: true, size: 22, color: ctx.accent })], { after: 60 }),
    para([run(persona.headline, { size: 12, color: '555555' })], { after: 120 }),
    sectionHeading(ctx, labels.profile),
    para([run(persona.summary, { size: 10 })]),
    sectionHeading(ctx, labels.experience),
    ...persona.positions.flatMap((p) => positionParagraphs(ctx, p, mainWidth - 400)),
    sectionHeading(ctx, labels.education),
    ...persona.education.flatMap((e) => [
      para([run(e.degree, { bold: true, size: 10 })], { after: 0 }),
      para([run(`${e.school} | ${e.from} – ${e.to}`, { size: 10 })], { after: 80 }),
    ]),
  ];
  const right = persona.look.sidebar === 'right';
  const sideCell = new TableCell({
    children: side,
    width: { size: sideWidth, type: WidthType.DXA },
    shading: { fill: ctx.accent, type: ShadingType.CLEAR, color: 'auto' },
    margins: { top: 200, bottom: 200, left: 200, right: 200 },
    verticalAlign: VerticalAlignTable.TOP,
  });
  const mainCell = new TableCell({
    children: main,
    width: { size: mainWidth, type: WidthType.DXA },
    margins: { top: 100, bottom: 100, left: 300, right: 200 },
    verticalAlign: VerticalAlignTable.TOP,
  });
  return [
    new Table({
      ...noBorders(),
      width: { size: ctx.width, type: WidthType.DXA },
      columnWidths: right ? [mainWidth, sideWidth] : [sideWidth, mainWidth],
      rows: [new TableRow({ children: right ? [mainCell, sideCell] : [sideCell, mainCell] })],
    }),
  ];
}

function labelColumnTable(ctx: Ctx, photo: Buffer | null): (Paragraph | Table)[] {
  const { persona } = ctx;
  const labels = labelsOf(persona);
  const contact = contactLabels[persona.language];
  const leftWidth = Math.round(ctx.width * 0.3);
  const rightWidth = ctx.width - leftWidth;
  const row = (left: Paragraph[], right: Paragraph[]): TableRow =>
    new TableRow({
      children: [
        new TableCell({ children: left, width: { size: leftWidth, type: WidthType.DXA } }),
        new TableCell({ children: right, width: { size: rightWidth, type: WidthType.DXA } }),
      ],
    });
  const headingRow = (text: string): TableRow =>
    new TableRow({
      children: [
        new TableCell({
          children: [sectionHeading(ctx, text)],
          columnSpan: 2,
          width: { size: ctx.width, type: WidthType.DXA },
        }),
      ],
    });
  const text = (t: string, bold = false): Paragraph => para([run(t, { size: 10, bold })], { after: 20 });
  const rows: TableRow[] = [
    headingRow(labels.personal),
    row([text(contact.name)], [text(displayName(persona))]),
    row(
      [text(contact.address)],
      addressLines(persona).map((l) => text(l)),
    ),
    row([text(contact.phone)], [text(persona.phone)]),
    row([text(contact.email)], [text(persona.email)]),
    headingRow(labels.experience),
    ...persona.positions.map((p) => {
      const place = placeOf(p);
      return row(
        [text(range(persona, p))],
        [
          text(p.title, true),
          text(place ? `${p.company}, ${place}` : p.company),
          ...p.bullets.map((b) => para([run(b, { size: 9.5 })], { bullet: true, after: 20 })),
        ],
      );
    }),
    headingRow(labels.education),
    ...persona.education.map((e) => row([text(`${e.from} – ${e.to}`)], [text(e.degree, true), text(e.school)])),
    headingRow(labels.skills),
    row(
      [text('')],
      persona.skills.map((s) => text(s)),
    ),
    headingRow(labels.languages),
    ...persona.languages.map((l) => row([text(l.name)], [text(l.level)])),
  ];
  const title = persona.look.leadingHeading ?? displayName(persona);
  return [
    para(
      [run(title, { bold: true, size: 20, color: ctx.accent }), ...(photo ? [run('\t'), photoRun(photo, 90)] : [])],
      { tabRight: ctx.width, after: 60 },
    ),
    para([run(persona.headline, { size: 11.5, color: '444444' })], { after: 120 }),
    para([run(persona.summary, { size: 10 })], { after: 120 }),
    new Table({
      ...noBorders(),
      width: { size: ctx.width, type: WidthType.DXA },
      columnWidths: [leftWidth, rightWidth],
      rows,
    }),
  ];
}

export async function renderDocx(persona: Persona, photo: Buffer | null): Promise<Buffer> {
  const a4 = persona.pageSize === 'A4';
  const pageWidth = a4 ? 11906 : 12240;
  const pageHeight = a4 ? 16838 : 15840;
  const margin = 1000;
  const ctx: Ctx = {
    persona,
    accent: persona.look.accent.replace('#', '').toUpperCase(),
    font: fontNames[persona.look.font],
    width: pageWidth - 2 * margin,
  };
  const children =
    persona.look.variant === 'label-column'
      ? labelColumnTable(ctx, photo)
      : persona.layout === 'two-column'
        ? sidebarTable(ctx, photo)
        : oneColumn(ctx, photo);
  const pageWord = { de: 'Seite', en: 'Page', fr: 'Page', it: 'Pagina', nl: 'Pagina', es: 'Página' }[persona.language];
  const ofWord = { de: 'von', en: 'of', fr: 'sur', it: 'di', nl: 'van', es: 'de' }[persona.language];
  const running = persona.look.runningHeader === true;
  const document = new Document({
    creator: `${persona.firstName} ${persona.lastName}`,
    title: `${persona.firstName} ${persona.lastName}`,
    styles: { default: { document: { run: { font: ctx.font, size: 20 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: pageWidth, height: pageHeight },
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        headers: running
          ? {
              default: new Header({
                children: [
                  para([run(`${displayName(persona)} · ${persona.headline}`, { size: 8, color: '777777' })], {
                    alignment: 'right',
                  }),
                ],
              }),
            }
          : undefined,
        footers: running
          ? {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [
                      new TextRun({
                        size: 16,
                        color: '777777',
                        children: [
                          `${persona.email} · ${pageWord} `,
                          PageNumber.CURRENT,
                          ` ${ofWord} `,
                          PageNumber.TOTAL_PAGES,
                        ],
                      }),
                    ],
                  }),
                ],
              }),
            }
          : undefined,
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
