import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MONITORING_DSN, maskPath, maskUrl, scrubEvent, scrubText } from '@laufbahn/contracts/monitoring';
import { createTestApp, randomIp, type TestApp } from '../../test/test-app.ts';
import { parseEnvelope } from './envelope.ts';

const PERSONAL = {
  email: 'jonas.meier@example.com',
  iban: 'DE89 3704 0044 0532 0130 00',
  phone: '+49 89 12345678',
  token: 'tok_4f9a8b7c6d5e4f3a2b1c0d9e8f7a',
};

/** An error event as the browser SDK sends it, full of what must not leave. */
const browserEvent = () => ({
  event_id: '0123456789abcdef0123456789abcdef',
  platform: 'javascript',
  transaction: '/career/jobs/controller-m-w/987123',
  message: `Failed for ${PERSONAL.email}`,
  user: { id: '77', email: PERSONAL.email, ip_address: '203.0.113.9' },
  request: {
    url: `http://deu.localhost/career/jobs/controller-m-w/987123?q=Controller&email=${PERSONAL.email}`,
    headers: { 'User-Agent': 'Mozilla/5.0', Cookie: 'lb_session=secret', Referer: 'http://deu.localhost/?x=1' },
    cookies: { lb_session: 'secret' },
    data: { iban: PERSONAL.iban },
    query_string: `email=${PERSONAL.email}`,
  },
  exception: {
    values: [
      {
        type: 'Error',
        value: `Payment of ${PERSONAL.iban} for ${PERSONAL.email} (call ${PERSONAL.phone}) with ${PERSONAL.token}, "Jonas Meier, Lebenslauf: Leiter Controlling"`,
        stacktrace: {
          frames: [
            { filename: 'app.js', abs_path: 'http://deu.localhost/assets/app.js?v=1', vars: { cv: 'Lebenslauf' } },
          ],
        },
      },
    ],
  },
  breadcrumbs: [
    { category: 'console', message: `CV text: Lebenslauf von Jonas` },
    { category: 'ui.input', message: 'input[name=email]' },
    {
      category: 'navigation',
      data: {
        from: '/profile/past-working-position/4711',
        to: '/complete/upload/12/abcdefabcdef1234567890/Lebenslauf Jonas.pdf/204800',
      },
    },
    {
      category: 'fetch',
      data: { url: `/api/career/jobs/987123?email=${PERSONAL.email}`, method: 'GET', status_code: 500 },
    },
  ],
  extra: { cvText: 'Lebenslauf' },
  contexts: { browser: { name: 'Chrome' }, state: { form: { email: PERSONAL.email } } },
  tags: { note: `for ${PERSONAL.email}` },
});

function envelope(
  dsn: string,
  items: { type: string; payload: unknown }[] = [{ type: 'event', payload: browserEvent() }],
) {
  const lines = [
    JSON.stringify({ event_id: '0123456789abcdef0123456789abcdef', dsn, sent_at: new Date().toISOString() }),
  ];
  for (const item of items) {
    const payload = typeof item.payload === 'string' ? item.payload : JSON.stringify(item.payload);
    lines.push(JSON.stringify({ type: item.type, length: Buffer.byteLength(payload) }), payload);
  }
  return lines.join('\n');
}

const expectNothingPersonal = (text: string) => {
  for (const value of [
    ...Object.values(PERSONAL),
    '987123',
    '4711',
    'Lebenslauf',
    'Jonas',
    'secret',
    '203.0.113.9',
    'Controller&',
  ])
    expect(text).not.toContain(value);
};

