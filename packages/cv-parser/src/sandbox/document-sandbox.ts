import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { CvParseError } from '../parse-error.ts';
import type { DocumentKind, ExtractedCv, Inspection } from '../types.ts';
import { READY, type ReadOrder, type ReadReply, type ReadRequest, type ReadValue } from './protocol.ts';

export interface SandboxLimits {
  /**
   * Time for one document, counted from the moment the reading process receives it: the process's own CPU time where
   * Linux's /proc tells it (a busy machine, on which the low-priority reader waits its turn, is no reason to refuse
   * a CV), else wall time. Wall time is cut off at `WALL_TIME_FACTOR` times this in any case.
   */
  timeoutMs: number;
  /** Resident memory of the reading process (heap, decoded buffers, everything); above it the process is killed. */
  memoryMb: number;
  /** The reading process's V8 heap (`--max-old-space-size`). */
  heapMb: number;
  /** Documents one process reads before a fresh one takes over, so nothing a parser keeps can pile up. */
  documentsPerProcess: number;
  /** An idle reading process ends after this long; the next document starts a new one (about a second). */
  idleMs: number;
}

/** A real CV takes well under a second and 150 MB; these limits leave a wide margin and still end any bomb fast. */
export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  timeoutMs: 15_000,
  memoryMb: 600,
  heapMb: 384,
  documentsPerProcess: 200,
  idleMs: 120_000,
};

const READER_ENTRY = new URL('./reader-process.ts', import.meta.url);
const TS_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const STARTUP_TIMEOUT_MS = 60_000;
const LIMIT_CHECK_MS = 100;
const WALL_TIME_FACTOR = 4;

/**
 * Reads documents in a separate process with hard limits on time and memory, so that no upload — a decompression
 * bomb, an 18,000-page PDF, a document that sends the parser into a loop — can slow or kill the server. One
 * document at a time; the process runs at a lower CPU priority than the server and is replaced when it exceeds a
 * limit, when it dies, and after `documentsPerProcess` documents. A document that exceeds a limit or kills the
 * process is refused as `tooComplex` (a CvParseError, so never retried); a process that cannot start is an
 * ordinary error.
 */
export class DocumentSandbox {
  readonly #limits: SandboxLimits;
  #child: Promise<ChildProcess> | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #nextId = 1;
  #served = 0;
  #idle: NodeJS.Timeout | undefined;

  constructor(limits: Partial<SandboxLimits> = {}) {
    this.#limits = { ...DEFAULT_SANDBOX_LIMITS, ...limits };
  }

  /** Whether the bytes are a CV document this parser can read (`inspectDocument`). */
  inspect(bytes: Uint8Array): Promise<Inspection> {
    return this.#enqueue({ op: 'inspect', bytes }) as Promise<Inspection>;
  }

  /** Reads the document's text; throws CvParseError when there is none to be had. */
  async scan(bytes: Uint8Array, kind: DocumentKind): Promise<void> {
    await this.#enqueue({ op: 'scan', bytes, kind });
  }

  /** The profile's fields (`parseCv`). */
  extract(bytes: Uint8Array, kind: DocumentKind): Promise<ExtractedCv> {
    return this.#enqueue({ op: 'extract', bytes, kind }) as Promise<ExtractedCv>;
  }

  /** Starts the reading process ahead of the first document, so that document does not wait for it. */
  warm(): void {
    if (this.#child) return;
    void this.#process().then(
      () => this.#idleFromNow(),
      () => undefined,
    );
  }

  /** Ends the reading process; a later document starts a new one. */
  close(): void {
    clearTimeout(this.#idle);
    this.#stop();
  }

  #enqueue(request: ReadOrder): Promise<ReadValue> {
    const result = this.#queue.then(() => this.#read(request));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  async #read(request: ReadOrder): Promise<ReadValue> {
    clearTimeout(this.#idle);
    const child = await this.#process();
    try {
      return await this.#exchange(child, { ...request, id: this.#nextId++ });
    } finally {
      if (++this.#served >= this.#limits.documentsPerProcess) this.#stop();
      else this.#idleFromNow();
    }
  }

  #idleFromNow(): void {
    if (!this.#child) return;
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.#stop(), this.#limits.idleMs);
    this.#idle.unref();
  }

  #exchange(child: ChildProcess, request: ReadRequest): Promise<ReadValue> {
    return new Promise<ReadValue>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        clearInterval(limitCheck);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.channel?.unref();
        outcome();
      };
      const overLimit = () => {
        this.#stop();
        settle(() => reject(new CvParseError('tooComplex')));
      };
      const onMessage = (reply: ReadReply) => {
        if (reply.id !== request.id) return;
        if (reply.ok) settle(() => resolve(reply.value));
        else if ('problem' in reply) settle(() => reject(new CvParseError(reply.problem)));
        else settle(() => reject(new Error(`Reading the document failed: ${reply.error}`)));
      };
      const onExit = () => {
        settle(() => reject(new CvParseError('tooComplex')));
      };
      const cpuBefore = cpuMs(child.pid);
      const timer = setTimeout(
        overLimit,
        cpuBefore === null ? this.#limits.timeoutMs : this.#limits.timeoutMs * WALL_TIME_FACTOR,
      );
      const limitCheck = setInterval(() => {
        if (residentMb(child.pid) > this.#limits.memoryMb) return overLimit();
        const cpuNow = cpuBefore === null ? null : cpuMs(child.pid);
        if (cpuNow !== null && cpuNow - cpuBefore! > this.#limits.timeoutMs) overLimit();
      }, LIMIT_CHECK_MS);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.channel?.ref();
      child.send(request);
    });
  }

  #process(): Promise<ChildProcess> {
    if (this.#child) return this.#child;
    const started: Promise<ChildProcess> = this.#start(() => {
      if (this.#child === started) this.#child = null;
    });
    this.#child = started;
    return started;
  }

  /** A new reading process, resolved once it has loaded the parser; `ended` runs when it exits. */
  #start(ended: () => void): Promise<ChildProcess> {
    this.#served = 0;
    const child = fork(READER_ENTRY, [], {
      execArgv: ['--import', TS_LOADER, `--max-old-space-size=${this.#limits.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    if (child.stderr instanceof net.Socket) child.stderr.unref();
    child.unref();
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // Not allowed on this system: the limits still hold.
    }
    return new Promise((resolve, reject) => {
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        ended();
        reject(new Error(`The document reader did not start: ${why}${stderr ? `\n${stderr}` : ''}`));
      };
      const timer = setTimeout(() => fail('no answer'), STARTUP_TIMEOUT_MS);
      child.once('exit', (code, signal) => fail(`exit ${code ?? signal}`));
      child.once('error', (error) => fail(error.message));
      child.once('message', (message) => {
        if (message !== READY) return fail('unexpected first message');
        clearTimeout(timer);
        child.removeAllListeners('exit');
        child.removeAllListeners('error');
        child.on('error', () => undefined);
        child.on('exit', ended);
        child.channel?.unref();
        resolve(child);
      });
    });
  }

  #stop(): void {
    const child = this.#child;
    this.#child = null;
    void child?.then(
      (process) => process.kill('SIGKILL'),
      () => undefined,
    );
  }
}

/** Linux's clock ticks per second for process times (USER_HZ, 100 on every mainstream kernel). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user and system) a process has used, in ms, from Linux's /proc; null where that cannot be read. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so it is skipped up to its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB, from Linux's /proc; 0 where that cannot be read (the time limit still holds). */
function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}
