import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CV_PROBLEMS } from '@laufbahn/contracts/cv';
import { ERROR_STATUS, VALIDATION } from '@laufbahn/contracts/errors';
import { TAGS, loadNamespace } from '@laufbahn/i18n/catalog-strings';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Every source file below `dir` (tests aside). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Message keys written out as literals in the contracts, the API and the web app (`'validation.tooLong'`). */
function literalMessageKeys(): Set<string> {
  const keys = new Set<string>();
  for (const dir of ['packages/contracts/src', 'apps/api/src', 'apps/web/app']) {
    for (const file of sources(path.join(root, dir))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/['"`]((?:validation|cv\.problem)\.[A-Za-z]+)['"`]/g))
        keys.add(match[1]!);
    }
  }
  return keys;
}

/** `validation.tooLong` → the catalog entry `validation:tooLong`; `cv.problem.empty` → `cv:problem.empty`. */
const catalogEntry = (key: string) =>
  key.startsWith('validation.') ? `validation:${key.slice('validation.'.length)}` : `cv:${key.slice('cv.'.length)}`;

describe('the error catalogue', () => {
  const keys = [...new Set([...Object.values(VALIDATION), ...Object.values(CV_PROBLEMS), ...literalMessageKeys()])];

  it('finds the keys it checks (the scan works)', () => {
    expect(keys).toEqual(expect.arrayContaining(['validation.questionRequired', 'cv.problem.fileTooLarge']));
    expect(keys.length).toBeGreaterThan(40);
  });

  for (const tag of TAGS) {
    it(`${tag}: every API error code, the network error and every message key have a text`, () => {
      const errors = loadNamespace(tag, 'errors');
      const strings = new Map([...loadNamespace(tag, 'validation'), ...loadNamespace(tag, 'cv')]);
      const missing = [
        ...[...Object.keys(ERROR_STATUS), 'network']
          .filter((code) => !errors.get(`errors:${code}`)?.trim())
          .map((code) => `errors:${code}`),
        ...keys.filter((key) => !strings.get(catalogEntry(key))?.trim()).map(catalogEntry),
      ];
      expect(missing).toEqual([]);
    });
  }
});
