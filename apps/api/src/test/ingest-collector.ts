import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnvelope } from '../platform/monitoring/envelope.ts';

/** Stands in for Sentry's ingest host in tests: keeps every body it receives. */
export async function startIngestCollector() {
  const received: Buffer[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks));
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    /** A DSN that sends to this collector. */
    dsn: (key: string, project: number) =>
      `http://${key}@127.0.0.1:${(server.address() as AddressInfo).port}/${project}`,
    /** The error events received so far, parsed. */
    events: <T>() =>
      received
        .flatMap((body) => parseEnvelope(body).items)
        .filter((item) => item.header.type === 'event')
        .map((item) => JSON.parse(item.payload.toString()) as T),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
