import { describe, expect, it } from 'vitest';
import { parseJobSearch } from '../../model/parse-job-search.ts';
import { keywordSearchPath, riseMessage } from './trend-model.ts';

describe('trend links', () => {
  it('lead to the search for the keyword, at the address the search form makes', () => {
    expect(keywordSearchPath('leiter vertrieb')).toBe('/career/show?q=leiter+vertrieb');
    expect(keywordSearchPath('  Leiter   Vertrieb (m/w/d) ')).toBe('/career/show?q=Leiter+Vertrieb+%28m%2Fw%2Fd%29');
    expect(keywordSearchPath('Müller & Söhne GmbH')).toBe('/career/show?q=M%C3%BCller+%26+S%C3%B6hne+GmbH');
  });

  it('read back as the same keyword on the search page', () => {
    const keyword = 'Directeur financier – Île-de-France';
    const query = keywordSearchPath(keyword).split('?')[1];
    expect(parseJobSearch(new URLSearchParams(query)).q).toBe(keyword);
  });

  it('stay within the keyword length the API accepts, and fall back to the plain search when empty', () => {
    const long = `${'a'.repeat(99)} ${'b'.repeat(50)}`;
    expect(new URLSearchParams(keywordSearchPath(long).split('?')[1]).get('q')).toBe('a'.repeat(99));
    expect(keywordSearchPath('   ')).toBe('/career/show');
  });
});

describe('trend texts', () => {
  it('tell a rise from an earlier count, or from none', () => {
    expect(riseMessage({ count: 12, previousCount: 3 })).toEqual({ key: 'trends.rising.change', from: 3, to: 12 });
    expect(riseMessage({ count: 5, previousCount: 0 })).toEqual({ key: 'trends.rising.new', from: 0, to: 5 });
  });
});
