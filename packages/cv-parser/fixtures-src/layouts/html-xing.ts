/**
 * A XING profile export: header with photo, name, current position and location, then "Berufserfahrung"
 * with the period on the left ("seit 03/2019", "03/2019 – heute") and title and company on the right.
 */
import { displayName } from '../model.ts';
import { companyLine, esc, htmlDocument, languageText, photoImg, rangeOf, type HtmlInput } from './html-common.ts';
import { xingWords } from './profile-export.ts';

export function xingHtml({ persona, photo }: HtmlInput): string {
  const current = persona.positions[0];
  const rows = persona.positions
    .map(
      (p) =>
        `<tr><td class="when">${esc(rangeOf(persona, p))}</td><td><p class="title">${esc(p.title)}</p><p class="org">${esc(companyLine(p))}</p>${p.bullets.length ? `<p class="desc">${p.bullets.map(esc).join(' ')}</p>` : ''}</td></tr>`,
    )
    .join('');
  const education = persona.education
    .map(
      (e) =>
        `<tr><td class="when">${e.from} – ${e.to}</td><td><p class="title">${esc(e.degree)}</p><p class="org">${esc(e.school)}</p></td></tr>`,
    )
    .join('');
  const body = `<table class="head" width="100%"><tr>
${photo ? `<td width="96">${photoImg(photo, 84)}</td>` : ''}
<td>
<h1>${esc(displayName(persona))}</h1>
${current ? `<p class="now">${esc(current.title)} – ${esc(current.company)}</p>` : ''}
<p class="muted">${esc(persona.city)}, ${esc(persona.country)}</p>
</td></tr></table>
<h2>${esc(xingWords.contact)}</h2>
<table class="rows"><tr><td class="when">Mobil</td><td>${esc(persona.phone)}</td></tr>
<tr><td class="when">E-Mail</td><td>${esc(persona.email)}</td></tr></table>
<h2>${esc(xingWords.experience)}</h2>
<table class="rows" width="100%">${rows}</table>
<h2>${esc(xingWords.education)}</h2>
<table class="rows" width="100%">${education}</table>
<h2>${esc(xingWords.languages)}</h2>
<p>${persona.languages.map((l) => esc(languageText(l.name, l.level, 'paren'))).join('<br>')}</p>
<h2>${esc(xingWords.offer)}</h2>
<p>${persona.skills.map(esc).join(', ')}</p>
${persona.interests ? `<h2>${esc(xingWords.interests)}</h2><p>${esc(persona.interests)}</p>` : ''}
<p class="footer">${esc(xingWords.footer(displayName(persona)))}</p>`;
  const css = `
.head { border-bottom: 3px solid #006567; margin-bottom: 8pt; }
.head td { padding-bottom: 10pt; vertical-align: middle; }
h1 { font-size: 21pt; color: #0b2a2b; margin: 0 0 3pt 0; }
.now { font-size: 11.5pt; color: #333333; }
.muted { color: #777777; }
h2 { font-size: 12.5pt; color: #006567; margin: 14pt 0 5pt 0; }
.rows td { padding: 0 0 7pt 0; }
.when { width: 38mm; color: #555555; padding-right: 6pt; }
.title { font-weight: bold; }
.org { color: #333333; }
.desc { color: #555555; font-size: 9pt; }
.footer { margin-top: 18pt; font-size: 8pt; color: #999999; border-top: 1px solid #dddddd; padding-top: 4pt; }
`;
  return htmlDocument(persona, css, body, '14mm 16mm 14mm 16mm');
}
