import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';

/** The CV parser's labelled CVs (packages/cv-parser/fixtures/cvs): real documents of several layouts. */
export const FIXTURE_DIR = new URL('../../../../../packages/cv-parser/fixtures/cvs/', import.meta.url);
export const fixture = (name: string) => fs.readFileSync(new URL(name, FIXTURE_DIR));

const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A one-page PDF with the lines in Helvetica (WinAnsi, so German and French letters work); with `encrypted`,
 * a standard security handler whose user password is not empty, so nobody reads it without one.
 */
/**
 * A one-page PDF with the lines as text. `size` pads it to exactly that many bytes with an unreferenced stream object
 * (as embedded fonts or images make a real CV large), so it stays a well-formed document.
 */
export function textPdf(
  lines: string[],
  { encrypted = false, size }: { encrypted?: boolean; size?: number } = {},
): Buffer {
  if (size !== undefined) {
    // The padding's /Length and the xref offset gain digits as it grows: correct until the size is exact.
    let padding = size - textPdfPadded(lines, encrypted, 0).length;
    for (let round = 0; round < 4; round++) {
      const padded = textPdfPadded(lines, encrypted, padding);
      if (padded.length === size) return padded;
      padding -= padded.length - size;
    }
    throw new Error(`textPdf: cannot make ${size} bytes`);
  }
  return textPdfPadded(lines, encrypted, null);
}

function textPdfPadded(lines: string[], encrypted: boolean, padding: number | null): Buffer {
  const content = `BT /F1 11 Tf 50 800 Td 14 TL ${lines.map((line) => `${pdfString(line)} Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  if (padding !== null) objects.push(`<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`);
  if (encrypted) {
    const hex = (bytes: number) => randomBytes(bytes).toString('hex');
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >>`);
  }
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const id = randomBytes(16).toString('hex');
  const encrypt = encrypted ? ` /Encrypt ${objects.length} 0 R /ID [<${id}> <${id}>]` : '';
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A zip archive of deflated entries, as Word writes a DOCX. */
export function zipArchive(entries: Record<string, Buffer | string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, value] of Object.entries(entries)) {
    const data = Buffer.isBuffer(value) ? value : Buffer.from(value);
    const compressed = zlib.deflateRawSync(data);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, compressed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

const wordDocument = (body: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  `<w:body>${body}</w:body></w:document>`;

export const docx = (paragraphs: string[]) =>
  zipArchive({
    '[Content_Types].xml': CONTENT_TYPES,
    'word/document.xml': wordDocument(paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('')),
  });

/** A DOCX without a word in it. */
export const emptyDocx = () => docx([]);

/** A DOCX whose few kilobytes inflate to 20 MB (a zip bomb). */
export const zipBombDocx = () =>
  zipArchive({
    '[Content_Types].xml': CONTENT_TYPES,
    'word/document.xml': wordDocument(`<w:p><w:r><w:t>${' '.repeat(20 * 1024 * 1024)}</w:t></w:r></w:p>`),
  });

/** A Windows program renamed to `.pdf`. */
export const executable = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(2000)]);

/** A short CV whose every line the parser can read, in German. */
export const shortCvLines = [
  'Katharina Berger',
  'Leopoldstraße 12, 80802 München',
  'katharina.berger@example.de',
  '+49 170 1234567',
  'Berufserfahrung',
  '03/2019 – heute',
  'Leiterin Controlling, Beispiel AG, München',
  '01/2012 – 02/2019',
  'Controllerin, Muster GmbH, Hamburg',
  'Kenntnisse',
  'SAP, Konzernrechnung, IFRS',
  'Sprachen',
  'Deutsch, Englisch',
];
