/** Shared pieces of the HTML layouts (rendered by Chromium or imported by LibreOffice). */
import type { CvLanguage } from '../../src/types.ts';
import { addressLines, formatRange, type Look, type Persona, type Position } from '../model.ts';

export type HtmlTarget = 'chromium' | 'libreoffice';

export interface HtmlInput {
  persona: Persona;
  /** `data:image/jpeg;base64,…` or null. */
  photo: string | null;
  target: HtmlTarget;
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function fontFamily(look: Look): string {
  switch (look.font) {
    case 'sans':
      return "'Liberation Sans', Arial, sans-serif";
    case 'serif':
      return "'Liberation Serif', 'Times New Roman', serif";
    case 'dejavu':
      return "'DejaVu Sans', Verdana, sans-serif";
    case 'noto':
      return "'Noto Sans', 'Segoe UI', sans-serif";
  }
}

/** Page height in millimetres. */
export function pageHeightMm(persona: Persona): number {
  return persona.pageSize === 'A4' ? 297 : 279;
}

/** A complete HTML document with the page size and margins set for printing. */
export function htmlDocument(persona: Persona, css: string, body: string, pageMargin = '18mm 18mm 16mm 18mm'): string {
  const size = persona.pageSize === 'A4' ? 'A4' : 'letter';
  return `<!DOCTYPE html>
<html lang="${persona.locale}">
<head>
<meta charset="utf-8">
<title>${esc(persona.firstName)} ${esc(persona.lastName)}</title>
<style>
@page { size: ${size}; margin: ${pageMargin}; }
* { box-sizing: border-box; }
body { font-family: ${fontFamily(persona.look)}; font-size: 10pt; color: #222222; line-height: 1.35; margin: 0; }
p { margin: 0 0 2pt 0; }
ul { margin: 2pt 0 6pt 0; padding-left: 14pt; }
li { margin: 0 0 1pt 0; }
table { border-collapse: collapse; }
td { padding: 0; vertical-align: top; }
${css}
</style>
</head>
<body>
${body.replace(/<td(?![^>]*valign)/g, '<td valign="top"')}
</body>
</html>
`;
}

export interface ContactLabels {
  name: string;
  phone: string;
  email: string;
  address: string;
  web: string;
  birth: string;
}

export const contactLabels: Record<CvLanguage, ContactLabels> = {
  de: { name: 'Name', phone: 'Mobil', email: 'E-Mail', address: 'Adresse', web: 'Web', birth: 'Geburtsdatum' },
  en: { name: 'Name', phone: 'Phone', email: 'Email', address: 'Address', web: 'Web', birth: 'Date of birth' },
  fr: { name: 'Nom', phone: 'Tél.', email: 'E-mail', address: 'Adresse', web: 'Web', birth: 'Date de naissance' },
  it: { name: 'Nome', phone: 'Cellulare', email: 'E-mail', address: 'Indirizzo', web: 'Web', birth: 'Data di nascita' },
  nl: { name: 'Naam', phone: 'Mobiel', email: 'E-mail', address: 'Adres', web: 'Web', birth: 'Geboortedatum' },
  es: {
    name: 'Nombre',
    phone: 'Móvil',
    email: 'Correo electrónico',
    address: 'Dirección',
    web: 'Web',
    birth: 'Fecha de nacimiento',
  },
};

export function addressHtml(persona: Persona): string {
  return addressLines(persona).map(esc).join('<br>');
}

export function rangeOf(persona: Persona, position: Position): string {
  return formatRange(position.start, position.end, persona.dates, persona.language);
}

/** The location of a position as printed ("San Francisco, CA"), if any. */
export function placeOf(position: Position): string | undefined {
  return position.place ?? position.city;
}

/** "Company, City" or "Company". */
export function companyLine(position: Position, joiner = ', '): string {
  const place = placeOf(position);
  return place === undefined ? position.company : `${position.company}${joiner}${place}`;
}

export function bulletsHtml(position: Position): string {
  if (position.bullets.length === 0) return '';
  return `<ul>${position.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
}

export function languageText(name: string, level: string, style: 'paren' | 'dash' | 'colon'): string {
  if (style === 'paren') return `${name} (${level})`;
  if (style === 'dash') return `${name} – ${level}`;
  return `${name}: ${level}`;
}

export function photoImg(photo: string | null, width: number, extra = ''): string {
  if (photo === null) return '';
  const height = Math.round((width * 300) / 240);
  return `<img src="${photo}" width="${width}" height="${height}" alt="" ${extra}>`;
}
