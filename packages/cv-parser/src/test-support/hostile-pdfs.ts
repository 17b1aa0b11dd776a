import zlib from 'node:zlib';
import { buildPdf } from './pdf-writer.ts';

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const page = (contents: number, parent = 2) =>
  `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} 0 R >>`;
const TEXT = 'BT /F1 11 Tf 56 780 Td (Katrin Schaefer, Geschaeftsfuehrerin, Alpen Logistik GmbH, Muenchen) Tj ET';

/** A deflated stream object's parts. */
function deflatedStream(data: Buffer, filters = 1): (string | Buffer)[] {
  let encoded = data;
  for (let layer = 0; layer < filters; layer++) encoded = zlib.deflateSync(encoded, { level: 9 });
  const filter = filters === 1 ? '/FlateDecode' : `[${' /FlateDecode'.repeat(filters)} ]`;
  return [`<< /Length ${encoded.length} /Filter ${filter} >>\nstream\n`, encoded, '\nendstream'];
}

/**
 * A decompression bomb: one page whose content stream — a line of text, then `decodedMb` megabytes of spaces —
 * is deflated `layers` times. One layer of 600 MB is under 1 MB on disk; two layers shrink it to a few kilobytes
 * and hide it from a check that inflates only once.
 */
export function inflationBombPdf(decodedMb: number, layers = 1): Buffer {
  const content = Buffer.alloc(decodedMb * 1024 * 1024, 0x20);
  content.write(TEXT, 'latin1');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    page(5),
    deflatedStream(content, layers),
  ]);
}

/** `pages` pages that share one line of text: an 18,000-page PDF is under 3 MB. */
export function manyPagesPdf(pages: number): Buffer {
  const first = 5;
  const kids = Array.from({ length: pages }, (_, index) => `${first + index} 0 R`).join(' ');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    FONT,
    `<< /Length ${TEXT.length} >>\nstream\n${TEXT}\nendstream`,
    ...Array.from({ length: pages }, () => page(4)),
  ]);
}

/** One page with `runs` short text runs, each on a line of its own, in a deflated content stream. */
export function denseTextPdf(runs: number): Buffer {
  const lines = Array.from({ length: runs }, (_, index) => `0 -0.02 Td (w${index % 100}) Tj`);
  const content = Buffer.from(`BT /F1 1 Tf 56 800 Td\n${lines.join('\n')}\nET`, 'latin1');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    page(5),
    deflatedStream(content),
  ]);
}

/**
 * A run of spaces encoded with LZW as PDF readers decode it (EarlyChange 1): a space, then each new table entry
 * at once (each one space longer than the last), until the table is nearly full and a clear code starts again.
 * About 1,300 to 1 — the kind of bomb a check of deflated streams does not see.
 */
function lzwSpaces(decodedBytes: number): Buffer {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  const write = (code: number, width: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  let produced = 0;
  while (produced < decodedBytes) {
    write(0x20, 9);
    produced += 1;
    let width = 9;
    for (let code = 258; code <= 4000 && produced < decodedBytes; code++) {
      write(code, width);
      produced += code - 256;
      if (((code + 2) & (code + 1)) === 0) width++;
    }
    write(256, width);
  }
  write(257, 9);
  if (bits > 0) write(0, 8 - bits);
  return Buffer.from(out);
}

/** One page whose content stream is `decodedMb` megabytes of LZW-encoded spaces (3,000 MB fit in a 3 MB upload). */
export function lzwBombPdf(decodedMb: number): Buffer {
  const encoded = lzwSpaces(decodedMb * 1024 * 1024);
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    page(5),
    [`<< /Length ${encoded.length} /Filter /LZWDecode >>\nstream\n`, encoded, '\nendstream'],
  ]);
}
