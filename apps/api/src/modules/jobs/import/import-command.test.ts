// Both engines: the import command opens either engine itself.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { formatSummary, parseImportArgs, runImportCommand, type CommandIo } from './import-command.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));
const CLI = fileURLToPath(new URL('./import-cli.ts', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const newSource = () => `test-cli-${randomBytes(5).toString('hex')}`;

function io(overrides: Partial<CommandIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line), cwd: FIXTURES, ...overrides },
  };
}

const deps = () => ({ db: t.database.db, search: t.app.jobSearch });

describe('arguments', () => {
  it('needs a source and one file or URL', () => {
    expect(parseImportArgs(['--source', 'stepstone', 'feed.json'])).toEqual({
      source: 'stepstone',
      location: 'feed.json',
      force: false,
    });
    expect(parseImportArgs(['feed.json', '--source=acme.jobs', '--force'])).toEqual({
      source: 'acme.jobs',
      location: 'feed.json',
      force: true,
    });
    expect(parseImportArgs(['--help'])).toEqual({ help: true });
    expect(parseImportArgs(['feed.json'])).toEqual({ error: '--source <name> is required' });
    expect(parseImportArgs(['--source', 'acme'])).toEqual({ error: 'name exactly one file or https URL' });
    expect(parseImportArgs(['--source', 'acme', 'a.json', 'b.json'])).toEqual({
      error: 'name exactly one file or https URL',
    });
    expect(parseImportArgs(['--source', 'Acme Jobs', 'a.json'])).toMatchObject({ error: /^--source: / });
    expect(parseImportArgs(['--source', 'demo', 'a.json'])).toMatchObject({ error: /demo/ });
    expect(parseImportArgs(['--source', 'acme', '--dry-run', 'a.json'])).toEqual({ error: 'unknown option --dry-run' });
  });
});

describe('the import command', () => {
  it('imports a file named relative to the caller’s directory and prints a summary', async () => {
    const source = newSource();
    const { out, err, io: console } = io();
    const code = await runImportCommand({ source, location: 'job-postings.json', force: false }, deps(), console);
    expect([code, err]).toEqual([0, []]);
    expect(out[0]).toMatch(new RegExp(`^Feed "${source}" from job-postings.json, \\d+\\.\\d s:$`));
    expect(out[1]).toBe('  20 entries found; 20 positions imported (20 new, 0 updated); 0 skipped');

    const again = io();
    expect(await runImportCommand({ source, location: 'job-postings.json', force: false }, deps(), again.io)).toBe(0);
    expect(again.out[1]).toBe('  20 entries found; 20 positions imported (0 new, 20 updated); 0 skipped');
  });

  it('fetches an https URL, and lists skipped entries with exit code 2', async () => {
    const feed = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'job-postings.json'), 'utf8')) as object[];
    const requested: string[] = [];
    const fakeFetch = (async (url: URL) => {
      requested.push(url.href);
      return new Response(JSON.stringify([feed[0], { ...feed[1], title: undefined }]), {
        headers: { 'content-type': 'application/ld+json' },
      });
    }) as unknown as typeof fetch;
    const { out, io: console } = io({ fetch: fakeFetch });
    const location = 'https://jobs.example/feed.jsonld';
    const code = await runImportCommand({ source: newSource(), location, force: false }, deps(), console);
    expect(code).toBe(2);
    expect(requested).toEqual([location]);
    expect(out.slice(1)).toEqual([
      '  2 entries found; 1 position imported (1 new, 0 updated); 1 skipped',
      '  Skipped:',
      '    entry 1 ("HL-7781"): title: required',
    ]);
  });

  it('exits with 1 when the feed cannot be read or holds nothing valid', async () => {
    const missing = io();
    expect(
      await runImportCommand({ source: newSource(), location: 'nope.json', force: false }, deps(), missing.io),
    ).toBe(1);
    expect(missing.err[0]).toMatch(/^Could not read nope\.json: ENOENT/);

    const plain = io();
    const http = { source: newSource(), location: 'http://jobs.example/feed.json', force: false };
    expect(await runImportCommand(http, deps(), plain.io)).toBe(1);
    expect(plain.err).toEqual(['Could not read http://jobs.example/feed.json: only https URLs are fetched']);

    const failing = io({ fetch: (async () => new Response('gone', { status: 404 })) as unknown as typeof fetch });
    const https = { source: newSource(), location: 'https://jobs.example/feed.json', force: false };
    expect(await runImportCommand(https, deps(), failing.io)).toBe(1);
    expect(failing.err).toEqual([
      'Could not read https://jobs.example/feed.json: https://jobs.example/feed.json answered HTTP 404',
    ]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-feed-'));
    try {
      fs.writeFileSync(path.join(dir, 'page.html'), '<html><body>Keine Stellen</body></html>');
      const empty = io({ cwd: dir });
      expect(
        await runImportCommand({ source: newSource(), location: 'page.html', force: false }, deps(), empty.io),
      ).toBe(1);
      expect(empty.out.slice(1)).toEqual([
        '  0 entries found; 0 positions imported (0 new, 0 updated); 1 skipped',
        '  Skipped:',
        '    feed: the HTML page has no <script type="application/ld+json"> block',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows the first 50 skipped entries and counts the rest', () => {
    const skipped = Array.from({ length: 60 }, (_, index) => ({
      index,
      identifier: null,
      field: 'title',
      reason: 'required',
    }));
    const lines = formatSummary(
      { found: 61, imported: 1, inserted: 1, updated: 0, unlisted: 0, skipped, seconds: 0.26 },
      { source: 'acme', location: 'feed.json' },
    );
    expect(lines).toHaveLength(2 + 1 + 50 + 1);
    expect(lines[0]).toBe('Feed "acme" from feed.json, 0.3 s:');
    expect(lines[3]).toBe('    entry 0: title: required');
    expect(lines.at(-1)).toBe('    … and 10 more');
  });
});

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', INIT_CWD: FIXTURES };
    delete childEnv.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: { ...childEnv, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run jobs:import', () => {
  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'imports into the database of DATABASE_URL',
    async () => {
      const source = newSource();
      const { code, stdout, stderr } = await runCli(['--source', source, 'job-postings.json'], {
        DATABASE_URL: inject('postgresUrl'),
      });
      expect([code, stderr]).toEqual([0, '']);
      expect(stdout).toContain('20 entries found; 20 positions imported (20 new, 0 updated); 0 skipped');
      const { rows } = await t.database.executeSql('select count(*)::int as n from jobs where source = $1', [source]);
      expect(rows[0]!.n).toBe(20);
    },
    60_000,
  );

  it.runIf(process.env.TEST_DB_ENGINE === 'pglite')(
    'refuses an embedded database that another process has open',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-cli-'));
      try {
        fs.mkdirSync(path.join(dataDir, 'pglite'));
        fs.writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
        const { code, stderr } = await runCli(['--source', 'acme', 'job-postings.json'], { DATA_DIR: dataDir });
        expect(code).toBe(1);
        expect(stderr).toContain('is open in another process');
        expect(fs.readdirSync(path.join(dataDir, 'pglite'))).toEqual(['postmaster.pid']);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
