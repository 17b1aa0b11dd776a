import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { COMPRESSION_THRESHOLD } from '../plugins/compression.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { servePages } from './mount-web.ts';
import { IMMUTABLE, SHORT_CACHE, serveWebAssets } from './web-assets.ts';

const precompressScript = path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');

/** Text that compresses like real code: repeated identifiers with some variety. */
const text = (lines: number, make: (i: number) => string) =>
  Array.from({ length: lines }, (_, i) => make(i)).join('\n');
const FILES: Record<string, string> = {
  'assets/entry.client-D4f9xQ2a.js': text(400, (i) => `export const value${i} = computeSomething(${i}, "label-${i}");`),
  'assets/root-B7c2LmQe.css': text(300, (i) => `.card-${i} { margin: ${i % 7}px; color: var(--ink-${i % 5}); }`),
  'assets/tiny-Zz81aQ0p.js': 'export const x = 1;\n',
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text(60, (i) => `<rect x="${i}" y="${i}" width="4" height="4"/>`)}</svg>`,
};
const PAGE = `<!DOCTYPE html><html lang="de"><body>${text(200, (i) => `<p class="row">Zeile ${i}</p>`)}</body></html>`;

let app: FastifyInstance;
let database: Database;
let clientDir: string;
let dataDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-client-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-test-data-'));
  for (const [name, body] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, name), body);
  }
  // The build's own step, on this folder.
  execFileSync(process.execPath, [precompressScript, clientDir]);
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  app = await buildApp({ config, database, background: false });
  await serveWebAssets(app, clientDir);
  // The pages' real path (context, headers, streamed body) with a renderer that streams a fixed document.
  await servePages(app, async () => {
    const chunks = [PAGE.slice(0, 1000), PAGE.slice(1000)];
    const body = new ReadableStream({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

function decode(encoding: string | undefined, body: Buffer) {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('build step: precompressed files', () => {
  it('writes .br and .gz beside every text file they make smaller, and none where they would not', () => {
    for (const name of ['assets/entry.client-D4f9xQ2a.js', 'assets/root-B7c2LmQe.css', 'favicon.svg']) {
      const original = fs.readFileSync(path.join(clientDir, name));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(clientDir, `${name}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(clientDir, `${name}.gz`)))).toEqual(original);
    }
    expect(fs.existsSync(path.join(clientDir, 'assets/tiny-Zz81aQ0p.js.br'))).toBe(false);
  });
});

describe('built files', () => {
  it.each([
    ['JS', '/assets/entry.client-D4f9xQ2a.js', /javascript/],
    ['CSS', '/assets/root-B7c2LmQe.css', /text\/css/],
  ])('sends the hashed %s file precompressed, cached for a year as immutable', async (_kind, url, type) => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(decode(encoding, response.rawPayload)).toBe(FILES[url.slice(1)]);
    }
  });

  it('sends a file as it is to a client that accepts no encoding', async () => {
    const response = await get('/assets/entry.client-D4f9xQ2a.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(FILES['assets/entry.client-D4f9xQ2a.js']);
  });

  it('sends a non-hashed SVG compressed with a short cache', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe(SHORT_CACHE);
    expect(decode('br', response.rawPayload)).toBe(FILES['favicon.svg']);
  });

  it('sends a file too small to have been precompressed intact', async () => {
    const response = await get('/assets/tiny-Zz81aQ0p.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(decode(response.headers['content-encoding'] as string | undefined, response.rawPayload)).toBe(
      FILES['assets/tiny-Zz81aQ0p.js'],
    );
  });
});

describe('answers compressed on the fly', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a page (accepting %s) and keeps its security policy', async (accept, encoding) => {
    const response = await get('/career/show', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(decode(encoding, response.rawPayload)).toBe(PAGE);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a large JSON answer (accepting %s)', async (accept, encoding) => {
    const response = await get('/api/career/taxonomies?locale=de', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/json/);
    const json = decode(encoding, response.rawPayload);
    expect(json.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(JSON.parse(json)).toHaveProperty('careerLevels');
  });

  it('leaves an answer below the threshold uncompressed', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTruthy();
  });

  it('sends everything as it is to a client that accepts no encoding', async () => {
    const response = await get('/api/career/taxonomies?locale=de');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('careerLevels');
  });
});
