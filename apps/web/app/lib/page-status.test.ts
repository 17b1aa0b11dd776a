import { describe, expect, it } from 'vitest';
import { pageFailure } from './page-status.ts';

describe('pageFailure', () => {
  it('answers 429 with the API’s Retry-After when rate limited, never 500', () => {
    expect(pageFailure(429, { 'retry-after': '42' })).toEqual({ status: 429, retryAfter: '42' });
    expect(pageFailure(429, { 'retry-after': ['7', '9'] })).toEqual({ status: 429, retryAfter: '7' });
    expect(pageFailure(429)).toEqual({ status: 429 });
  });

  it('treats an address the API cannot name a position for as not found', () => {
    for (const status of [400, 404, 410, 422]) expect(pageFailure(status)).toEqual({ status: 404 });
  });

  it('keeps other refusals and the API’s own failures, and calls anything else a bad gateway', () => {
    expect(pageFailure(403)).toEqual({ status: 403 });
    expect(pageFailure(406)).toEqual({ status: 406 });
    expect(pageFailure(503)).toEqual({ status: 503 });
    expect(pageFailure(500)).toEqual({ status: 500 });
    expect(pageFailure(302)).toEqual({ status: 502 });
    expect(pageFailure(0)).toEqual({ status: 502 });
  });
});
