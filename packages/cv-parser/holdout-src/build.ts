/**
 * Builds the holdout set (`fixtures/holdout/`): one seeded persona per language and template, rendered by
 * the tool that template really comes from, with its expected profile and the README's coverage table.
 *
 *   npx tsx packages/cv-parser/holdout-src/build.ts                  # everything
 *   npx tsx packages/cv-parser/holdout-src/build.ts de-canva-01      # only these ids (README keeps all rows)
 *
 * Needs Chromium (`/usr/bin/chromium`), LibreOffice (`soffice`), pdflatex with moderncv (Debian
 * `texlive-latex-extra`) and poppler-utils. Every document is read back and checked to contain its values.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { ExpectedCv } from '../fixtures-src/expected.ts';
import { documentText, missingValues } from '../fixtures-src/verify.ts';
import { expectedDate } from './dates.ts';
import { renderDocx } from './docx-layouts.ts';
import { canvaHtml, europassHtml, linkedinHtml } from './html-layouts.ts';
import { FONTAWESOME_STUB, moderncvTex } from './moderncv.ts';
import { allPersonas, type HoldoutPersona } from './personas.ts';
import { readmeText } from './readme.ts';

const holdoutDir = fileURLToPath(new URL('../fixtures/holdout/', import.meta.url));
const workDir = join(tmpdir(), 'laufbahn-cv-holdout');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';

function run(command: string, args: string[], cwd?: string): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000, cwd });
}

function soffice(input: string, outDir: string): string {
  run('soffice', [
    `-env:UserInstallation=file://${join(workDir, 'lo-profile')}`,
    '--headless',
    // HTML as a Writer document: LibreOffice 7.4's Writer/Web export drops the first paragraph.
    ...(input.endsWith('.html') ? ['--infilter=HTML (StarWriter)'] : []),
    '--convert-to',
    'pdf:writer_pdf_Export',
    '--outdir',
    outDir,
    input,
  ]);
  return join(outDir, input.replace(/^.*\//, '').replace(/\.[^.]+$/, '.pdf'));
}

/** Google Docs users mostly download a PDF; in three languages the set keeps the PDF LibreOffice makes of it. */
const GDOCS_AS_PDF = new Set(['de', 'fr', 'es']);

function generatorOf(persona: HoldoutPersona): ExpectedCv['generator'] {
  switch (persona.template) {
    case 'europass':
      return 'libreoffice';
    case 'canva':
    case 'linkedin':
      return 'chromium';
    case 'moderncv':
      return 'latex';
    case 'word':
      return 'docx';
    case 'gdocs':
      return GDOCS_AS_PDF.has(persona.language) ? 'docx+libreoffice' : 'docx';
  }
}

async function render(persona: HoldoutPersona): Promise<{ bytes: Buffer; format: 'pdf' | 'docx' }> {
  const dir = join(workDir, persona.id);
  mkdirSync(dir, { recursive: true });
  switch (persona.template) {
    case 'europass': {
      const html = join(dir, `${persona.id}.html`);
      writeFileSync(html, europassHtml(persona));
      return { bytes: readFileSync(soffice(html, dir)), format: 'pdf' };
    }
    case 'canva':
    case 'linkedin': {
      const html = join(dir, `${persona.id}.html`);
      const pdf = join(dir, `${persona.id}.pdf`);
      writeFileSync(html, persona.template === 'canva' ? canvaHtml(persona) : linkedinHtml(persona));
      run(chromium, [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--user-data-dir=${join(workDir, 'chromium-profile')}`,
        `--print-to-pdf=${pdf}`,
        `file://${html}`,
      ]);
      return { bytes: readFileSync(pdf), format: 'pdf' };
    }
    case 'moderncv': {
      writeFileSync(join(dir, 'cv.tex'), moderncvTex(persona));
      writeFileSync(join(dir, 'fontawesome5.sty'), FONTAWESOME_STUB);
      run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], dir);
      return { bytes: readFileSync(join(dir, 'cv.pdf')), format: 'pdf' };
    }
    case 'word':
    case 'gdocs': {
      const bytes = await renderDocx(persona);
      if (persona.template === 'gdocs' && GDOCS_AS_PDF.has(persona.language)) {
        const docx = join(dir, `${persona.id}.docx`);
        writeFileSync(docx, bytes);
        return { bytes: readFileSync(soffice(docx, dir)), format: 'pdf' };
      }
      return { bytes, format: 'docx' };
    }
  }
}

function pages(file: string, format: 'pdf' | 'docx', dir: string): number {
  const pdf = format === 'pdf' ? file : soffice(file, dir);
  return Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [pdf]))?.[1] ?? 0);
}

function expectedOf(persona: HoldoutPersona, format: 'pdf' | 'docx', pageCount: number): ExpectedCv {
  return {
    id: persona.id,
    language: persona.language,
    locale: persona.locale,
    layout: persona.template,
    generator: generatorOf(persona),
    format,
    pages: pageCount,
    photo: false,
    name: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    phone: persona.phone,
    city: persona.city,
    countryCode: persona.countryCode,
    positions: persona.positions.map((p) => ({
      title: p.title,
      companyName: p.company,
      city: p.city,
      start: expectedDate(persona, p.start),
      end: p.end ? expectedDate(persona, p.end) : null,
      current: p.end === null,
    })),
    skills: persona.skills,
    languages: persona.languages.map(([name]) => name),
    kinds: persona.kinds,
  };
}

async function formatted(text: string, filepath: string): Promise<string> {
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

async function main(): Promise<void> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const only = new Set(process.argv.slice(2));
  if (only.size === 0) rmSync(holdoutDir, { recursive: true, force: true });
  mkdirSync(holdoutDir, { recursive: true });
  const problems: string[] = [];
  const rows: ExpectedCv[] = [];
  for (const persona of allPersonas()) {
    const jsonFile = join(holdoutDir, `${persona.id}.expected.json`);
    if (only.size > 0 && !only.has(persona.id)) {
      rows.push(JSON.parse(readFileSync(jsonFile, 'utf8')) as ExpectedCv);
      continue;
    }
    for (const stale of ['pdf', 'docx']) rmSync(join(holdoutDir, `${persona.id}.${stale}`), { force: true });
    const { bytes, format } = await render(persona);
    const file = join(holdoutDir, `${persona.id}.${format}`);
    writeFileSync(file, bytes);
    const expected = expectedOf(persona, format, pages(file, format, join(workDir, persona.id)));
    rows.push(expected);
    writeFileSync(jsonFile, await formatted(JSON.stringify(expected), jsonFile));
    const missing = missingValues(expected, await documentText(file, format));
    if (missing.length > 0) problems.push(`${persona.id}: not found in the document: ${missing.join(' | ')}`);
    console.log(`${persona.id.padEnd(22)} ${format} ${expected.pages} p.  ${persona.kinds.join('; ')}`);
  }
  const readme = join(holdoutDir, 'README.md');
  writeFileSync(readme, await formatted(readmeText(rows), readme));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

await main();
