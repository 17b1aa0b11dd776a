import { describe, expect, it } from 'vitest';
import { escapeLike, foldForSearch, foldGermanUmlauts } from './search-text.ts';

describe('foldForSearch', () => {
  it('removes accents, case and extra spaces', () => {
    expect(foldForSearch('  München ')).toBe('munchen');
    expect(foldForSearch('Łódź')).toBe('lodz');
    expect(foldForSearch('Straßburg')).toBe('strassburg');
    expect(foldForSearch('Søborg   Nord')).toBe('soborg nord');
    expect(foldForSearch('CÔTE-D’OR')).toBe('cote-d’or');
  });
  it('transcribes German umlauts on request', () => {
    expect(foldGermanUmlauts('München')).toBe('muenchen');
    expect(foldGermanUmlauts('Göttingen')).toBe('goettingen');
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
