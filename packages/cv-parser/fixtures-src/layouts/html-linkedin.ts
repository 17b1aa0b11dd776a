/**
 * A LinkedIn "Save to PDF" profile export: a grey left column (contact, top skills, languages,
 * certifications) and the main column with name, headline, location, summary, experience grouped by
 * company (company, then title, then "January 2019 - Present (5 years 11 months)", then location).
 */
import { displayName } from '../model.ts';
import { esc, htmlDocument, pageHeightMm, placeOf, type HtmlInput } from './html-common.ts';
import { groupByCompany, groupDuration, linkedinLocation, linkedinRange, linkedinWordsOf } from './profile-export.ts';

export function linkedinHtml({ persona }: HtmlInput): string {
  const words = linkedinWordsOf(persona);
  const side = `<h3>${esc(words.contact)}</h3>
<p>${esc(persona.phone)} (${esc(words.mobile)})</p>
<p>${esc(persona.email)}</p>
${persona.web ? `<p>${esc(persona.web)} (LinkedIn)</p>` : ''}
<h3>${esc(words.topSkills)}</h3>
${persona.skills.map((s) => `<p>${esc(s)}</p>`).join('')}
<h3>${esc(words.languages)}</h3>
${persona.languages.map((l) => `<p>${esc(l.name)} (${esc(l.level)})</p>`).join('')}
${persona.certifications ? `<h3>${esc(words.certifications)}</h3>${persona.certifications.map((c) => `<p>${esc(c)}</p>`).join('')}` : ''}`;

  const experience = groupByCompany(persona.positions)
    .map((group) => {
      const company = `<p class="company">${esc(group[0]?.company ?? '')}</p>`;
      const total = group.length > 1 ? `<p class="muted">${esc(groupDuration(persona, group))}</p>` : '';
      const roles = group
        .map((p) => {
          const place = placeOf(p);
          return `<div class="role"><p class="title">${esc(p.title)}</p><p class="muted">${esc(linkedinRange(persona, p))}</p>${place ? `<p class="muted">${esc(place)}</p>` : ''}${p.bullets.length ? `<p class="desc">${p.bullets.map(esc).join('<br>')}</p>` : ''}</div>`;
        })
        .join('');
      return `<div class="group">${company}${total}${roles}</div>`;
    })
    .join('');

  const education = persona.education
    .map((e) => `<p class="company">${esc(e.school)}</p><p class="desc">${esc(e.degree)} · (${e.from} - ${e.to})</p>`)
    .join('');

  const main = `<h1>${esc(displayName(persona))}</h1>
<p class="headline">${esc(persona.headline)}</p>
<p class="muted">${esc(linkedinLocation(persona))}</p>
<h2>${esc(words.summary)}</h2>
<p class="desc">${esc(persona.summary)}</p>
<h2>${esc(words.experience)}</h2>
${experience}
<h2>${esc(words.education)}</h2>
${education}`;

  const css = `
.grid { display: grid; grid-template-columns: 58mm 1fr; }
aside { background: #e9eef2; padding: 8mm 6mm; min-height: ${pageHeightMm(persona) - 25}mm; }
aside h3 { font-size: 13pt; color: #000000; margin: 10pt 0 4pt 0; font-weight: normal; }
aside p { font-size: 9.5pt; color: #333333; margin: 0 0 3pt 0; }
main { padding: 4mm 9mm; }
h1 { font-size: 26pt; font-weight: normal; margin: 4pt 0 2pt 0; color: #000000; }
.headline { font-size: 12pt; color: #222222; }
h2 { font-size: 15pt; font-weight: normal; margin: 14pt 0 6pt 0; color: #000000; }
.company { font-size: 11.5pt; color: #000000; margin-top: 6pt; }
.title { font-size: 10.5pt; color: #000000; font-weight: bold; margin-top: 4pt; }
.muted { color: #b0b0b0; font-size: 10pt; }
.desc { font-size: 10pt; color: #181818; margin-top: 3pt; }
.role { margin-bottom: 6pt; }
`;
  return htmlDocument(
    persona,
    css,
    `<div class="grid"><aside>${side}</aside><main>${main}</main></div>`,
    '12mm 10mm 12mm 10mm',
  );
}
