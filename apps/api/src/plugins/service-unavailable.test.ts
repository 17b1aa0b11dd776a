import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { postgresAdminUrl } from '../test/postgres-target.ts';
import { createTestApp, testClient, type TestApp } from '../test/test-app.ts';

/**
 * A TCP proxy in front of PostgreSQL that the test can take down (every connection cut, the port closed) and bring
 * back on the same port: to the app that is a database server that stops and starts again.
 */
async function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    start: listen,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
}

describe('an unreachable database', () => {
  it('is told apart from other errors, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(new Error('query failed', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('shutting down'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('too many clients'), { code: '53300' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('when PostgreSQL stops and comes back', () => {
  const name = `laufbahn_outage_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let t: TestApp;

  beforeAll(async () => {
    const templateUrl = new URL(inject('postgresTemplateUrl'));
    await admin(`create database ${name} template ${templateUrl.pathname.slice(1)}`);
    proxy = await databaseProxy({ host: templateUrl.hostname, port: Number(templateUrl.port || 5432) });
    const url = new URL(templateUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    t = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await proxy?.start().catch(() => undefined);
    await t?.close();
    await proxy?.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('answers 503 with Retry-After while it is down, and works again when it is back', async () => {
    const client = testClient(t.app);
    const signIn = () =>
      client.request({
        method: 'POST',
        url: '/api/account/sign_in',
        body: { email: 'nobody@example.com', password: 'not-the-password' },
      });
    expect((await signIn()).statusCode).toBe(401);
    const member = testClient(t.app);
    await member.signUp();
    expect((await member.request({ url: '/api/career/me' })).statusCode).toBe(200);

    await proxy.stop();
    for (const response of [await signIn(), await member.request({ url: '/api/career/me' })]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({
        error: { code: 'service_unavailable', message: 'Service temporarily unavailable' },
      });
    }
    // Work for the job queue (a data export, prepared in the background) cannot be queued either.
    const exportRequest = await member.request({ method: 'POST', url: '/api/career/data_exports', body: {} });
    expect(exportRequest.statusCode, exportRequest.body).toBe(503);
    const health = await client.request({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));

    await proxy.start();
    expect((await signIn()).statusCode).toBe(401);
    expect((await member.request({ url: '/api/career/me' })).statusCode).toBe(200);
    expect((await client.request({ url: '/api/health' })).statusCode).toBe(200);
  });
});
