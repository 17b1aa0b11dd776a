import zlib from 'node:zlib';

const latin1 = new TextDecoder('latin1');
const STREAM_KEYWORD = /\bstream\r?\n/g;
const FILTER = /\/Filter\s*(\[[^\]]*\]|\/\w+)/;
const FLATE_NAMES = new Set(['FlateDecode', 'Fl']);
const IMAGE = /\/Subtype\s*\/Image\b/;
const DIRECT_LENGTH = /\/Length\s+(\d+)(?!\s+\d+\s+R)/;

/**
 * Whether the PDF's deflated streams inflate to more than `budget` bytes in all — the decompression bombs that
 * expand a few megabytes into gigabytes. Images are left out: the text reader never decodes them. Each stream is
 * inflated only as far as the budget still allows, so checking costs at most `budget` bytes of memory. Streams
 * that are not deflated, or damaged, are left to the reader (whose process has its own memory and time limits).
 */
export function inflatesBeyond(bytes: Uint8Array, budget: number): boolean {
  const text = latin1.decode(bytes);
  let remaining = budget;
  let previousEnd = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const start = match.index + match[0].length;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, previousEnd), match.index);
    const declared = DIRECT_LENGTH.exec(dictionary);
    let end = declared ? start + Number(declared[1]) : text.indexOf('endstream', start);
    if (end < start || end > bytes.length) end = text.indexOf('endstream', start);
    if (end < 0) end = bytes.length;
    previousEnd = end;
    if (IMAGE.test(dictionary)) continue;
    const inflated = inflatedSize(bytes.subarray(start, end), leadingFlates(dictionary), remaining);
    if (inflated === null) return true;
    remaining -= inflated;
  }
  return false;
}

/** How many Flate filters the stream's filter chain starts with (`[/FlateDecode /FlateDecode]` nests two). */
function leadingFlates(dictionary: string): number {
  const filter = FILTER.exec(dictionary)?.[1];
  if (!filter) return 0;
  const names = filter.match(/\/\w+/g)?.map((name) => name.slice(1)) ?? [];
  const count = names.findIndex((name) => !FLATE_NAMES.has(name));
  return count < 0 ? names.length : count;
}

/**
 * Bytes the data inflates to through `layers` nested Flate filters, or null past `limit` at any layer; damaged
 * data counts what could be inflated.
 */
function inflatedSize(data: Uint8Array, layers: number, limit: number): number | null {
  let current = data;
  for (let layer = 0; layer < layers; layer++) {
    try {
      current = zlib.inflateSync(current, { maxOutputLength: limit + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return null;
      return 0;
    }
    if (current.length > limit) return null;
  }
  return layers === 0 ? 0 : current.length;
}
