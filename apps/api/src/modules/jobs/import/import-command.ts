import fs from 'node:fs/promises';
import path from 'node:path';
import type { JobSearch } from '@laufbahn/job-search/types';
import type { Db } from '../../../db/client.ts';
import { importJobFeed, sourceProblem, type ImportResult } from './import-feed.ts';

export const USAGE = 'Usage: npm run jobs:import -- --source <name> <file-or-https-url> [--force]';

/** Larger feeds are split by their publisher anyway; this bounds the memory one run takes. */
export const MAX_FEED_BYTES = 200 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 120_000;
const SKIPPED_SHOWN = 50;

export interface ImportArgs {
  source: string;
  location: string;
  /** Open the embedded database even though it looks open elsewhere. */
  force: boolean;
}

export function parseImportArgs(argv: readonly string[]): ImportArgs | { error: string } | { help: true } {
  let source: string | undefined;
  let force = false;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--force') force = true;
    else if (arg === '--source') source = argv[++i];
    else if (arg.startsWith('--source=')) source = arg.slice('--source='.length);
    else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else rest.push(arg);
  }
  if (source === undefined) return { error: '--source <name> is required' };
  const problem = sourceProblem(source);
  if (problem) return { error: `--source: ${problem}` };
  if (rest.length !== 1) return { error: 'name exactly one file or https URL' };
  return { source, location: rest[0]!, force };
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_FEED_BYTES) throw new Error(`the feed is larger than ${MAX_FEED_BYTES} bytes`);
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Cast: Node's web streams are async iterable; the DOM typings of `fetch` do not say so.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_FEED_BYTES) throw new Error(`the feed is larger than ${MAX_FEED_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The feed's text from a file (relative to `cwd`) or an https URL. */
export async function readFeedBody(
  location: string,
  { cwd, fetch: fetchFeed = fetch }: { cwd: string; fetch?: typeof fetch },
): Promise<string> {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(location)) {
    const url = new URL(location);
    if (url.protocol !== 'https:') throw new Error('only https URLs are fetched');
    const response = await fetchFeed(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/ld+json, application/json, application/x-ndjson, text/html;q=0.9, */*;q=0.5' },
    });
    if (!response.ok) throw new Error(`${url.href} answered HTTP ${response.status}`);
    return readLimited(response);
  }
  const file = path.resolve(cwd, location);
  const stat = await fs.stat(file);
  if (!stat.isFile()) throw new Error(`${file} is not a file`);
  if (stat.size > MAX_FEED_BYTES) throw new Error(`the feed is larger than ${MAX_FEED_BYTES} bytes`);
  return fs.readFile(file, 'utf8');
}

export function formatSummary(result: ImportResult, { source, location }: { source: string; location: string }) {
  const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
  const lines = [
    `Feed "${source}" from ${location}, ${result.seconds.toFixed(1)} s:`,
    `  ${count(result.found, 'entry', 'entries')} found; ${count(result.imported, 'position')} imported ` +
      `(${result.inserted.toLocaleString('en')} new, ${result.updated.toLocaleString('en')} updated); ` +
      `${result.skipped.length.toLocaleString('en')} skipped` +
      (result.unlisted > 0 ? `; ${count(result.unlisted, 'position')} no longer listed, marked possibly filled` : ''),
  ];
  if (result.skipped.length > 0) lines.push('  Skipped:');
  for (const skip of result.skipped.slice(0, SKIPPED_SHOWN)) {
    const where =
      skip.index === null
        ? 'feed'
        : `entry ${skip.index}${skip.identifier ? ` (${JSON.stringify(skip.identifier)})` : ''}`;
    lines.push(`    ${where}: ${skip.field === 'feed' ? '' : `${skip.field}: `}${skip.reason}`);
  }
  if (result.skipped.length > SKIPPED_SHOWN) {
    lines.push(`    … and ${(result.skipped.length - SKIPPED_SHOWN).toLocaleString('en')} more`);
  }
  return lines;
}

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  /** Where a relative file name is read from: the directory npm was started in. */
  cwd: string;
  fetch?: typeof fetch;
}

/**
 * The import command on an open database. Exit code 0 when every entry was imported, 2 when some were skipped,
 * 1 when nothing could be imported (an unreadable feed, or no valid entry in it).
 */
export async function runImportCommand(
  args: ImportArgs,
  deps: { db: Db; search: JobSearch },
  io: CommandIo,
): Promise<number> {
  let body: string;
  try {
    body = await readFeedBody(args.location, { cwd: io.cwd, fetch: io.fetch });
  } catch (error) {
    io.err(`Could not read ${args.location}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const result = await importJobFeed(deps, { source: args.source, body });
  for (const line of formatSummary(result, args)) io.out(line);
  if (result.skipped.length === 0) return 0;
  return result.imported > 0 ? 2 : 1;
}
