import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflationBombPdf } from '../test-support/hostile-pdfs.ts';
import { buildPdf } from '../test-support/pdf-writer.ts';
import { inflatesBeyond } from './pdf-streams.ts';

const MB = 1024 * 1024;
const FIXTURES = new URL('../../fixtures/cvs/', import.meta.url);

const withStream = (dictionary: string, data: Buffer) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    [`<< /Length ${data.length} ${dictionary} >>\nstream\n`, data, '\nendstream'],
  ]);

describe('the decoded size of a PDF', () => {
  it('finds a stream that inflates past the budget, and one nested in two Flate filters', () => {
    expect(inflatesBeyond(inflationBombPdf(64), 48 * MB)).toBe(true);
    expect(inflatesBeyond(inflationBombPdf(64, 2), 48 * MB)).toBe(true);
    expect(inflatesBeyond(inflationBombPdf(8), 48 * MB)).toBe(false);
  });

  it('adds up all streams, not just the largest', () => {
    const part = zlib.deflateSync(Buffer.alloc(20 * MB, 0x20));
    const twice = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      [`<< /Length ${part.length} /Filter /FlateDecode >>\nstream\n`, part, '\nendstream'],
      [`<< /Length ${part.length} /Filter /FlateDecode >>\nstream\n`, part, '\nendstream'],
    ]);
    expect(inflatesBeyond(twice, 48 * MB)).toBe(false);
    expect(inflatesBeyond(twice, 30 * MB)).toBe(true);
  });

  it('leaves out images, which the text reader never decodes', () => {
    const pixels = zlib.deflateSync(Buffer.alloc(64 * MB));
    expect(inflatesBeyond(withStream('/Type /XObject /Subtype /Image /Filter /FlateDecode', pixels), 48 * MB)).toBe(
      false,
    );
    expect(inflatesBeyond(withStream('/Filter /FlateDecode', pixels), 48 * MB)).toBe(true);
  });

  it('counts a damaged stream as far as it inflates, and a stream with an indirect length up to endstream', () => {
    const data = zlib.deflateSync(Buffer.alloc(64 * MB, 0x20));
    expect(inflatesBeyond(withStream('/Filter /FlateDecode', data.subarray(0, data.length / 2)), 16 * MB)).toBe(true);
    const indirect = withStream('/Filter /FlateDecode', data)
      .toString('latin1')
      .replace(/\/Length \d+/, '/Length 9 0 R');
    expect(inflatesBeyond(Buffer.from(indirect, 'latin1'), 48 * MB)).toBe(true);
  });

  it('passes every labelled CV of the development set', () => {
    const pdfs = fs.readdirSync(FIXTURES).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(10);
    for (const name of pdfs) expect(inflatesBeyond(fs.readFileSync(new URL(name, FIXTURES)), 8 * MB), name).toBe(false);
  });
});
