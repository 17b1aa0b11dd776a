import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFirstTouch, encodeFirstTouch, firstTouchFromUrl } from './first-touch.ts';
import { rememberFirstVisit } from './visitor-cookies.ts';

// The web mount needs the built web app; this stands in for its page handler.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  app.all('/*', async (request, reply) => {
    rememberFirstVisit(request, reply);
    return 'page';
  });
  await app.ready();
});
afterAll(() => app.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const YEAR = 365 * 24 * 3600;

const visit = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') =>
  app.inject({ method, url, headers: { host: 'deu.localhost:3000', ...headers } });
const cookieNamed = (response: Awaited<ReturnType<typeof visit>>, name: string) =>
  response.cookies.find((c) => c.name === name);

describe('first visit cookies', () => {
  it('gives a first-time visitor a guest id and the first touch', async () => {
    const before = Date.now();
    const response = await visit('/jobs/cfo-munich/48213?affiliate=partner-7&retention_affiliate=winback');
    const guest = cookieNamed(response, 'lb_guest')!;
    expect(guest.value).toMatch(UUID);
    expect(guest).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: YEAR });
    expect(guest.httpOnly).toBeUndefined();
    expect(guest.secure).toBeUndefined();

    const touchCookie = cookieNamed(response, 'lb_first_touch')!;
    expect(touchCookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: YEAR, httpOnly: true });
    const touch = decodeFirstTouch(touchCookie.value)!;
    expect(touch).toMatchObject({
      url: '/jobs/cfo-munich/48213?affiliate=partner-7&retention_affiliate=winback',
      jobId: 48213,
      affiliate: 'partner-7',
      retentionAffiliate: 'winback',
    });
    expect(Date.parse(touch.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('marks both cookies Secure on a real host name', async () => {
    const response = await visit('/', { host: 'laufbahn.de' });
    expect(cookieNamed(response, 'lb_guest')!.secure).toBe(true);
    expect(cookieNamed(response, 'lb_first_touch')!.secure).toBe(true);
    const touch = decodeFirstTouch(cookieNamed(response, 'lb_first_touch')!.value)!;
    expect(touch).toMatchObject({ url: '/', jobId: null, affiliate: null, retentionAffiliate: null });
  });

  it('never replaces the cookies of a returning visitor', async () => {
    const guest = '3f0c6a4e-8a51-4c36-9f5e-0d5b1f0a9c21';
    const touch = encodeFirstTouch(firstTouchFromUrl('/?affiliate=first'));
    const returning = await visit('/jobs/1?affiliate=second', { cookie: `lb_guest=${guest}; lb_first_touch=${touch}` });
    expect(returning.cookies).toEqual([]);
    // Without a first touch (deleted, or it arrived before this feature) the guest id alone does not make a first visit.
    const guestOnly = await visit('/jobs/1', { cookie: `lb_guest=${guest}` });
    expect(guestOnly.cookies).toEqual([]);
    // A lost guest id is given anew, but the first touch stays the one from the first visit.
    const touchOnly = await visit('/jobs/1?affiliate=second', { cookie: `lb_first_touch=${touch}` });
    expect(touchOnly.cookies.map((c) => c.name)).toEqual(['lb_guest']);
  });

  it('replaces unreadable cookies instead of keeping them', async () => {
    const response = await visit('/', { cookie: 'lb_guest=not-a-uuid; lb_first_touch=tampered%00value' });
    expect(cookieNamed(response, 'lb_guest')!.value).toMatch(UUID);
    expect(decodeFirstTouch(cookieNamed(response, 'lb_first_touch')!.value)).toBeDefined();
  });

  it('sets nothing on form posts and client-side data requests', async () => {
    expect((await visit('/login', {}, 'POST')).cookies).toEqual([]);
    expect((await visit('/jobs/5.data')).cookies).toEqual([]);
    expect((await visit('/_root.data?_routes=root')).cookies).toEqual([]);
  });

  it('keeps no query value but the attribution keys', async () => {
    const response = await visit(
      '/reset-password?token=secret-token&email=anna%40example.org&q=cfo&utm_source=newsletter&affiliate=partner-7',
    );
    const touch = decodeFirstTouch(cookieNamed(response, 'lb_first_touch')!.value)!;
    expect(touch.url).toBe('/reset-password?affiliate=partner-7&utm_source=newsletter');
    expect(JSON.stringify(touch)).not.toMatch(/secret-token|anna|cfo/);
  });

  it('copes with odd URLs', async () => {
    const long = await visit(`/jobs/${'x'.repeat(10_000)}?affiliate=${'y'.repeat(500)}`);
    const touch = decodeFirstTouch(cookieNamed(long, 'lb_first_touch')!.value)!;
    expect(touch.url).toHaveLength(2000);
    expect(touch.affiliate).toBeNull();
    const odd = await visit('/stellen/m%C3%BCnchen/99999999999?affiliate=%E0%A4%A&retention_affiliate=%F0%9F%9A%80');
    expect(decodeFirstTouch(cookieNamed(odd, 'lb_first_touch')!.value)).toMatchObject({
      jobId: null,
      retentionAffiliate: '🚀',
    });
  });
});
