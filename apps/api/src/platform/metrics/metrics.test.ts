// Both engines: the pool figures exist on PostgreSQL only, and the queue depth is read with the queue's own SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';

/** The CV queue (a module's; platform code names it only by its name). */
const CV_QUEUE = { name: 'cv-processing' };

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /api/metrics', () => {
  let open: TestApp;
  let guarded: TestApp;
  let production: TestApp;
  let productionWithToken: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
    guarded = await createTestApp({ METRICS_TOKEN: TOKEN });
    production = await createTestApp({ NODE_ENV: 'production' });
    productionWithToken = await createTestApp({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    for (const t of [open, guarded, production, productionWithToken]) await t?.close();
  });

  it('answers the Prometheus text format with request, queue, search, CV and database figures', async () => {
    const client = testClient(open.app);
    await client.request({ url: '/api/career/jobs/987654321' });
    await client.request({ url: '/api/career/jobs?q=Controller' });
    await client.request({ url: '/api/career/jobs/title-suggestions?q=Contr' });
    await client.request({ url: '/api/nothing/4711' });
    await open.app.jobQueue.send(CV_QUEUE.name, { generatedProfileId: 1 });

    const response = await client.request({ url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    for (const name of [
      'laufbahn_http_requests_total',
      'laufbahn_http_request_duration_seconds',
      'laufbahn_queue_waiting_jobs',
      'laufbahn_job_attempt_failures_total',
      'laufbahn_cv_processing_duration_seconds',
      'laufbahn_job_search_duration_seconds',
      'laufbahn_database_up',
    ]) {
      expect(text).toContain(`# HELP ${name} `);
      expect(text).toMatch(new RegExp(`# TYPE ${name} (counter|gauge|histogram)`));
    }
    // Every line is a comment or `name{labels} value`.
    for (const line of text.split('\n').filter(Boolean))
      expect(line).toMatch(/^(# (HELP|TYPE) .+|[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? -?[0-9.e+-]+|.* (NaN|\+Inf|-Inf))$/);

    // Route patterns, never the ids in the address.
    expect(
      sample(text, 'laufbahn_http_requests_total', { route: '/api/career/jobs/:id', method: 'GET', status: '404' }),
    ).toBe(1);
    expect(sample(text, 'laufbahn_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toMatch(/"[^"]*987654321[^"]*"/);
    // Labels name route patterns, never the raw address (process figures may hold any digits, so look at labels).
    expect(text).not.toMatch(/"[^"]*4711[^"]*"/);
    expect(text).not.toContain('Controller');
    expect(sample(text, 'laufbahn_http_request_duration_seconds_count', { route: '/api/career/jobs/:id' })).toBe(1);
    expect(sample(text, 'laufbahn_job_search_duration_seconds_count', { operation: 'search' })).toBeGreaterThan(0);
    expect(sample(text, 'laufbahn_job_search_duration_seconds_count', { operation: 'suggest_titles' })).toBe(1);
    expect(sample(text, 'laufbahn_queue_waiting_jobs', { queue: CV_QUEUE.name })).toBe(1);
    expect(sample(text, 'laufbahn_database_up')).toBe(1);
    if (open.database.kind === 'postgres') {
      expect(sample(text, 'laufbahn_db_pool_max_connections')).toBe(4);
      expect(sample(text, 'laufbahn_db_pool_saturation_ratio')).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts CV processing and failed job attempts', async () => {
    // A job for a generated profile that does not exist: the attempt ends, timed.
    await open.app.cvProcessing.runDue();
    const text = (await testClient(open.app).request({ url: '/api/metrics' })).body;
    expect(sample(text, 'laufbahn_queue_waiting_jobs', { queue: CV_QUEUE.name })).toBe(0);
    const completed = sample(text, 'laufbahn_cv_processing_duration_seconds_count', { outcome: 'completed' }) ?? 0;
    const errors = sample(text, 'laufbahn_cv_processing_duration_seconds_count', { outcome: 'error' }) ?? 0;
    expect(completed + errors).toBe(1);
    expect(sample(text, 'laufbahn_job_attempt_failures_total', { queue: CV_QUEUE.name }) ?? 0).toBe(errors);
  });

  it('needs the token when one is set: 401 without it or with a wrong one', async () => {
    const client = testClient(guarded.app);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const refused = await client.request({ url: '/api/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json().error.code).toBe('unauthenticated');
      expect(refused.body).not.toContain('laufbahn_');
    }
    const allowed = await client.request({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('laufbahn_http_requests_total');
  });

  it('is not public in production: absent without a token, guarded with one', async () => {
    expect((await testClient(production.app).request({ url: '/api/metrics' })).statusCode).toBe(404);
    const client = testClient(productionWithToken.app);
    expect((await client.request({ url: '/api/metrics' })).statusCode).toBe(401);
    const allowed = await client.request({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
  });

  it('takes odd input without a 5xx', async () => {
    const client = testClient(guarded.app);
    for (const authorization of ['Bearer ', 'Bearer ' + 'x'.repeat(10_000), 'Basic Zm9vOmJhcg==', 'Bearer\u0000x']) {
      const answer = await client.request({ url: '/api/metrics', headers: { authorization } }).catch(() => undefined);
      if (answer) expect(answer.statusCode).toBe(401);
    }
    expect((await client.request({ url: '/api/metrics?x=' + 'y'.repeat(5000) })).statusCode).toBe(401);
  });
});
