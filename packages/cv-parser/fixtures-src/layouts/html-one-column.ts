/**
 * The classic one-column CV: name and contact at the top (photo on the right), then profile, experience,
 * education, skills and languages. Dates sit in their own left column, inline under the title, or on the
 * right of the title line.
 */
import { labelsOf, displayName, type Persona, type Position } from '../model.ts';
import {
  addressHtml,
  bulletsHtml,
  companyLine,
  contactLabels,
  esc,
  htmlDocument,
  languageText,
  photoImg,
  rangeOf,
  type HtmlInput,
} from './html-common.ts';

function positionHtml(persona: Persona, position: Position): string {
  const dates = persona.look.dates ?? 'left';
  const range = esc(rangeOf(persona, position));
  if (dates === 'left') {
    return `<tr><td class="when" width="28%">${range}</td><td><p class="title">${esc(position.title)}</p><p class="org">${esc(companyLine(position))}</p>${bulletsHtml(position)}</td></tr>`;
  }
  if (dates === 'right') {
    return `<tr><td><p class="title">${esc(position.title)}</p></td><td class="right" align="right">${range}</td></tr><tr><td colspan="2"><p class="org">${esc(companyLine(position))}</p>${bulletsHtml(position)}</td></tr>`;
  }
  return `<tr><td><p class="title">${esc(position.title)}</p><p class="org">${esc(companyLine(position, ' · '))} | ${range}</p>${bulletsHtml(position)}</td></tr>`;
}

function positionsHtml(persona: Persona): string {
  const breakAfter = persona.look.pageBreakAfterPosition;
  const groups: Position[][] = [];
  persona.positions.forEach((position, index) => {
    if (index === 0 || (breakAfter !== undefined && index === breakAfter + 1)) groups.push([]);
    groups[groups.length - 1]?.push(position);
  });
  return groups
    .map(
      (group, index) =>
        `<table class="rows" width="100%"${index > 0 ? ' style="page-break-before: always"' : ''}>${group
          .map((p) => positionHtml(persona, p))
          .join('')}</table>`,
    )
    .join('\n');
}

export function oneColumnHtml({ persona, photo, target }: HtmlInput): string {
  const labels = labelsOf(persona);
  const contact = contactLabels[persona.language];
  const accent = persona.look.accent;
  const dates = persona.look.dates ?? 'left';
  const lead = persona.look.leadingHeading;

  const education = persona.education
    .map(
      (e) =>
        `<tr><td class="when" width="28%">${e.from} – ${e.to}</td><td><p class="title">${esc(e.degree)}</p><p class="org">${esc(e.school)}</p></td></tr>`,
    )
    .join('');
  const educationTable =
    dates === 'left'
      ? `<table class="rows" width="100%">${education}</table>`
      : persona.education.map((e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.school)} (${e.from}–${e.to})</p>`).join('');

  const personal = persona.personal
    ? `<h2>${esc(labels.personal)}</h2><table class="rows">${persona.personal
        .map(([k, v]) => `<tr><td class="when" width="170">${esc(k)}</td><td>${esc(v)}</td></tr>`)
        .join('')}</table>`
    : '';

  const body = `${lead ? `<p class="lead">${esc(lead)}</p>` : ''}
<table width="100%" class="head"><tr>
<td>
<h1>${esc(displayName(persona))}</h1>
<p class="headline">${esc(persona.headline)}</p>
<p class="contact">${addressHtml(persona)}<br>${esc(contact.phone)}: ${esc(persona.phone)} · ${esc(contact.email)}: ${esc(persona.email)}${persona.web ? ` · ${esc(persona.web)}` : ''}</p>
</td>
${photo ? `<td width="120" align="right">${photoImg(photo, 100)}</td>` : ''}
</tr></table>
<h2>${esc(labels.profile)}</h2>
<p>${esc(persona.summary)}</p>
<h2>${esc(labels.experience)}</h2>
${positionsHtml(persona)}
<h2>${esc(labels.education)}</h2>
${educationTable}
<h2>${esc(labels.skills)}</h2>
<p>${persona.skills.map(esc).join(' · ')}</p>
<h2>${esc(labels.languages)}</h2>
<p>${persona.languages.map((l) => esc(languageText(l.name, l.level, 'paren'))).join(' · ')}</p>
${persona.certifications ? `<h2>${esc(labels.certifications)}</h2><p>${persona.certifications.map(esc).join('<br>')}</p>` : ''}
${personal}
${persona.interests ? `<h2>${esc(labels.interests)}</h2><p>${esc(persona.interests)}</p>` : ''}`;

  const css = `
.lead { font-size: 11pt; letter-spacing: 2pt; text-transform: uppercase; color: ${accent}; margin-bottom: 8pt; }
h1 { font-size: 22pt; color: ${accent}; margin: 0 0 2pt 0; font-weight: bold; }
h2 { font-size: 12pt; color: ${accent}; margin: 12pt 0 4pt 0; padding-bottom: 2pt; border-bottom: 1px solid ${accent}; }
.headline { font-size: 11.5pt; color: #444444; margin-bottom: 6pt; }
.contact { font-size: 9.5pt; color: #444444; }
.rows td { padding: 0 0 6pt 0; }
.when { color: #555555; padding-right: 8pt; }
.right { color: #555555; white-space: nowrap; }
.title { font-weight: bold; }
h2 { break-after: avoid; page-break-after: avoid; }
.org { color: #333333; font-style: italic; }
`;

  if (persona.look.runningHeader && target === 'chromium') {
    const wrapped = `<table width="100%" class="page">
<thead><tr><td><p class="running">${esc(displayName(persona))} · ${esc(persona.headline)}</p></td></tr></thead>
<tfoot><tr><td><p class="running foot">${esc(persona.email)} · ${esc(persona.phone)}</p></td></tr></tfoot>
<tbody><tr><td>${body}</td></tr></tbody></table>`;
    const runningCss = `${css}
.running { font-size: 8pt; color: #777777; border-bottom: 0.5pt solid #bbbbbb; padding-bottom: 3pt; margin-bottom: 10pt; }
.running.foot { border-bottom: none; border-top: 0.5pt solid #bbbbbb; padding-top: 3pt; margin-top: 10pt; }
`;
    return htmlDocument(persona, runningCss, wrapped, '10mm 18mm 10mm 18mm');
  }
  return htmlDocument(persona, css, body);
}
