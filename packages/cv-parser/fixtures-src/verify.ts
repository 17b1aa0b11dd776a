/**
 * Reads a rendered document back (the way a parser would get at its text) and lists the expected values
 * that cannot be found in it, so a layout can never silently drop a field.
 */
import { execFileSync } from 'node:child_process';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import type { ExpectedCv, FixtureFormat } from './expected.ts';

export async function documentText(file: string, format: FixtureFormat): Promise<string> {
  switch (format) {
    case 'pdf':
      return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    case 'docx':
      return (await mammoth.extractRawText({ path: file })).value;
    case 'doc': {
      const doc = await new WordExtractor().extract(file);
      return [doc.getHeaders(), doc.getBody(), doc.getFooters(), doc.getTextboxes()].join('\n');
    }
  }
}

/** Comparable form: dashes and quotes unified, all whitespace removed, lower case. */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/gu, '')
    .toLowerCase();
}

export function missingValues(expected: ExpectedCv, text: string): string[] {
  const haystack = normalise(text);
  const needles = [
    expected.name,
    expected.lastName,
    expected.email,
    expected.phone,
    expected.city,
    ...expected.positions.flatMap((p) => [p.title, p.companyName, p.city ?? '', String(p.start.year)]),
    ...expected.skills,
    ...expected.languages,
  ];
  return [...new Set(needles.filter((n) => n !== '' && !haystack.includes(normalise(n))))];
}
