import { describe, expect, it } from 'vitest';
import { deviceClassOf } from './device-class.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('deviceClassOf', () => {
  it('takes a phone by the client hint or by the user agent', () => {
    expect(deviceClassOf(new Headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP }))).toBe('mobile');
    expect(deviceClassOf(new Headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': PIXEL }))).toBe('mobile');
    expect(deviceClassOf(new Headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': DESKTOP }))).toBe('desktop');
  });

  it('falls back to the user agent, and to desktop without one', () => {
    expect(deviceClassOf(new Headers({ 'user-agent': IPHONE }))).toBe('mobile');
    expect(deviceClassOf(new Headers({ 'user-agent': PIXEL }))).toBe('mobile');
    expect(deviceClassOf(new Headers({ 'user-agent': DESKTOP }))).toBe('desktop');
    expect(deviceClassOf(new Headers())).toBe('desktop');
  });
});
