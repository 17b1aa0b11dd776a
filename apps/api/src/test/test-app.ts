import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The job queue's schema: on PostgreSQL every test app has its own, so no file runs another's jobs. */
  queueSchema: string | undefined;
  close(): Promise<void>;
}

export const openTestDatabase = () =>
  process.env.TEST_DB_ENGINE === 'postgres'
    ? openDatabase({ kind: 'postgres', url: inject('postgresUrl'), poolSize: 4 })
    : openDatabase({ kind: 'pglite', snapshot: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]) });

export interface TestAppOptions {
  /** A database opened already (a test that "restarts the server" on the same data); closed with the app. */
  database?: Database;
  queueSchema?: string;
  /** Where the app's log lines go (with LOG_LEVEL set in `env`); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /** Routes to add before the app is ready (a stand-in page renderer, say). */
  beforeReady?: (app: FastifyInstance) => Promise<void>;
}

/** The real app on a real database (PGlite from the run's snapshot, or the run's PostgreSQL database). */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const queueSchema =
    options.queueSchema ?? (database.kind === 'postgres' ? `pgboss_test_${randomBytes(6).toString('hex')}` : undefined);
  // Uploaded files go to a folder of this test app's own, removed on close.
  const dataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests import the positions they need; a seed through this config stays small.
    SEED_JOBS: '3000',
    // Mailed-link answers as they come; the test of their even timing sets the floor itself.
    MAILED_LINK_ANSWER_MS: '0',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
  const app = await buildApp({ config, database, background: false, queueSchema, logStream: options.logStream });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    queueSchema,
    close: async () => {
      await app.close();
      await database.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const uniqueEmail = (label = 'member') => `${label}.${randomBytes(6).toString('hex')}@example.com`;

/** A random address from the documentation range, so each test has its own rate-limit counters. */
export const randomIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export const DEFAULT_PASSWORD = 'sicher-genug';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** An object is sent as JSON; a string is sent as it is (for malformed bodies). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A visitor with their own address and cookie jar. */
export function testClient(app: FastifyInstance, ip = randomIp()) {
  const cookies = new Map<string, string>();
  const client = {
    ip,
    cookies,
    async request({ method = 'GET', url, body, headers = {} }: RequestOptions): Promise<LightMyRequestResponse> {
      const response = await app.inject({
        method,
        url,
        remoteAddress: ip,
        headers: {
          // As a browser on this site sends it with every call.
          origin: `http://${headers.host ?? 'localhost'}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...headers,
        },
        payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      for (const cookie of response.cookies) {
        if (cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now())) {
          cookies.delete(cookie.name);
        } else {
          cookies.set(cookie.name, cookie.value);
        }
      }
      return response;
    },
    async signUp(email = uniqueEmail(), extra: Record<string, unknown> = {}) {
      const response = await client.request({
        method: 'POST',
        url: '/api/account',
        body: {
          email,
          password: DEFAULT_PASSWORD,
          passwordConfirmation: DEFAULT_PASSWORD,
          termsAccepted: true,
          ...extra,
        },
      });
      if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
      return { email, id: response.json<{ id: number }>().id };
    },
  };
  return client;
}
export type TestClient = ReturnType<typeof testClient>;
