/** One megabyte of text: at the body limit, far past every field's own limit. */
export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** Ids past the range of each column type, and numbers that look like ids but are not. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  2_147_483_648, // past PostgreSQL's integer
  32_768, // past smallint
  987_654,
  -1,
  0,
  1e308,
  -1e308,
  0.5,
  Number.MAX_SAFE_INTEGER + 2,
  '1e3',
  '12',
];

/** Strings no field should store as they are. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\ud800', // lone high surrogate
  'a\udc00b', // lone low surrogate between letters
  '\udfff\ud800',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b\u007f',
  '\r\n',
  '',
  ' ',
  '\u200b',
  '%00',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'x'.repeat(100_001),
];

/** Values of the wrong shape for any field. */
export const HOSTILE_SHAPES: readonly unknown[] = [null, true, false, [], [1], ['a'], {}, { a: 1 }, [null]];

/** What a path segment (an id) may hold instead of a valid id, already escaped for a URL. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '2147483648',
  '32768',
  '987654',
  '-1',
  '0',
  '1e308',
  '1e3',
  '0x10',
  '1.5',
  '%20',
  '%00',
  '%ED%A0%80', // a lone surrogate, as UTF-8 would encode it
  '%C3%28', // an invalid UTF-8 sequence
  '%FF',
  '..%2F..%2Fetc',
  'x'.repeat(600), // past the router's parameter length
  'null',
  'undefined',
];
