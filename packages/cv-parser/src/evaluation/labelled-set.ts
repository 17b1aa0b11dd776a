import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExpectedCv } from '../../fixtures-src/expected.ts';
import type { DocumentKind } from '../types.ts';

/** The development set: the CVs the parser's rules were written on. */
export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/cvs');
/** The holdout set: CVs made by real templates and tools, never used to write a rule (fixtures/holdout/README.md). */
export const HOLDOUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/holdout');

export interface LabelledDocument {
  id: string;
  kind: DocumentKind;
  bytes: Uint8Array;
  expected: ExpectedCv;
}

/** Every document of the labelled set that has its expectation next to it, sorted by id. */
export function loadLabelledSet(directory = FIXTURES_DIR): LabelledDocument[] {
  if (!existsSync(directory)) return [];
  const files = readdirSync(directory);
  const documents: LabelledDocument[] = [];
  for (const file of files.sort()) {
    const match = /^(.+)\.(pdf|docx|doc)$/.exec(file);
    if (!match) continue;
    const [, id, kind] = match as unknown as [string, string, DocumentKind];
    const expectedFile = path.join(directory, `${id}.expected.json`);
    if (!existsSync(expectedFile)) continue;
    documents.push({
      id,
      kind,
      bytes: new Uint8Array(readFileSync(path.join(directory, file))),
      expected: JSON.parse(readFileSync(expectedFile, 'utf8')) as ExpectedCv,
    });
  }
  return documents;
}
