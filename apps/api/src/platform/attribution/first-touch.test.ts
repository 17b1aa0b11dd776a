import { describe, expect, it } from 'vitest';
import {
  attributionFromCookies,
  decodeFirstTouch,
  encodeFirstTouch,
  firstTouchFromUrl,
  jobIdFromPath,
  parseGuestId,
} from './first-touch.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('firstTouchFromUrl', () => {
  it('takes the URL, the job id and both affiliate values', () => {
    expect(
      firstTouchFromUrl(
        '/jobs/chief-financial-officer/48213?affiliate=%20partner-42%20&retention_affiliate=mail_03',
        NOW,
      ),
    ).toEqual({
      url: '/jobs/chief-financial-officer/48213?affiliate=%20partner-42%20&retention_affiliate=mail_03',
      jobId: 48213,
      affiliate: 'partner-42',
      retentionAffiliate: 'mail_03',
      at: '2026-03-01T10:00:00.000Z',
    });
  });

  it('leaves out what is not there or not acceptable', () => {
    const touch = firstTouchFromUrl(`/?affiliate=${'a'.repeat(101)}&retention_affiliate=%E2%80%AEevil%00`, NOW);
    expect(touch).toMatchObject({ url: expect.stringMatching(/^\/\?affiliate=a+&/), jobId: null });
    expect(touch.affiliate).toBeNull();
    expect(touch.retentionAffiliate).toBeNull();
    expect(firstTouchFromUrl('/?affiliate=%20%20', NOW).affiliate).toBeNull();
    expect(firstTouchFromUrl('/?affiliate=Partenaire%20%C3%A9t%C3%A9', NOW).affiliate).toBe('Partenaire été');
    expect(firstTouchFromUrl('/?affiliate=a&affiliate=b', NOW).affiliate).toBe('a');
  });

  it('keeps the URL to 2000 printable ASCII characters', () => {
    const long = firstTouchFromUrl(`/jobs?utm_term=${'x'.repeat(5000)}`, NOW);
    expect(long.url).toHaveLength(2000);
    expect(firstTouchFromUrl('/stellen/münchen b\u0000?utm_term=a b', NOW).url).toBe(
      '/stellen/m%C3%BCnchen%20b%00?utm_term=a%20b',
    );
    expect(firstTouchFromUrl('http://laufbahn.de/jobs/7?x=1', NOW)).toMatchObject({ url: '/jobs/7', jobId: 7 });
  });

  it('encodes to a cookie value that stays under the 4 KB a browser keeps, even at every limit', () => {
    const worst = {
      ...firstTouchFromUrl(`/${'\u00ff'.repeat(3000)}`, NOW),
      affiliate: '\u4e2d'.repeat(100),
      retentionAffiliate: '\u4e2d'.repeat(100),
      jobId: 2_147_483_647,
    };
    const value = encodeFirstTouch(worst);
    expect(`lb_first_touch=${value}`.length).toBeLessThan(4096);
    expect(decodeFirstTouch(value, NOW)).toEqual(worst);
  });
});

describe('jobIdFromPath', () => {
  it.each([
    ['/jobs/cfo/123', 123],
    ['/jobs/123/', 123],
    ['/jobs/0042', 42],
    ['/jobs/2147483647', 2_147_483_647],
    ['/jobs/2147483648', null],
    ['/jobs/99999999999', null],
    ['/jobs/0', null],
    ['/jobs/12a', null],
    ['/jobs/-5', null],
    ['/jobs/1e3', null],
    ['/', null],
  ])('%s → %s', (path, id) => expect(jobIdFromPath(path)).toBe(id));
});

describe('decodeFirstTouch', () => {
  const valid = firstTouchFromUrl('/jobs/5?affiliate=x', NOW);

  it('reads back what it wrote', () => {
    expect(decodeFirstTouch(encodeFirstTouch(valid), NOW)).toEqual(valid);
  });

  it.each([
    ['no cookie', undefined],
    ['an empty cookie', ''],
    ['not base64url', 'a+b/c=='],
    ['not JSON', Buffer.from('{"url":').toString('base64url')],
    ['JSON that is not an object', encodeJson([1, 2])],
    ['null', encodeJson(null)],
    ['a missing field', encodeJson({ ...valid, at: undefined })],
    ['an unknown field', encodeJson({ ...valid, admin: true })],
    ['a wrong type', encodeJson({ ...valid, jobId: '5' })],
    ['a job id out of range', encodeJson({ ...valid, jobId: 2_147_483_648 })],
    ['a URL that is not a path', encodeJson({ ...valid, url: 'https://evil.example/' })],
    ['a URL with control characters', encodeJson({ ...valid, url: '/a\nb' })],
    ['a URL over 2000 characters', encodeJson({ ...valid, url: `/${'a'.repeat(2000)}` })],
    ['an affiliate over 100 characters', encodeJson({ ...valid, affiliate: 'a'.repeat(101) })],
    ['an affiliate with a bidi override', encodeJson({ ...valid, affiliate: 'a\u202eb' })],
    ['an affiliate with spaces around it', encodeJson({ ...valid, affiliate: ' a ' })],
    ['a time that is not ISO', encodeJson({ ...valid, at: 'yesterday' })],
    ['a time in the future', encodeJson({ ...valid, at: '2027-01-01T00:00:00.000Z' })],
    ['a huge value', 'A'.repeat(100_000)],
  ])('ignores %s', (_label, value) => {
    expect(decodeFirstTouch(value, NOW)).toBeUndefined();
  });
});

describe('attributionFromCookies', () => {
  const guest = '3f0c6a4e-8a51-4c36-9f5e-0d5b1f0a9c21';

  it('maps valid cookies onto the account fields', () => {
    const touch = firstTouchFromUrl('/jobs/5?retention_affiliate=winback', new Date());
    expect(attributionFromCookies({ lb_guest: guest, lb_first_touch: encodeFirstTouch(touch) })).toEqual({
      guestId: guest,
      firstTouchUrl: '/jobs/5?retention_affiliate=winback',
      firstTouchJobId: 5,
      affiliate: null,
      retentionAffiliate: 'winback',
      firstTouchAt: new Date(touch.at),
    });
  });

  it('gives nulls for missing or garbage cookies, one independently of the other', () => {
    const nothing = {
      guestId: null,
      firstTouchUrl: null,
      firstTouchJobId: null,
      affiliate: null,
      retentionAffiliate: null,
      firstTouchAt: null,
    };
    expect(attributionFromCookies({})).toEqual(nothing);
    expect(attributionFromCookies({ lb_guest: 'not-a-uuid', lb_first_touch: '%%%' })).toEqual(nothing);
    expect(attributionFromCookies({ lb_guest: guest, lb_first_touch: 'garbage' })).toEqual({
      ...nothing,
      guestId: guest,
    });
  });

  it('accepts only UUIDs as guest ids', () => {
    expect(parseGuestId(guest.toUpperCase())).toBe(guest);
    expect(parseGuestId(`${guest} `)).toBeUndefined();
    expect(parseGuestId(`${guest}0`)).toBeUndefined();
    expect(parseGuestId("' or 1=1 --")).toBeUndefined();
    expect(parseGuestId(undefined)).toBeUndefined();
  });
});
