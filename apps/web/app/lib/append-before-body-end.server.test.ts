import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { appendBeforeBodyEnd } from './append-before-body-end.server.ts';

async function through(chunks: string[], html = '<script id="x">{}</script>') {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return text(source.pipe(appendBeforeBodyEnd(() => html)));
}

describe('appendBeforeBodyEnd', () => {
  it('writes the element just before </body>', async () => {
    expect(await through(['<html><body><p>a</p>', '</body></html>'])).toBe(
      '<html><body><p>a</p><script id="x">{}</script></body></html>',
    );
  });

  it('finds </body> split over chunks at any point', async () => {
    const page = '<html><body><p>ä</p></body></html>';
    for (let cut = 1; cut < page.length; cut++) {
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(
        '<html><body><p>ä</p><script id="x">{}</script></body></html>',
      );
    }
  });

  it('asks for the element only once the stream has ended', async () => {
    let asked = 0;
    const result = await through(['<body>', '<p>late</p>', '</body>'], undefined);
    expect(result).toContain('<p>late</p><script');
    const source = Readable.from([Buffer.from('<body></body>')]);
    await text(
      source.pipe(
        appendBeforeBodyEnd(() => {
          asked++;
          return '';
        }),
      ),
    );
    expect(asked).toBe(1);
  });

  it('appends at the end when there is no </body>', async () => {
    expect(await through(['<p>a</', 'b>'])).toBe('<p>a</b><script id="x">{}</script>');
  });
});