describe('masking', () => {
  it('masks ids, tokens and file names in paths and drops queries', () => {
    expect(maskPath('/career/jobs/123')).toBe('/career/jobs/:id');
    expect(maskPath('/career/jobs/controller-m-w/123?x=1#top')).toBe('/career/jobs/:id');
    expect(maskPath('/profile/past-working-position/4711/2')).toBe('/profile/past-working-position/:id/:id');
    expect(maskPath('/complete/upload/12/abcdef1234567890abcd/Lebenslauf.pdf/2048/scan')).toBe(
      '/complete/upload/:uploadId/:token/:fileName/:fileSize/scan',
    );
    expect(maskPath('/api/career/generated_profiles/5f0c7a52-8a4e-4b8e-9a55-1f2d3c4b5a69')).toBe(
      '/api/career/generated_profiles/:id',
    );
    expect(maskPath('/career/show')).toBe('/career/show');
    expect(maskUrl('https://laufbahn.de/career/jobs/9?email=a@b.de')).toBe('https://laufbahn.de/career/jobs/:id');
    expect(scrubText(`mail ${PERSONAL.email}, IBAN ${PERSONAL.iban}, ${PERSONAL.phone}, ${PERSONAL.token}`)).toBe(
      'mail [email], IBAN [iban], [number], [token]',
    );
  });

  it('takes quoted text out of messages (a name, a CV’s words), keeps quoted field names, and cuts long ones', () => {
    expect(scrubText('Unexpected token \'A\', "Anna Müller, Lebenslauf 2024" is not valid JSON')).toBe(
      'Unexpected token \'A\', "[text]" is not valid JSON',
    );
    expect(scrubText("Cannot read properties of undefined (reading 'startDate')")).toBe(
      "Cannot read properties of undefined (reading 'startDate')",
    );
    expect(scrubText('Kein Treffer für „Geschäftsführerin Vertrieb“')).toBe('Kein Treffer für „[text]“');
    expect(scrubText(`first line\nLebenslauf von Jonas Meier, geboren …`)).toBe('first line');
    const long = scrubText(`Failed: ${'Konzernrechnungslegung '.repeat(40)}`);
    expect(long.length).toBeLessThanOrEqual(301);
    expect(long.endsWith('…')).toBe(true);
  });

  it('leaves no personal data in an event', () => {
    const clean = scrubEvent(browserEvent()) as ReturnType<typeof browserEvent>;
    expectNothingPersonal(JSON.stringify(clean));
    expect(clean.transaction).toBe('/career/jobs/:id');
    expect(clean.request).toEqual({
      url: 'http://deu.localhost/career/jobs/:id',
      headers: { 'User-Agent': 'Mozilla/5.0' },
    });
    expect(clean.user).toBeUndefined();
    expect(clean.breadcrumbs.map((crumb) => crumb.category)).toEqual(['navigation', 'fetch']);
    expect(clean.breadcrumbs[0]!.data).toEqual({
      from: '/profile/past-working-position/:id',
      to: '/complete/upload/:uploadId/:token/:fileName/:fileSize',
    });
    expect(clean.contexts).toEqual({ browser: { name: 'Chrome' } });
  });
});

