/**
 * CV upload to "profile ready", through the real app on PGlite: for every PDF of the labelled CV set, the time from
 * sending the upload (`POST /api/career/account_uploads`) over starting processing (`POST …/generated_profiles`)
 * to the status `ready`, with the background worker on. One document is processed first as a warm-up (pdfjs loads
 * its fonts once per process); prints every document, then the median and p95. Target: under 3 s.
 *
 *   npx tsx bench/cv-processing.ts [rounds]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { prepareDatabase } from '../apps/api/src/db/prepare.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../packages/cv-parser/fixtures/cvs');
const rounds = Number(process.argv[2] ?? 1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-bench-cv-'));
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
const started = performance.now();
await prepareDatabase(database, { demo: false });
console.log(`database prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '1000' });
const app = await buildApp({ config, database, background: true });
await app.ready();

const signUp = await app.inject({
  method: 'POST',
  url: '/api/account',
  payload: {
    email: 'bench@example.com',
    password: 'bench-password',
    passwordConfirmation: 'bench-password',
    termsAccepted: true,
  },
});
const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

function multipart(name: string, bytes: Buffer) {
  const boundary = '----laufbahn-bench';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload_type_id"\r\n\r\n1\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload_file"; filename="${name}"\r\n`),
    Buffer.from('Content-Type: application/pdf\r\n\r\n'),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Milliseconds from the upload's first byte to `ready`, and the final status. */
async function timeToReady(name: string): Promise<{ ms: number; status: string }> {
  const bytes = fs.readFileSync(path.join(FIXTURES, name));
  const begin = performance.now();
  const upload = await app.inject({ method: 'POST', url: '/api/career/account_uploads', ...multipart(name, bytes) });
  if (upload.statusCode !== 201) throw new Error(`${name}: upload answered ${upload.statusCode} ${upload.body}`);
  const start = await app.inject({
    method: 'POST',
    url: '/api/career/generated_profiles',
    headers: { cookie },
    payload: { identifier: upload.json().id },
  });
  const id = start.json().id;
  for (;;) {
    const status = (
      await app.inject({ url: `/api/career/generated_profiles/${id}/status`, headers: { cookie } })
    ).json();
    if (status.status === 'ready' || status.status === 'failed')
      return { ms: performance.now() - begin, status: status.status };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pdfs = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const warmUp = await timeToReady(pdfs[0]!);
console.log(`warm-up ${pdfs[0]}: ${warmUp.ms.toFixed(0)} ms (${warmUp.status})\n`);

const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const name of pdfs) {
    const { ms, status } = await timeToReady(name);
    times.push(ms);
    if (round === 0) console.log(`${name.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms  ${status}`);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
console.log(
  `\n${times.length} documents (${pdfs.length} PDFs × ${rounds}): upload → ready median ${at(0.5).toFixed(0)} ms, ` +
    `p95 ${at(0.95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (target: under 3,000 ms)`,
);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
