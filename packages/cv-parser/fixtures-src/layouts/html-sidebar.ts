/**
 * Two-column CV: a coloured sidebar (photo, contact, skills, languages) on the left or right, the career
 * in the main column. Chromium lays it out with CSS grid; for LibreOffice it is a two-cell table, as a
 * Word user would build it.
 */
import { labelsOf, displayName, type Persona } from '../model.ts';
import {
  addressHtml,
  bulletsHtml,
  esc,
  htmlDocument,
  pageHeightMm,
  languageText,
  photoImg,
  placeOf,
  rangeOf,
  type HtmlInput,
} from './html-common.ts';

function sidebarHtml(persona: Persona, photo: string | null): string {
  const labels = labelsOf(persona);
  return `${photo ? `<p class="photo">${photoImg(photo, 120)}</p>` : ''}
<h3>${esc(labels.contact)}</h3>
<p class="side">${addressHtml(persona)}</p>
<p class="side">${esc(persona.phone)}</p>
<p class="side">${esc(persona.email)}</p>
${persona.web ? `<p class="side">${esc(persona.web)}</p>` : ''}
<h3>${esc(labels.skills)}</h3>
${persona.skills.map((s) => `<p class="side">${esc(s)}</p>`).join('\n')}
<h3>${esc(labels.languages)}</h3>
${persona.languages.map((l) => `<p class="side">${esc(languageText(l.name, l.level, 'dash'))}</p>`).join('\n')}
${persona.certifications ? `<h3>${esc(labels.certifications)}</h3>${persona.certifications.map((c) => `<p class="side">${esc(c)}</p>`).join('')}` : ''}
${persona.personal ? `<h3>${esc(labels.personal)}</h3>${persona.personal.map(([k, v]) => `<p class="side">${esc(k)}: ${esc(v)}</p>`).join('')}` : ''}`;
}

function mainHtml(persona: Persona): string {
  const labels = labelsOf(persona);
  const positions = persona.positions
    .map(
      (
        p,
        index,
      ) => `<div class="pos"${persona.look.pageBreakAfterPosition === index - 1 ? ' style="page-break-before: always"' : ''}>
<p class="title">${esc(p.title)}</p>
<p class="org">${esc(p.company)}${placeOf(p) ? ` | ${esc(placeOf(p) ?? '')}` : ''}</p>
<p class="when">${esc(rangeOf(persona, p))}</p>
${bulletsHtml(p)}
</div>`,
    )
    .join('\n');
  const education = persona.education
    .map(
      (e) =>
        `<div class="pos"><p class="title">${esc(e.degree)}</p><p class="org">${esc(e.school)}</p><p class="when">${e.from} – ${e.to}</p></div>`,
    )
    .join('\n');
  return `<h1>${esc(displayName(persona))}</h1>
<p class="headline">${esc(persona.headline)}</p>
<h2>${esc(labels.profile)}</h2>
<p>${esc(persona.summary)}</p>
<h2>${esc(labels.experience)}</h2>
${positions}
<h2>${esc(labels.education)}</h2>
${education}
${persona.interests ? `<h2>${esc(labels.interests)}</h2><p>${esc(persona.interests)}</p>` : ''}`;
}

export function sidebarLayoutHtml({ persona, photo, target }: HtmlInput): string {
  const accent = persona.look.accent;
  const right = persona.look.sidebar === 'right';
  const side = sidebarHtml(persona, photo);
  const main = mainHtml(persona);
  const commonCss = `
h1 { font-size: 24pt; color: ${accent}; margin: 0 0 2pt 0; }
h2 { font-size: 12.5pt; color: ${accent}; margin: 12pt 0 4pt 0; text-transform: uppercase; letter-spacing: 1pt; }
h3 { font-size: 10.5pt; color: #ffffff; margin: 12pt 0 3pt 0; text-transform: uppercase; letter-spacing: 1pt; }
.headline { font-size: 12pt; color: #555555; margin-bottom: 6pt; }
.side { color: #ffffff; font-size: 9pt; margin: 0 0 3pt 0; }
.title { font-weight: bold; font-size: 10.5pt; }
.org { color: #333333; }
.when { color: #777777; font-size: 9pt; }
.pos { margin-bottom: 7pt; }
.photo { margin: 0 0 6pt 0; }
`;
  if (target === 'chromium') {
    const css = `${commonCss}
.grid { display: grid; grid-template-columns: ${right ? '1fr 62mm' : '62mm 1fr'}; min-height: ${pageHeightMm(persona) - 21}mm; }
aside { background: ${accent}; padding: 10mm 7mm; ${right ? 'order: 2;' : ''} }
main { padding: 6mm 10mm; }
.photo img { border-radius: 4px; border: 2px solid #ffffff; }
`;
    return htmlDocument(
      persona,
      css,
      `<div class="grid"><aside>${side}</aside><main>${main}</main></div>`,
      '10mm 0 10mm 0',
    );
  }
  const sideCell = `<td width="32%" bgcolor="${accent}">${side}</td>`;
  const mainCell = `<td width="65%">${main}</td>`;
  const gap = '<td width="3%"></td>';
  return htmlDocument(
    persona,
    commonCss,
    `<table width="100%" cellpadding="8" cellspacing="0"><tr>${right ? mainCell + gap + sideCell : sideCell + gap + mainCell}</tr></table>`,
    '14mm 14mm 14mm 14mm',
  );
}
