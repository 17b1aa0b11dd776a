import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path.ts';

describe('safeReturnPath', () => {
  it('keeps paths on this site with their query', () => {
    expect(safeReturnPath('/career/jobs/cfo/4711?from=search')).toBe('/career/jobs/cfo/4711?from=search');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('sends everything else home', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'career/show',
    ]) {
      expect(safeReturnPath(value)).toBe('/');
    }
  });
});