describe('POST /monitoring without a DSN (development store)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const post = (body: string | Buffer, headers: Record<string, string> = {}, ip = randomIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/monitoring',
      remoteAddress: ip,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: 'http://localhost',
        host: 'localhost',
        ...headers,
      },
      payload: body,
    });
  const stored = async () =>
    (await t.app.inject({ url: '/api/dev/monitoring', remoteAddress: '127.0.0.1' })).json<
      { envelope: { items: { type: string; payload?: Record<string, unknown> }[] } }[]
    >();

  it('keeps an envelope for the development DSN, scrubbed, and shows it at /dev/monitoring', async () => {
    const answer = await post(envelope(LOCAL_MONITORING_DSN));
    expect(answer.statusCode, answer.body).toBe(200);
    const [latest] = await stored();
    const event = latest!.envelope.items[0]!;
    expect(event.type).toBe('event');
    expect(event.payload!.transaction).toBe('/career/jobs/:id');
    expectNothingPersonal(JSON.stringify(latest));
    const page = await t.app.inject({ url: '/dev/monitoring', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/career/jobs/:id');
    expect(page.body).toContain('[email]');
    expectNothingPersonal(page.body);
  });

  it('drops attachments and unknown items, keeps sessions', async () => {
    const answer = await post(
      envelope(LOCAL_MONITORING_DSN, [
        { type: 'attachment', payload: `CV of ${PERSONAL.email}` },
        { type: 'mystery', payload: { email: PERSONAL.email } },
        { type: 'session', payload: { sid: 'abc', status: 'ok' } },
      ]),
    );
    expect(answer.statusCode).toBe(200);
    const [latest] = await stored();
    expect(latest!.envelope.items.map((item) => item.type)).toEqual(['session']);
  });

  it('refuses another DSN, another site, a malformed or oversized envelope', async () => {
    const other = await post(envelope('https://abc@o1.ingest.sentry.io/999'));
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('forbidden');
    const crossSite = await post(envelope(LOCAL_MONITORING_DSN), { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    for (const body of ['not json', '{"dsn":1}\n{"type":"event","length":999}\n{}', '[]']) {
      const malformed = await post(body);
      expect([400, 403]).toContain(malformed.statusCode);
      expect(malformed.statusCode).not.toBe(500);
    }
    expect((await post('')).statusCode).toBe(400);
    const huge = await post(
      envelope(LOCAL_MONITORING_DSN, [{ type: 'event', payload: { message: 'x'.repeat(1100 * 1024) } }]),
    );
    expect(huge.statusCode).toBe(413);
  });

  it('limits the envelopes per address: 60 a minute', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(envelope(LOCAL_MONITORING_DSN, []), {}, ip)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('shows the store to this machine only', async () => {
    expect((await t.app.inject({ url: '/dev/monitoring', remoteAddress: '203.0.113.5' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/monitoring', remoteAddress: '203.0.113.5' })).statusCode).toBe(404);
  });
});

describe('POST /monitoring with SENTRY_DSN', () => {
  let t: TestApp;
  let production: TestApp;
  let collector: http.Server;
  const received: { url: string; body: Buffer }[] = [];
  let dsn: string;

  beforeAll(async () => {
    // Stands in for Sentry's ingest host: records what arrives.
    collector = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body: Buffer.concat(chunks) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    dsn = `http://publickey123@127.0.0.1:${(collector.address() as AddressInfo).port}/42`;
    t = await createTestApp({ SENTRY_DSN: dsn });
    production = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t?.close();
    await production?.close();
    await new Promise((resolve) => collector?.close(resolve));
  });

  const post = (app: TestApp, body: string) =>
    app.app.inject({
      method: 'POST',
      url: '/monitoring',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: body,
    });

  it('forwards to the DSN’s project only, scrubbed', async () => {
    const answer = await post(t, envelope(dsn));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/api/42/envelope/');
    const forwarded = parseEnvelope(received[0]!.body);
    expect(forwarded.header.dsn).toBe(dsn);
    expect(JSON.parse(forwarded.items[0]!.payload.toString()).transaction).toBe('/career/jobs/:id');
    expectNothingPersonal(received[0]!.body.toString());
  });

  it('is no open proxy: another host, project or key is refused and nothing is sent', async () => {
    const port = (collector.address() as AddressInfo).port;
    for (const other of [
      'http://publickey123@evil.example/42',
      `http://publickey123@127.0.0.1:${port}/43`,
      `http://otherkey@127.0.0.1:${port}/42`,
      `http://publickey123@127.0.0.1:${port}/prefix/42`,
      LOCAL_MONITORING_DSN,
    ]) {
      const answer = await post(t, envelope(other));
      expect(answer.statusCode, other).toBe(403);
    }
    expect(received).toHaveLength(1);
    expect((await t.app.inject({ url: '/dev/monitoring', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('answers clearly in production without a DSN', async () => {
    const answer = await post(production, envelope(LOCAL_MONITORING_DSN));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe('Monitoring is not configured: SENTRY_DSN is not set');
    expect(production.app.monitoringSetup).toBeNull();
    expect(t.app.monitoringSetup).toEqual({ dsn, environment: 'test', local: false });
  });
});
