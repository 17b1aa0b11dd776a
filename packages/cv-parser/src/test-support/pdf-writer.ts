/**
 * A PDF from numbered object bodies with a correct cross-reference table, for crafted test inputs. A body given as
 * parts may hold binary data (a compressed stream).
 */
export function buildPdf(objects: (string | (string | Buffer)[])[], trailer = ''): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = chunks[0]!.length;
  const add = (part: string | Buffer) => {
    const chunk = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(chunk);
    length += chunk.length;
  };
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    add(`${index + 1} 0 obj\n`);
    for (const part of typeof body === 'string' ? [body] : body) add(part);
    add('\nendobj\n');
  });
  const xref = length;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  add(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/** One page showing the given lines in Helvetica, top to bottom. */
export function textPdf(lines: { text: string; size?: number; x?: number; y: number }[]): Buffer {
  const stream = lines
    .map(
      (line) =>
        `BT /F1 ${line.size ?? 11} Tf ${line.x ?? 56} ${line.y} Td (${line.text.replace(/[()\\]/g, '\\$&')}) Tj ET`,
    )
    .join('\n');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}
