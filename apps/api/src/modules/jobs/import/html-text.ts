/** HTML Latin-1 entities, one name per code point from 160 (`nbsp`) to 255 (`yuml`). */
const LATIN_1 = `nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3
  acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig
  Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash
  Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml
  igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn
  yuml`.split(/\s+/);

const ENTITIES = new Map<string, string>([
  ...LATIN_1.map((name, i): [string, string] => [name, String.fromCodePoint(160 + i)]),
  ...Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    OElig: 'Œ',
    oelig: 'œ',
    Scaron: 'Š',
    scaron: 'š',
    Yuml: 'Ÿ',
    circ: 'ˆ',
    tilde: '˜',
    ensp: ' ',
    emsp: ' ',
    thinsp: ' ',
    zwnj: '',
    zwj: '',
    lrm: '',
    rlm: '',
    ndash: '–',
    mdash: '—',
    lsquo: '‘',
    rsquo: '’',
    sbquo: '‚',
    ldquo: '“',
    rdquo: '”',
    bdquo: '„',
    dagger: '†',
    Dagger: '‡',
    bull: '•',
    hellip: '…',
    permil: '‰',
    prime: '′',
    Prime: '″',
    lsaquo: '‹',
    rsaquo: '›',
    euro: '€',
    trade: '™',
    larr: '←',
    rarr: '→',
  }),
]);

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** Named (HTML 4 set), decimal and hexadecimal character references; unknown names stay as they are. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z][a-zA-Z\d]{1,7}));?/g,
    (match, dec, hex, name) => {
      if (dec !== undefined) return fromCodePoint(Number(dec));
      if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
      return ENTITIES.get(name as string) ?? match;
    },
  );
}

/** Control characters (NUL is refused by PostgreSQL), soft hyphens and zero-width characters; tabs become spaces. */
function clean(text: string): string {
  return text
    .replace(/\t|\u00a0|[\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[^\P{Cc}\n]|[\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/gu, '');
}

/** Tags that start a paragraph of their own. */
const BLOCK =
  /<\/?(?:p|div|h[1-6]|ul|ol|dl|table|thead|tbody|tfoot|tr|section|article|header|footer|aside|main|nav|blockquote|pre|figure|figcaption|address|hr|form|fieldset|center)\b[^<>]*>/gi;

/** Lines trimmed and their inner runs of spaces collapsed; paragraphs separated by exactly one blank line. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A description as plain paragraphs (blank lines between them, list items as "- " lines), as the job page shows
 * descriptions: markup removed, entities decoded. Text without tags keeps its own line breaks.
 */
export function htmlToText(input: string): string {
  const text = input.replace(/\r\n?/g, '\n');
  if (!/<\/?[a-zA-Z!][^<>]*>/.test(text)) return tidy(clean(decodeEntities(text)));
  const plain = text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|head|template|noscript)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    // Whitespace in HTML is one space, wherever its line breaks were.
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    // Patterns stop at the next `<`, so a stray one costs a step, not a scan to the end of the text.
    .replace(/<li\b[^<>]*>/gi, '\n- ')
    .replace(/<\/li\s*>|<\/?(?:dt|dd)\b[^<>]*>/gi, '\n')
    .replace(/<\/?(?:td|th)\b[^<>]*>/gi, ' ')
    .replace(BLOCK, '\n\n')
    .replace(/<[^<>]*>/g, '');
  // A list stays one paragraph: its first item follows the line before it without a blank line. (Runs of blank
  // lines are collapsed first: a pattern that fails after a long run would try it again from each of its lines.)
  return tidy(tidy(clean(decodeEntities(plain))).replace(/^- *$/gm, ''))
    .replace(/\n\n(?=- )/g, '\n')
    .trim();
}

/** A single line of text (a title, a name): markup removed, entities decoded, whitespace collapsed. */
export function plainLine(input: string): string {
  return clean(decodeEntities(input.replace(/<[^<>]*>/g, ' ')))
    .replace(/\s+/g, ' ')
    .trim();
}
