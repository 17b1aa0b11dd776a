/**
 * HTML imitations of three real CV sources, printed by Chromium or imported by LibreOffice: the Europass
 * CV (2022 editor), a Canva-style two-column résumé and a LinkedIn "Save to PDF" profile export.
 */
import { linkedinDuration, printedRange } from './dates.ts';
import { printedName, type HoldoutPersona, type HoldoutPosition } from './personas.ts';

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function page(persona: HoldoutPersona, css: string, body: string, margin: string): string {
  const size = persona.locale === 'en-US' ? 'letter' : 'A4';
  return `<!DOCTYPE html>
<html lang="${persona.locale}"><head><meta charset="utf-8"><title>${esc(persona.firstName)} ${esc(persona.lastName)}</title>
<style>
@page { size: ${size}; margin: ${margin}; }
* { box-sizing: border-box; }
body { margin: 0; color: #222222; line-height: 1.3; }
p { margin: 0 0 2pt 0; }
${css}
</style></head><body>
${body}
</body></html>
`;
}

/** The address with a line break where a narrow column would break it. */
export function brokenEmail(persona: HoldoutPersona): [string, string] | null {
  const { email } = persona;
  const at = email.indexOf('@');
  switch (persona.emailBreak) {
    case 'none':
      return null;
    case 'before-at':
      return [email.slice(0, at), email.slice(at)];
    case 'after-at':
      return [email.slice(0, at + 1), email.slice(at + 1)];
    case 'in-local':
      return [email.slice(0, Math.max(3, at - 4)), email.slice(Math.max(3, at - 4))];
    case 'in-domain':
      return [email.slice(0, at + 5), email.slice(at + 5)];
  }
}

function emailHtml(persona: HoldoutPersona): string {
  const broken = brokenEmail(persona);
  return broken ? `${esc(broken[0])}<br>${esc(broken[1])}` : esc(persona.email);
}

/** Europass: name, a contact block with labels, then "DATES City, Country" over "TITLE" over the employer. */
export function europassHtml(persona: HoldoutPersona): string {
  const w = persona.words;
  const l = w.europassLabels;
  const experience = persona.positions
    .map(
      (p) => `<p class="dates">${esc(printedRange(persona, p))} &nbsp; ${esc(p.city)}, ${esc(persona.country)}</p>
<p class="role"><b>${esc(p.title.toUpperCase())}</b></p>
<p class="employer">${esc(p.company)}</p>
${p.bullets.map((b) => `<p class="bullet">• ${esc(b)}</p>`).join('')}`,
    )
    .join('\n');
  const education = persona.education
    .map(
      (e) =>
        `<p class="dates">${e.from} – ${e.to}</p><p class="role"><b>${esc(e.degree.toUpperCase())}</b> ${esc(e.school)}</p>`,
    )
    .join('');
  const body = `<h1>${esc(printedName(persona))}</h1>
<p class="contact"><b>${esc(l.phone)}:</b> ${esc(persona.phone)} (${esc(l.mobile)}) &nbsp; <b>${esc(l.email)}:</b> ${esc(persona.email)}</p>
<p class="contact"><b>${esc(l.address)}:</b> ${esc(persona.street)}, ${esc(persona.city)}, ${esc(persona.country)}</p>
<h2>${esc(w.headings.summary.toUpperCase())}</h2>
<p>${esc(w.summary)}</p>
<h2>${esc(w.headings.experience.toUpperCase())}</h2>
${experience}
<h2>${esc(w.headings.education.toUpperCase())}</h2>
${education}
<h2>${esc(w.headings.languages.toUpperCase())}</h2>
<p>${persona.languages.map(([name, level]) => `${esc(name)} (${esc(level)})`).join(' · ')}</p>
<h2>${esc(w.headings.skills.toUpperCase())}</h2>
<p>${persona.skills.map(esc).join(' | ')}</p>`;
  const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; }
