import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIngestCollector } from '../../test/ingest-collector.ts';
import { captureServerError, startServerMonitoring } from './server-monitoring.ts';

describe('server monitoring', () => {
  let collector: Awaited<ReturnType<typeof startIngestCollector>>;
  beforeAll(async () => {
    collector = await startIngestCollector();
  });
  afterAll(() => collector.close());

  it('is off without a DSN', async () => {
    expect(await startServerMonitoring({ dsn: undefined, environment: 'test' })).toBeUndefined();
  });

  it('reports a server failure with the route pattern and without personal data', async () => {
    const started = await startServerMonitoring({
      dsn: collector.dsn('serverkey', 7),
      environment: 'test',
      sampleRate: 1,
    });
    captureServerError(new Error('Query failed for jonas.meier@example.com'), '/api/career/jobs/:id');
    expect(await started!.flush()).toBe(true);
    const events = collector.events<{ exception: { values: { value: string }[] } }>();
    expect(events).toHaveLength(1);
    expect(events[0]!.exception.values[0]!.value).toBe('Query failed for [email] [/api/career/jobs/:id]');
    expect(JSON.stringify(events)).not.toContain('jonas.meier');
    await started!.stop();
    // Stopped: nothing more leaves.
    captureServerError(new Error('after the stop'), undefined);
    expect(collector.received.some((body) => body.includes('after the stop'))).toBe(false);
  });
});
