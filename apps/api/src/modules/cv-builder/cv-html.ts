import type { CvBlock, CvDocument, CvEntry } from './cv-document.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

const ACCENT = { classic: '#1f3a5f', modern: '#0f5c5a', executive: '#3a2e5f' } as const;

function entry(item: CvEntry, compact: boolean): string {
  const place = item.city ? `${item.company} | ${item.city}` : item.company;
  const description = item.description
    ? compact
      ? (/^(.{20,}?[.!?])(\s|$)/su.exec(item.description)?.[1] ?? item.description)
      : item.description
    : null;
  return `<article class="entry"><h3>${escape(item.title)}</h3><p class="company">${escape(place)}</p><p class="dates">${escape(item.dates)}</p>${
    description ? `<p class="description">${escape(description)}</p>` : ''
  }</article>`;
}

function block(item: CvBlock, compact: boolean): string {
  const body =
    item.kind === 'summary'
      ? `<p>${escape(item.text)}</p>`
      : item.kind === 'skills'
        ? `<p>${escape(item.skills.join(compact ? ' · ' : ', '))}</p>`
        : item.entries.map((position) => entry(position, compact)).join('');
  return `<section><h2>${escape(item.heading)}</h2>${body}</section>`;
}

function contact(cv: CvDocument): string {
  return [cv.place, cv.phone, cv.email, cv.dateOfBirth]
    .filter((line): line is string => Boolean(line))
    .map((line) => `<li>${escape(line)}</li>`)
    .join('');
}

function styles(cv: CvDocument): string {
  const accent = ACCENT[cv.template];
  const serif = cv.template === 'classic';
  const compact = cv.template === 'executive';
  return `
*{box-sizing:border-box}
html{background:#d9dde3}
body{margin:0;padding:16px 8px;font-family:${serif ? '"Noto Serif",Georgia,serif' : '"Noto Sans",Arial,sans-serif'};color:#1f2328}
.sheet{background:#fff;max-width:${cv.paper === 'A4' ? '210mm' : '216mm'};min-height:${cv.paper === 'A4' ? '297mm' : '279mm'};margin:0 auto;padding:${compact ? '28px 32px' : '40px 44px'};box-shadow:0 1px 4px rgba(0,0,0,.25);font-size:${compact ? '12.5px' : '13.5px'};line-height:1.45;overflow-wrap:anywhere}
h1{color:${accent};font-size:${compact ? '26px' : '29px'};margin:0 0 2px}
.headline{color:#4b5563;font-size:16px;margin:0 0 8px}
ul.contact{list-style:none;margin:0;padding:0;color:#4b5563;font-size:12.5px}
h2{color:${accent};text-transform:uppercase;font-size:14px;letter-spacing:.02em;border-bottom:1px solid ${accent};margin:${compact ? '14px' : '22px'} 0 8px;padding-bottom:2px}
h3{font-size:14px;margin:0}
p{margin:0 0 4px}
.company{margin:0}
.dates{font-style:italic;color:#4b5563;font-size:12px}
.entry{margin-bottom:${compact ? '8px' : '12px'}}
.description{white-space:pre-line}
.photo{float:right;width:${compact ? '70px' : '92px'};margin:0 0 8px 16px}
.photo img{width:100%;display:block}
.columns{display:flex;gap:28px}
.side{flex:0 0 30%;background:#e8f1f0;margin:-40px -44px -40px 0;padding:40px 18px;font-size:12.5px}
.side h2{border:0;font-size:12.5px;margin:12px 0 6px}
.side ul{list-style:none;margin:0;padding:0}
.side .photo{float:none;width:100%;margin:0 0 12px}
.main{flex:1;min-width:0}
@media (max-width:520px){.sheet{padding:20px 18px}.columns{display:block}.side{margin:16px -18px 0;padding:16px 18px}}
`;
}

/**
 * The preview of a CV as HTML, made from the same document as the PDF and DOCX: the builder page shows it in a
 * frame, so the preview follows every choice without the browser loading a PDF renderer.
 */
export function renderCvHtml(cv: CvDocument): string {
  const compact = cv.template === 'executive';
  const photo = cv.photo
    ? `<div class="photo"><img alt="" src="data:image/jpeg;base64,${cv.photo.toString('base64')}"></div>`
    : '';
  const headline = cv.headline ? `<p class="headline">${escape(cv.headline)}</p>` : '';
  let body: string;
  if (cv.template === 'modern') {
    const skills = cv.blocks
      .filter((item) => item.kind === 'skills')
      .map((item) =>
        item.kind === 'skills'
          ? `<h2>${escape(item.heading)}</h2><ul>${item.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>`
          : '',
      )
      .join('');
    body = `<div class="columns"><div class="main"><h1>${escape(cv.name)}</h1>${headline}${cv.blocks
      .filter((item) => item.kind !== 'skills')
      .map((item) => block(item, false))
      .join(
        '',
      )}</div><aside class="side">${photo}<h2>${escape(cv.contactHeading)}</h2><ul>${contact(cv)}</ul>${skills}</aside></div>`;
  } else {
    body = `<header>${photo}<h1>${escape(cv.name)}</h1>${headline}<ul class="contact">${contact(cv)}</ul></header>${cv.blocks
      .map((item) => block(item, compact))
      .join('')}`;
  }
  return `<!doctype html><html lang="${escape(cv.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(
    cv.title,
  )}</title><style>${styles(cv)}</style></head><body><main class="sheet">${body}</main></body></html>`;
}
