/**
 * Renders every persona into its document (`fixtures/cvs/<id>.<pdf|docx|doc>`) and writes the expected
 * profile (`<id>.expected.json`) from the same data, then the coverage table in `fixtures/README.md`.
 *
 *   npx tsx packages/cv-parser/fixtures-src/build.ts            # everything
 *   npx tsx packages/cv-parser/fixtures-src/build.ts de-xing-01 # only these ids (README keeps all rows)
 *
 * Needs LibreOffice (`soffice`), Chromium (`/usr/bin/chromium`) and poppler-utils (`pdfinfo`,
 * `pdftotext`). Every document is read back after rendering and checked to contain the expected values.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { ExpectedCv } from './expected.ts';
import { renderDocx } from './layouts/docx.ts';
import { renderHtml } from './layouts/html.ts';
import { renderPdfkit } from './layouts/pdfkit.ts';
import { expectedDate, type Persona } from './model.ts';
import { personas } from './personas/index.ts';
import { portrait } from './photo.ts';
import { readmeText } from './readme.ts';
import { documentText, missingValues } from './verify.ts';

const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));
const cvsDir = join(fixturesDir, 'cvs');
const workDir = join(tmpdir(), 'laufbahn-cv-fixtures');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
}

/** Converts with LibreOffice into `outDir`, using a profile of its own so parallel users do not clash. */
function soffice(input: string, target: string, outDir: string): void {
  run('soffice', [
    `-env:UserInstallation=file://${join(workDir, 'lo-profile')}`,
    '--headless',
    '--convert-to',
    target,
    '--outdir',
    outDir,
    input,
  ]);
}

const libreOfficeFilter = { pdf: 'pdf', docx: 'docx:MS Word 2007 XML', doc: 'doc:MS Word 97' } as const;

async function renderDocument(persona: Persona, photo: Buffer | null): Promise<Buffer> {
  const dataUri = photo ? `data:image/jpeg;base64,${photo.toString('base64')}` : null;
  switch (persona.generator) {
    case 'chromium': {
      if (persona.format !== 'pdf') throw new Error(`${persona.id}: Chromium prints PDF only`);
      const html = join(workDir, `${persona.id}.html`);
      const pdf = join(workDir, `${persona.id}.pdf`);
      writeFileSync(html, renderHtml({ persona, photo: dataUri, target: 'chromium' }));
      run(chromium, [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--user-data-dir=${join(workDir, 'chromium-profile')}`,
        `--print-to-pdf=${pdf}`,
        `file://${html}`,
      ]);
      return readFileSync(pdf);
    }
    case 'libreoffice': {
      const dir = join(workDir, 'lo', persona.id);
      mkdirSync(dir, { recursive: true });
      const html = join(dir, `${persona.id}.html`);
      writeFileSync(html, renderHtml({ persona, photo: dataUri, target: 'libreoffice' }));
      soffice(html, libreOfficeFilter[persona.format], dir);
      return readFileSync(join(dir, `${persona.id}.${persona.format}`));
    }
    case 'pdfkit':
      if (persona.format !== 'pdf') throw new Error(`${persona.id}: pdfkit writes PDF only`);
      return renderPdfkit(persona, photo);
    case 'docx':
      if (persona.format !== 'docx') throw new Error(`${persona.id}: the docx package writes DOCX only`);
      return renderDocx(persona, photo);
  }
}

/**
 * PDF pages; for Word files the pages of LibreOffice's layout. Also lists pages with (almost) no text, which
 * a layout that spills a trailing paragraph onto a blank page would produce.
 */
function pageCount(file: string, persona: Persona): { pages: number; blank: number[] } {
  let pdf = file;
  if (persona.format !== 'pdf') {
    const dir = join(workDir, 'pages', persona.id);
    mkdirSync(dir, { recursive: true });
    soffice(file, 'pdf', dir);
    pdf = join(dir, `${persona.id}.pdf`);
  }
  const match = /^Pages:\s+(\d+)/m.exec(run('pdfinfo', [pdf]));
  if (!match?.[1]) throw new Error(`${persona.id}: no page count`);
  const pages = Number(match[1]);
  const blank: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const text = run('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-']);
    if (text.replace(/\s/g, '').length < 60) blank.push(page);
  }
  return { pages, blank };
}

export function expectedOf(persona: Persona, pages: number): ExpectedCv {
  return {
    id: persona.id,
    language: persona.language,
    locale: persona.locale,
    layout: persona.layout,
    generator: persona.generator,
    format: persona.format,
    pages,
    photo: persona.photo,
    name: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    phone: persona.phone,
    city: persona.city,
    countryCode: persona.countryCode,
    positions: persona.positions.map((p) => ({
      title: p.title,
      companyName: p.company,
      city: p.city ?? null,
      start: expectedDate(p.start, persona.dates),
      end: p.end === null ? null : expectedDate(p.end, persona.dates),
      current: p.end === null,
    })),
    skills: [...persona.skills],
    languages: persona.languages.map((l) => l.name),
  };
}

async function formatted(text: string, filepath: string): Promise<string> {
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
  const ids = new Set<string>();
  for (const persona of personas) {
    if (ids.has(persona.id)) throw new Error(`duplicate id ${persona.id}`);
    ids.add(persona.id);
  }
  for (const id of only) if (!ids.has(id)) throw new Error(`unknown id ${id}`);

  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  mkdirSync(cvsDir, { recursive: true });

  const problems: string[] = [];
  for (const persona of personas) {
    if (only.size > 0 && !only.has(persona.id)) continue;
    const started = Date.now();
    const photo = persona.photo ? await portrait(persona.id) : null;
    const document = await renderDocument(persona, photo);
    const file = join(cvsDir, `${persona.id}.${persona.format}`);
    writeFileSync(file, document);
    const { pages, blank } = pageCount(file, persona);
    if (blank.length > 0) problems.push(`${persona.id}: (almost) blank page ${blank.join(', ')}`);
    const expected = expectedOf(persona, pages);
    const jsonFile = join(cvsDir, `${persona.id}.expected.json`);
    writeFileSync(jsonFile, await formatted(JSON.stringify(expected), jsonFile));

    const missing = missingValues(expected, await documentText(file, persona.format));
    if (missing.length > 0) problems.push(`${persona.id}: not found in the document: ${missing.join(' | ')}`);
    console.log(
      `${persona.id.padEnd(20)} ${persona.format.padEnd(4)} ${String(pages)} p. ${String(Math.round(document.length / 1024)).padStart(4)} KB  ${Date.now() - started} ms`,
    );
  }

  const rows = personas
    .map((persona) => {
      const jsonFile = join(cvsDir, `${persona.id}.expected.json`);
      return existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as ExpectedCv) : null;
    })
    .filter((row): row is ExpectedCv => row !== null);
  const readme = join(fixturesDir, 'README.md');
  writeFileSync(readme, await formatted(readmeText(rows, personas), readme));

  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

await main();
