import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCv } from '../parse.ts';
import { CvParseError } from '../parse-error.ts';
import { denseTextPdf, inflationBombPdf, lzwBombPdf, manyPagesPdf } from '../test-support/hostile-pdfs.ts';
import { DocumentSandbox } from './document-sandbox.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`../../fixtures/cvs/${name}`, import.meta.url));
const cv = fixture('de-onecol-01.pdf');

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof CvParseError ? error.problem : `unexpected: ${String(error)}`),
  );

const sandbox = new DocumentSandbox();
afterAll(() => sandbox.close());

// Each new reading process loads the parser first (a second or two, more on a busy machine).
describe('reading documents in a separate process', { timeout: 90_000 }, () => {
  it('reads a CV exactly as the parser does in this process', async () => {
    expect(await sandbox.inspect(cv)).toEqual({ ok: true, kind: 'pdf' });
    expect(await sandbox.extract(cv, 'pdf')).toEqual(await parseCv(cv, 'pdf'));
    await expect(sandbox.scan(cv, 'pdf')).resolves.toBeUndefined();
    expect(await problemOf(sandbox.scan(Buffer.from('%PDF-1.4 nothing'), 'pdf'))).toBe('unreadable');
  });

  it('refuses what no CV is: thousands of pages, a decompression bomb, a flood of text runs', async () => {
    const pages = manyPagesPdf(18_000);
    expect(pages.length).toBeLessThan(3 * 1024 * 1024);
    expect(await sandbox.inspect(pages)).toEqual({ ok: false, problem: 'tooManyPages' });
    expect(await problemOf(sandbox.extract(pages, 'pdf'))).toBe('tooManyPages');
    for (const bomb of [inflationBombPdf(100), inflationBombPdf(100, 2)]) {
      expect(await sandbox.inspect(bomb)).toEqual({ ok: false, problem: 'tooComplex' });
      expect(await problemOf(sandbox.extract(bomb, 'pdf'))).toBe('tooComplex');
    }
    expect(await problemOf(sandbox.extract(denseTextPdf(40_000), 'pdf'))).toBe('tooComplex');
  });

  it('kills the reading process when a document takes more memory than allowed, and reads on with a new one', async () => {
    const bomb = lzwBombPdf(3000);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    // LZW streams are not checked before reading: this one gets past every cap and is stopped by the memory limit.
    expect(await sandbox.inspect(bomb)).toEqual({ ok: true, kind: 'pdf' });
    const before = process.memoryUsage().rss;
    expect(await problemOf(sandbox.extract(bomb, 'pdf'))).toBe('tooComplex');
    // The gigabytes were the reading process's, never this one's.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect((await sandbox.extract(cv, 'pdf')).lastName?.value).toBe('Schäfer');
  });

  it('ends a document that runs out of time, and one after another in order', async () => {
    const hasty = new DocumentSandbox({ timeoutMs: 1 });
    try {
      expect(await problemOf(hasty.extract(denseTextPdf(20_000), 'pdf'))).toBe('tooComplex');
    } finally {
      hasty.close();
    }
    const answers = await Promise.all([sandbox.inspect(cv), problemOf(sandbox.scan(Buffer.alloc(10), 'pdf'))]);
    expect(answers).toEqual([{ ok: true, kind: 'pdf' }, 'unreadable']);
  });

  it('kills a reading process above its memory limit', async () => {
    const small = new DocumentSandbox({ memoryMb: 1 });
    try {
      expect(await problemOf(small.extract(cv, 'pdf'))).toBe('tooComplex');
    } finally {
      small.close();
    }
  });
});