h1 { font-size: 20pt; color: #1a3a6e; margin: 0 0 6pt 0; }
h2 { font-size: 11pt; color: #1a3a6e; border-bottom: 1px solid #1a3a6e; margin: 12pt 0 5pt 0; }
.contact { font-size: 9pt; }
.dates { color: #555555; font-size: 9pt; margin-top: 6pt; }
.role { font-size: 10.5pt; }
.employer { font-size: 10pt; font-style: italic; }
.bullet { margin-left: 10pt; }
`;
  return page(persona, css, body, '15mm 15mm 15mm 15mm');
}

function groupsOf(persona: HoldoutPersona): HoldoutPosition[][] {
  const groups: HoldoutPosition[][] = [];
  for (const position of persona.positions) {
    const last = groups[groups.length - 1];
    if (persona.grouped && last && last[0]?.company === position.company) last.push(position);
    else groups.push([position]);
  }
  return groups;
}

/** Canva-style: a coloured sidebar (contact, skills, languages), the name large in capitals over two lines. */
export function canvaHtml(persona: HoldoutPersona): string {
  const w = persona.words;
  const experience = groupsOf(persona)
    .map((group) => {
      if (group.length === 1) {
        const p = group[0] as HoldoutPosition;
        return `<div class="entry"><p class="title">${esc(p.title.toUpperCase())}</p>
<p class="meta">${esc(p.company)} | ${esc(printedRange(persona, p))}</p>
${p.bullets.map((b) => `<p class="desc">${esc(b)}</p>`).join('')}</div>`;
      }
      const head = group[0] as HoldoutPosition;
      return `<div class="entry"><p class="company">${esc(head.company)} · ${esc(head.city)}</p>
${group.map((p) => `<p class="title">${esc(p.title.toUpperCase())}</p><p class="meta">${esc(printedRange(persona, p))}</p>${p.bullets.map((b) => `<p class="desc">${esc(b)}</p>`).join('')}`).join('')}</div>`;
    })
    .join('');
  const { firstName, lastName, prefix, suffix, nameStyle } = persona;
  const withPrefix = nameStyle === 'prefix' || nameStyle === 'prefix-suffix';
  const withSuffix = nameStyle === 'suffix' || nameStyle === 'prefix-suffix';
  // Given names on the first line, the family name on the second, credentials where the person puts them.
  const nameWords =
    nameStyle === 'caps-first'
      ? [lastName.toUpperCase(), firstName]
      : [`${withPrefix ? `${prefix} ` : ''}${firstName}`, `${lastName}${withSuffix ? `, ${suffix}` : ''}`];
  const side = `<h3>${esc(w.headings.contact.toUpperCase())}</h3>
<p>☎ ${esc(persona.phone)}</p>
<p class="mail">✉ ${emailHtml(persona)}</p>
<p>⌂ ${esc(persona.city)}</p>
<h3>${esc(w.headings.skills.toUpperCase())}</h3>
${persona.skills.map((s) => `<p>${esc(s)}</p>`).join('')}
<h3>${esc(w.headings.languages.toUpperCase())}</h3>
${persona.languages.map(([name, level]) => `<p>${esc(name)} – ${esc(level)}</p>`).join('')}
<h3>${esc(w.headings.education.toUpperCase())}</h3>
${persona.education.map((e) => `<p><b>${esc(e.degree)}</b></p><p>${esc(e.school)}, ${e.to}</p>`).join('')}`;
  const main = `<div class="name">${nameWords.map((part) => `<p>${esc(part.toUpperCase())}</p>`).join('')}</div>
<p class="headline">${esc(persona.headline)}</p>
${persona.locationLine ? `<p class="where">${esc(persona.locationLine)}</p>` : ''}
<h2>${esc(w.headings.summary.toUpperCase())}</h2>
<p class="desc">${esc(w.summary)}</p>
<h2>${esc(w.headings.experience.toUpperCase())}</h2>
${experience}`;
  const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; }
.grid { display: grid; grid-template-columns: 62mm 1fr; min-height: 270mm; }
aside { background: #27403b; color: #f4efe6; padding: 12mm 6mm; }
aside h3 { font-size: 10.5pt; margin: 12pt 0 4pt 0; letter-spacing: 0.05em; }
aside p { font-size: 9pt; }
main { padding: 12mm 9mm; }
.name p { font-size: 28pt; font-weight: bold; color: #27403b; margin: 0; line-height: 1.05; }
.headline { font-size: 12pt; color: #b07d3a; margin-top: 4pt; }
.where { font-size: 9.5pt; color: #666666; }
h2 { font-size: 11pt; color: #27403b; border-bottom: 2px solid #b07d3a; margin: 12pt 0 5pt 0; }
.entry { margin-bottom: 7pt; }
.company { font-size: 10.5pt; font-weight: bold; }
.title { font-weight: bold; color: #27403b; margin-top: 3pt; }
.meta { color: #777777; font-style: italic; }
`;
  return page(persona, css, `<div class="grid"><aside>${side}</aside><main>${main}</main></div>`, '0');
}

/** LinkedIn "Save to PDF": grey contact column, employer headings with total duration, page footers. */
export function linkedinHtml(persona: HoldoutPersona): string {
  const w = persona.words;
  const li = w.linkedin;
  const slug = `${persona.email.split('@')[0]?.replace(/\./g, '-')}-${(persona.seed % 9000) + 1000}`;
  const side = `<h3>${esc(li.contact)}</h3>
<p>${esc(persona.phone)} (${esc(li.mobile)})</p>
<p>${emailHtml(persona)}</p>
<p>www.linkedin.com/in/${esc(slug)} (LinkedIn)</p>
<h3>${esc(li.topSkills)}</h3>
${persona.skills
  .slice(0, 3)
  .map((s) => `<p>${esc(s)}</p>`)
  .join('')}
<h3>${esc(li.languages)}</h3>
${persona.languages.map(([name, level]) => `<p>${esc(name)} (${esc(level)})</p>`).join('')}`;
  const experience = groupsOf(persona)
    .map((group) => {
      const head = group[0] as HoldoutPosition;
      const oldest = group[group.length - 1] as HoldoutPosition;
      const total =
        group.length > 1 ? `<p class="muted">${esc(linkedinDuration(persona, oldest.start, head.end))}</p>` : '';
      const roles = group
        .map(
          (p) => `<p class="title">${esc(p.title)}</p><p class="muted">${esc(printedRange(persona, p))}</p>
<p class="muted">${esc(p.city)}, ${esc(persona.country)}</p>${p.bullets.map((b) => `<p class="desc">${esc(b)}</p>`).join('')}`,
        )
        .join('');
      return `<div class="group"><p class="company">${esc(head.company)}</p>${total}${roles}</div>`;
    })
    .join('');
  const main = `<h1>${esc(printedName(persona))}</h1>
<p class="headline">${esc(persona.headline)} ${HEADLINE_AT[persona.language]} ${esc(persona.positions[0]?.company ?? '')}</p>
<p class="muted">${esc(persona.locationLine ?? persona.city)}</p>
<h2>${esc(li.summary)}</h2>
<p class="desc">${esc(w.summary)}</p>
<h2>${esc(li.experience)}</h2>
${experience}
<h2>${esc(li.education)}</h2>
${persona.education.map((e) => `<p class="company">${esc(e.school)}</p><p class="desc">${esc(e.degree)} · (${e.from} - ${e.to})</p>`).join('')}`;
  const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; }
.grid { display: grid; grid-template-columns: 58mm 1fr; }
aside { background: #e9eef2; padding: 8mm 6mm; }
aside h3 { font-size: 13pt; font-weight: normal; margin: 10pt 0 4pt 0; }
aside p { font-size: 9.5pt; color: #333333; }
main { padding: 4mm 9mm; }
h1 { font-size: 26pt; font-weight: normal; margin: 4pt 0 2pt 0; }
.headline { font-size: 12pt; }
h2 { font-size: 15pt; font-weight: normal; margin: 14pt 0 6pt 0; }
.company { font-size: 12pt; margin-top: 8pt; }
.title { font-size: 10.5pt; font-weight: bold; margin-top: 4pt; }
.muted { color: #a0a0a0; }
.desc { margin-top: 3pt; }
`;
  return page(
    persona,
    css,
    `<div class="grid"><aside>${side}</aside><main>${main}</main></div>`,
    '12mm 10mm 12mm 10mm',
  );
}

const HEADLINE_AT: Record<string, string> = { de: 'bei', en: 'at', fr: 'chez', it: 'presso', nl: 'bij', es: 'en' };
