/** The README of the holdout set: provenance, licences and what each document carries. */
import type { ExpectedCv } from '../fixtures-src/expected.ts';

export function readmeText(rows: ExpectedCv[]): string {
  const count = (key: (row: ExpectedCv) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return [...counts.entries()].map(([k, v]) => `${k} ${v}`).join(', ');
  };
  const table = rows
    .map(
      (row) =>
        `| ${row.id} | ${row.locale} | ${row.layout} | ${row.generator} | ${row.format} | ${row.pages} | ${row.positions.length} | ${(row.kinds ?? []).join('; ')} |`,
    )
    .join('\n');
  return `# Holdout CV set

CVs made the way members really make them — by the tools and templates of real CV sources — to measure the
CV parser on documents it was **not** developed on. The development set is \`../cvs\`; no rule of the parser may
be tuned to a single file of either set. \`bench/cv-extraction.ts\` reports both sets separately, and
\`src/labelled-set.test.ts\` holds the floors of both sets.

**Everyone in these documents is fictional.** Names, employers, addresses, e-mail addresses (\`example-*\`
domains) and phone numbers are drawn by a seeded generator from word lists in
[\`../../holdout-src/content.ts\`](../../holdout-src/content.ts); phone numbers are kept only when
libphonenumber-js accepts them. Universities are named as real institutions.

## Rebuilding

\`\`\`
npx tsx packages/cv-parser/holdout-src/build.ts
\`\`\`

The seed is fixed (\`allPersonas(19)\`), so the same personas come out on every run. Needs Debian's
\`chromium\`, \`libreoffice-writer-nogui\`, \`texlive-latex-extra\` (for moderncv) and \`poppler-utils\`.

## Templates, tools and licences

| template | imitates | made by | licence of what is used |
| --- | --- | --- | --- |
| europass | the Europass CV of the European Commission's 2022 online editor: name, labelled contact block, "dd/mm/yyyy – CURRENT City, Country" over "TITLE EMPLOYER" | HTML written here, converted by LibreOffice Writer 7.4 (Debian) | layout re-created from the public format, no Europass files copied; LibreOffice MPL-2.0 |
| word | Word's chronological résumé template: contact line under the name, "Title, Employer" over the dates, roles at one employer under its name | \`docx\` package (MIT) | layout re-created, no Microsoft template file used |
| gdocs | Google Docs' "Serif" résumé template: contact lines under the name, "Employer, City — Title" over dates in capitals | \`docx\` package (MIT); in de, fr, es the PDF LibreOffice makes of it, as users download a PDF | layout re-created, no Google file used |
| moderncv | LaTeX moderncv, classic style (\`\\cventry\`) | pdflatex, moderncv from Debian \`texlive-latex-extra\` | moderncv is LPPL-1.3c; the CV sources are written here |
| canva | Canva-style two-column résumé: coloured sidebar with contact (symbols, narrow column breaking the e-mail), name in large capitals over two lines | HTML written here, printed by Chromium (Debian) | layout re-created, no Canva template used |
| linkedin | LinkedIn "Save to PDF" profile export in the member's language: location line under the name, credentials in the name, employer headings with several roles, a second current role, wrapped e-mail | HTML written here, printed by Chromium | layout re-created from the export's public form |

awesome-cv is not in Debian (it needs fonts this machine cannot fetch), so it is not part of the set.

## Coverage

${rows.length} CVs. Languages: ${count((r) => r.language)}. Formats: ${count((r) => r.format)}.
Generators: ${count((r) => r.generator)}.

| id | locale | template | made by | format | pages | positions | difficulties |
| --- | --- | --- | --- | --- | --- | --- | --- |
${table}
`;
}
