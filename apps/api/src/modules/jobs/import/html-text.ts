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
export function cleanText(text: string): string {
  return text
    .replace(/\t|\u00a0|[\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[^\P{Cc}\n]|[\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/gu, '');
}

/** A single line of text (a title, a name): markup removed, entities decoded, whitespace collapsed. */
export function plainLine(input: string): string {
  return cleanText(decodeEntities(input.replace(/<[^<>]*>/g, ' ')))
    .replace(/\s+/g, ' ')
    .trim();
}
