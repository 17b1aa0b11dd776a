/**
 * Word files in the shape of two widely used templates, written with the `docx` package:
 * - "word": Word's chronological résumé — name, contact line, "Title, Employer" over the dates; roles at one
 *   employer under the employer's name;
 * - "gdocs": Google Docs' "Serif" résumé — contact lines under the name, "Employer, City — Title" over the
 *   dates in capitals.
 */
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import { printedRange } from './dates.ts';
import { printedName, type HoldoutPersona, type HoldoutPosition } from './personas.ts';

const run = (text: string, options: { bold?: boolean; size?: number; color?: string; italics?: boolean } = {}) =>
  new TextRun({
    text,
    bold: options.bold,
    italics: options.italics,
    color: options.color,
    size: options.size ? options.size * 2 : undefined,
  });

const para = (children: TextRun[], after = 60, before = 0, alignment?: 'center') =>
  new Paragraph({
    children,
    spacing: { after, before },
    alignment: alignment === 'center' ? AlignmentType.CENTER : undefined,
  });

function heading(text: string, color: string): Paragraph {
  return para([run(text, { bold: true, size: 12, color })], 80, 200);
}

function groups(persona: HoldoutPersona): HoldoutPosition[][] {
  const result: HoldoutPosition[][] = [];
  for (const position of persona.positions) {
    const last = result[result.length - 1];
    if (persona.grouped && last && last[0]?.company === position.company) last.push(position);
    else result.push([position]);
  }
  return result;
}

function wordBody(persona: HoldoutPersona): Paragraph[] {
  const w = persona.words;
  const accent = '2F5496';
  const experience = groups(persona).flatMap((group) => {
    if (group.length === 1) {
      const p = group[0] as HoldoutPosition;
      return [
        para([run(`${p.title}, `, { bold: true, size: 11 }), run(p.company, { size: 11 })], 20, 120),
        para([run(printedRange(persona, p), { size: 9, color: '595959' })], 40),
        ...p.bullets.map((b) => para([run(`• ${b}`, { size: 10 })], 20)),
      ];
    }
    const head = group[0] as HoldoutPosition;
    return [
      para([run(`${head.company}, ${head.city}`, { bold: true, size: 11 })], 20, 120),
      ...group.flatMap((p) => [
        para([run(p.title, { italics: true, size: 11 })], 20, 40),
        para([run(printedRange(persona, p), { size: 9, color: '595959' })], 40),
        ...p.bullets.map((b) => para([run(`• ${b}`, { size: 10 })], 20)),
      ]),
    ];
  });
  return [
    para([run(printedName(persona), { bold: true, size: 24, color: accent })], 60),
    para([run(persona.headline, { size: 12, color: '404040' })], 60),
    para([run(`${persona.street}, ${persona.city} · ${persona.phone} · ${persona.email}`, { size: 9.5 })], 120),
    heading(w.headings.summary.toUpperCase(), accent),
    para([run(w.summary, { size: 10 })]),
    heading(w.headings.experience.toUpperCase(), accent),
    ...experience,
    heading(w.headings.education.toUpperCase(), accent),
    ...persona.education.map((e) => para([run(`${e.degree}, ${e.school} (${e.from} – ${e.to})`, { size: 10 })])),
    heading(w.headings.skills.toUpperCase(), accent),
    para([run(persona.skills.join(' · '), { size: 10 })]),
    heading(w.headings.languages.toUpperCase(), accent),
    para([run(persona.languages.map(([name, level]) => `${name} (${level})`).join(', '), { size: 10 })]),
  ];
}

function gdocsBody(persona: HoldoutPersona): Paragraph[] {
  const w = persona.words;
  const accent = '1155CC';
  const experience = persona.positions.flatMap((p) => [
    para([run(`${p.company}, ${p.city} — `, { bold: true, size: 11 }), run(p.title, { size: 11 })], 20, 160),
    para([run(printedRange(persona, p), { size: 8, color: '666666' })], 40),
    ...p.bullets.map((b) => para([run(`● ${b}`, { size: 10 })], 20)),
  ]);
  return [
    para([run(printedName(persona), { bold: true, size: 26 })], 40),
    para([run(persona.headline, { size: 11, color: accent })], 100),
    para([run(persona.street, { size: 9 })], 0),
    para([run(persona.city, { size: 9 })], 0),
    para([run(persona.phone, { size: 9, bold: true })], 0),
    para([run(persona.email, { size: 9, bold: true })], 120),
    heading(w.headings.experience.toUpperCase(), accent),
    ...experience,
    heading(w.headings.education.toUpperCase(), accent),
    ...persona.education.flatMap((e) => [
      para([run(`${e.school} — `, { bold: true, size: 11 }), run(e.degree, { size: 11 })], 20, 120),
      para([run(`${e.from} - ${e.to}`, { size: 8, color: '666666' })]),
    ]),
    heading(w.headings.skills.toUpperCase(), accent),
    ...persona.skills.map((s) => para([run(`● ${s}`, { size: 10 })], 20)),
    heading(w.headings.languages.toUpperCase(), accent),
    para([run(persona.languages.map(([name]) => name).join(', '), { size: 10 })]),
  ];
}

export async function renderDocx(persona: HoldoutPersona): Promise<Buffer> {
  const letter = persona.locale === 'en-US';
  const document = new Document({
    styles: {
      default: { document: { run: { font: persona.template === 'gdocs' ? 'Georgia' : 'Calibri', size: 21 } } },
    },
    sections: [
      {
        properties: {
          page: {
            size: letter ? { width: 12240, height: 15840 } : { width: 11906, height: 16838 },
            margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 },
          },
        },
        children: persona.template === 'gdocs' ? gdocsBody(persona) : wordBody(persona),
      },
    ],
  });
  return Packer.toBuffer(document);
}
