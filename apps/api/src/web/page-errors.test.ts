// A page that fails while it is rendered reaches the server's monitoring through its load context.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebLoadContext } from '@laufbahn/contracts/web-context';
import { startServerMonitoring } from '../platform/monitoring/server-monitoring.ts';
import { startIngestCollector } from '../test/ingest-collector.ts';
import { openPageTestApp } from '../test/page-test-app.ts';

let app: FastifyInstance;
let closeApp: () => Promise<void>;
let collector: Awaited<ReturnType<typeof startIngestCollector>>;

/** What the web app's `handleError` and the renderer's `onError` do with a failure. */
async function failingRender(_request: Request, context: WebLoadContext): Promise<Response> {
  context.reportError(new Error('Rendering the job failed for jonas.meier@example.com'));
  return new Response('<!DOCTYPE html><p>failed</p>', { status: 500, headers: { 'content-type': 'text/html' } });
}

beforeAll(async () => {
  collector = await startIngestCollector();
  ({ app, close: closeApp } = await openPageTestApp(failingRender));
});
afterAll(async () => {
  await closeApp();
  await collector.close();
});

it('reports a page that fails to render, with its path masked and without personal data', async () => {
  const monitoring = await startServerMonitoring({
    dsn: collector.dsn('pagekey', 9),
    environment: 'test',
    sampleRate: 1,
  });
  try {
    const page = await app.inject({ url: '/career/jobs/controller-m-w/987123?email=jonas.meier@example.com' });
    expect(page.statusCode).toBe(500);
    expect(await monitoring!.flush()).toBe(true);
    const values = collector
      .events<{ exception: { values: { value: string }[] } }>()
      .map((event) => event.exception.values[0]!.value);
    expect(values).toEqual(['Rendering the job failed for [email] [/career/jobs/:id]']);
    expect(JSON.stringify(collector.received.map(String))).not.toContain('987123');
  } finally {
    await monitoring!.stop();
  }
});
