/**
 * CVs as people build them in Word with one big table, imported by LibreOffice and saved as DOC, DOCX or
 * PDF:
 * - `label-column`: the "tabellarischer Lebenslauf" — labels and periods in the left column, content in
 *   the right, section headings spanning both;
 * - `sidebar`: one row of two cells, contact/skills/languages in a shaded left cell, the career right.
 */
import { addressLines, displayName, labelsOf, type Persona } from '../model.ts';
import {
  bulletsHtml,
  companyLine,
  contactLabels,
  esc,
  htmlDocument,
  photoImg,
  rangeOf,
  type HtmlInput,
} from './html-common.ts';
import { sidebarLayoutHtml } from './html-sidebar.ts';

function labelColumnHtml(persona: Persona, photo: string | null): string {
  const labels = labelsOf(persona);
  const contact = contactLabels[persona.language];
  const accent = persona.look.accent;
  const heading = (text: string): string =>
    `<tr><td colspan="2"><p class="section" style="font-size: 12pt; font-weight: bold; color: ${accent}; margin: 10pt 0 2pt 0; border-bottom: 1px solid ${accent}">${esc(text)}</p></td></tr>`;
  const row = (left: string, right: string): string =>
    `<tr><td width="30%" class="left">${left}</td><td width="70%">${right}</td></tr>`;
  const lead = persona.look.leadingHeading;

  const rows = [
    heading(labels.personal),
    row(esc(contact.name), esc(displayName(persona))),
    row(esc(contact.address), addressLines(persona).map(esc).join('<br>')),
    row(esc(contact.phone), esc(persona.phone)),
    row(esc(contact.email), esc(persona.email)),
    ...(persona.personal ?? []).map(([k, v]) => row(esc(k), esc(v))),
    heading(labels.profile),
    `<tr><td colspan="2"><p>${esc(persona.summary)}</p></td></tr>`,
    heading(labels.experience),
    ...persona.positions.map((p) =>
      row(esc(rangeOf(persona, p)), `<p><b>${esc(p.title)}</b></p><p>${esc(companyLine(p))}</p>${bulletsHtml(p)}`),
    ),
    heading(labels.education),
    ...persona.education.map((e) =>
      row(`${e.from} – ${e.to}`, `<p><b>${esc(e.degree)}</b></p><p>${esc(e.school)}</p>`),
    ),
    heading(labels.skills),
    row('', persona.skills.map(esc).join('<br>')),
    heading(labels.languages),
    ...persona.languages.map((l) => row(esc(l.name), esc(l.level))),
    ...(persona.interests ? [heading(labels.interests), row('', esc(persona.interests))] : []),
  ].join('\n');

  // With a leading heading ("Lebenslauf") the name appears only in the personal details rows.
  const top = `<table width="100%"><tr><td><h1>${esc(lead ?? displayName(persona))}</h1><p class="headline">${esc(persona.headline)}</p></td>${photo ? `<td width="110" align="right">${photoImg(photo, 96)}</td>` : ''}</tr></table>`;

  const css = `
h1 { font-size: 20pt; color: ${accent}; margin: 0 0 4pt 0; }
.headline { font-size: 11pt; color: #444444; margin-bottom: 8pt; }
.left { color: #444444; }
`;
  return htmlDocument(persona, css, `${top}<table class="cv" width="100%" cellpadding="2">${rows}</table>`);
}

export function wordTableHtml(input: HtmlInput): string {
  if (input.persona.look.variant === 'sidebar') return sidebarLayoutHtml({ ...input, target: 'libreoffice' });
  return labelColumnHtml(input.persona, input.photo);
}
