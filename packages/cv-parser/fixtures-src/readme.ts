/** The text of `fixtures/README.md`, with the coverage table generated from the expected files. */
import type { ExpectedCv } from './expected.ts';
import { linkedinRange } from './layouts/profile-export.ts';
import { formatRange, type Persona } from './model.ts';

/** What is special about a CV, for the coverage table. */
export function notesOf(persona: Persona): string {
  const { look } = persona;
  const notes: string[] = [];
  if (look.variant === 'label-column') notes.push('Word table, labels left');
  if (look.variant === 'sidebar') notes.push('Word table with sidebar');
  if (persona.layout === 'two-column') notes.push(`sidebar ${look.sidebar ?? 'left'}`);
  if (look.leadingHeading) notes.push(`"${look.leadingHeading}" before the name`);
  if (look.runningHeader) notes.push('running header and footer');
  if (look.pageBreakAfterPosition !== undefined) notes.push('positions continue on page 2');
  if (look.builtinFont) notes.push('built-in WinAnsi font');
  if (persona.academicTitle) notes.push(`title "${persona.academicTitle}"`);
  const companies = persona.positions.map((p) => p.company);
  if (companies.some((c, i) => i > 0 && companies[i - 1] === c)) notes.push('two positions at one company');
  if (persona.positions.some((p) => p.end === null && p.start.month === null && persona.dates.style !== 'year')) {
    notes.push('current position with year only');
  }
  if (persona.remark) notes.push(persona.remark);
  return notes.join('; ');
}

/** The current (or newest) position's period as the document prints it. */
export function datesOf(persona: Persona): string {
  const newest = persona.positions[0];
  if (!newest) return '';
  if (persona.layout === 'linkedin') return linkedinRange(persona, newest);
  return formatRange(newest.start, newest.end, persona.dates, persona.language);
}

function fail(id: string): never {
  throw new Error(`no persona ${id}`);
}

function counts(rows: ExpectedCv[], key: (row: ExpectedCv) => string): string {
  const tally = new Map<string, number>();
  for (const row of rows) tally.set(key(row), (tally.get(key(row)) ?? 0) + 1);
  return [...tally.entries()].map(([k, n]) => `${k} ${n}`).join(', ');
}

export function readmeText(rows: ExpectedCv[], personas: Persona[]): string {
  const byId = new Map(personas.map((p) => [p.id, p]));
  const table = rows
    .map(
      (r) =>
        `| ${r.id} | ${r.locale} | ${r.layout} | ${r.generator} | ${r.format} | ${r.pages} | ${r.photo ? 'yes' : 'no'} | ${r.positions.length} | ${datesOf(byId.get(r.id) ?? fail(r.id))} | ${r.phone} | ${notesOf(byId.get(r.id) ?? fail(r.id))} |`,
    )
    .join('\n');
  return `# Labelled CV test set

Fictional CVs in the layouts, languages and file formats senior professionals upload to Laufbahn, each
with the profile a careful human would fill in from it. The CV parser (\`packages/cv-parser/src\`) is
measured against this set.

**All people, companies, addresses, e-mail addresses and phone numbers are fictional.** E-mail domains are
\`example.com\`-style. US numbers are in the fictional 555-01xx range; UK numbers are in Ofcom's drama ranges
for geographic numbers (020 7946 0xxx, 0121/0131/0161 496 0xxx) — the drama mobile range 07700 900xxx is
rejected by libphonenumber-js, so a parser could never find it; the other numbers are in valid mobile ranges
and invented. All numbers are valid under \`libphonenumber-js/max\`. Photos are drawn silhouettes
generated from SVG, not pictures of people. Universities are named as real institutions.

## Files

- \`cvs/<id>.pdf\`, \`cvs/<id>.docx\` or \`cvs/<id>.doc\` — the document;
- \`cvs/<id>.expected.json\` — the expected values, typed by \`ExpectedCv\` in
  [\`../fixtures-src/expected.ts\`](../fixtures-src/expected.ts): name and last name (academic titles such as
  "Dr." are not part of the name; particles such as "van der" or "de la" are part of the last name), email,
  phone as written, city, country code, positions newest first (\`month\` is \`null\` when the document gives
  only the year, \`end\` is \`null\` for the current position), skills as listed and spoken languages without
  their level. \`pages\` is the page count of the PDF; for DOCX and DOC it is the page count of LibreOffice's
  layout.

## Coverage

${rows.length} CVs. Languages: ${counts(rows, (r) => r.language)}. Formats: ${counts(rows, (r) => r.format)}.
Generators: ${counts(rows, (r) => r.generator)}. Layouts: ${counts(rows, (r) => r.layout)}. With photo:
${rows.filter((r) => r.photo).length}.

| id | locale | layout | generator | format | pages | photo | positions | newest position | phone | notes |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${table}

What varies across the set:

- generators: LibreOffice (HTML imported into Writer, saved as PDF, DOCX and DOC), Chromium's headless
  print to PDF, pdfkit (absolutely positioned text; some files with the built-in WinAnsi-encoded Helvetica
  or Times, others with an embedded TrueType subset) and the \`docx\` npm package;
- layouts: one column (dates in their own left column, inline, or right-aligned), two columns with a
  sidebar left or right, Word tables (a "tabellarischer Lebenslauf" with labels in the left column, a
  sidebar table), LinkedIn "Save to PDF" exports (English and German, positions grouped by company) and
  XING exports ("seit 03/2019", "03/2019 – heute");
- date formats \`03/2019\`, \`03.2019\`, \`März 2019\`, \`Mar 2019\`, \`March 2019\`, \`janv. 2019\`,
  \`gennaio 2019\`, \`jan. 2019\`, \`ene. 2019\`, year only (\`2015-2019\`, \`2019 – heute\`), "seit", "Depuis",
  "Desde", with en dash, hyphen, "bis", "to", "à" and the words for "present" in every language ("heute",
  "Present", "aujourd'hui", "à ce jour", "oggi", "presente", "heden", "actualidad"); in a narrow date column
  a range may wrap onto two lines;
- phone formats of Germany, Austria, Switzerland, the UK, the US, France, Italy, the Netherlands and Spain;
- hard cases: a "Lebenslauf"/"Curriculum Vitae" heading before the name, the name only in a table row,
  running headers and footers on two pages, positions continuing on page 2, two successive positions at the
  same company, a current position with only a year.

## Rebuilding

The documents and the expected files are generated from the personas in
[\`../fixtures-src/personas/\`](../fixtures-src/personas/), so a document and its expectation cannot drift
apart. The generated files are committed; CI never rebuilds them.

\`\`\`sh
npx tsx packages/cv-parser/fixtures-src/build.ts               # all CVs
npx tsx packages/cv-parser/fixtures-src/build.ts de-xing-01    # only some ids
\`\`\`

Building needs LibreOffice (\`apt-get install -y --no-install-recommends libreoffice-writer-nogui\`),
Chromium at \`/usr/bin/chromium\` (or \`CHROMIUM=…\`) and poppler-utils. The build reads every document back
(pdftotext, mammoth, word-extractor) and fails when an expected value is missing from its text. PDFs carry
creation dates, so a rebuild changes the bytes but not the content.
`;
}
