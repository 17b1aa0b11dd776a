import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-module-preloads.server.ts';

async function through(chunks: string[]) {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return text(source.pipe(lowPriorityModulePreloads()));
}

const PAGE =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/>' +
  '<link rel="modulepreload" href="/ä.js"/></head><body><p>&lt;link rel="modulepreload"</p></body></html>';
const LOW =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/e.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/ä.js"/></head><body><p>&lt;link rel="modulepreload"</p></body></html>';

describe('lowPriorityModulePreloads', () => {
  it('marks every modulepreload of the head low priority and leaves everything else as it is', async () => {
    expect(await through([PAGE])).toBe(LOW);
  });

  it('finds a link split over chunks at any point', async () => {
    for (let cut = 1; cut < PAGE.length; cut++) expect(await through([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(LOW);
  });

  it('leaves the body alone, whatever it holds', async () => {
    const body = '<body><link rel="modulepreload" href="/late.js"/></body>';
    expect(await through(['<head></head>', body])).toBe(`<head></head>${body}`);
    expect(await through([`<head></head>${body}`])).toBe(`<head></head>${body}`);
  });
});
