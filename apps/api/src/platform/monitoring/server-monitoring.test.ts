import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope.ts';
import { captureServerError, startServerMonitoring } from './server-monitoring.ts';

describe('server monitoring', () => {
  let collector: http.Server;
  const received: Buffer[] = [];
  beforeAll(async () => {
    // Stands in for Sentry's ingest host.
    collector = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push(Buffer.concat(chunks));
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => collector.close(resolve)));

  it('is off without a DSN', async () => {
    expect(await startServerMonitoring({ dsn: undefined, environment: 'test' })).toBeUndefined();
  });

  it('reports a server failure with the route pattern and without personal data', async () => {
    const port = (collector.address() as AddressInfo).port;
    const started = await startServerMonitoring({
      dsn: `http://serverkey@127.0.0.1:${port}/7`,
      environment: 'test',
      sampleRate: 1,
    });
    captureServerError(new Error('Query failed for jonas.meier@example.com'), '/api/career/jobs/:id');
    expect(await started!.flush()).toBe(true);
    const events = received
      .flatMap((body) => parseEnvelope(body).items)
      .filter((item) => item.header.type === 'event')
      .map((item) => JSON.parse(item.payload.toString()) as { exception: { values: { value: string }[] } });
    expect(events).toHaveLength(1);
    expect(events[0]!.exception.values[0]!.value).toBe('Query failed for [email] [/api/career/jobs/:id]');
    expect(JSON.stringify(events)).not.toContain('jonas.meier');
    await started!.stop();
    // Stopped: nothing more leaves.
    captureServerError(new Error('after the stop'), undefined);
    expect(received.some((body) => body.includes('after the stop'))).toBe(false);
  });
});
