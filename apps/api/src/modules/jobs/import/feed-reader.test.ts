import { describe, expect, it } from 'vitest';
import { readFeed } from './feed-reader.ts';

const posting = (id: string) => ({ '@context': 'https://schema.org', '@type': 'JobPosting', identifier: id });
const ids = (body: string) =>
  readFeed(body).entries.map((entry) => (entry.value as { identifier?: string }).identifier);

describe('feed reader', () => {
  it('reads a single posting, an array, @graph and an ItemList, passing over other typed nodes', () => {
    expect(ids(JSON.stringify(posting('a')))).toEqual(['a']);
    expect(ids(JSON.stringify([posting('a'), posting('b')]))).toEqual(['a', 'b']);
    expect(
      ids(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [{ '@type': 'WebPage' }, posting('a'), { '@type': 'Organization', name: 'X' }, posting('b')],
        }),
      ),
    ).toEqual(['a', 'b']);
    expect(
      ids(
        JSON.stringify({
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, item: posting('a') },
            { '@type': 'ListItem', position: 2, item: { '@graph': [posting('b')] } },
            posting('c'),
          ],
        }),
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it('reads NDJSON, reporting a broken line at its place', () => {
    const feed = readFeed(`${JSON.stringify(posting('a'))}\n\n{broken\r\n${JSON.stringify(posting('c'))}\n`);
    expect(feed.entries.map((entry) => [entry.index, (entry.value as { identifier: string }).identifier])).toEqual([
      [0, 'a'],
      [2, 'c'],
    ]);
    expect(feed.problems).toEqual([
      { index: 1, identifier: null, field: 'entry', reason: 'the line is not valid JSON' },
    ]);
  });

  it('reads the JSON-LD blocks of an HTML page, also with raw line breaks inside strings', () => {
    const page = `<!doctype html><html><head>
      <script type="application/ld+json">${JSON.stringify(posting('a'))}</script>
      <script type='application/ld+json'>
        //<![CDATA[
        {"@type": "JobPosting", "identifier": "b", "description": "line one
        line two"}
        //]]>
      </script>
      <script type="application/ld+json">{ not json }</script>
      <script>var x = {"@type": "JobPosting"};</script>
      </head><body><p>Stellenanzeige</p></body></html>`;
    const feed = readFeed(page);
    expect(feed.entries.map((entry) => (entry.value as { identifier: string }).identifier)).toEqual(['a', 'b']);
    expect(feed.problems).toEqual([
      {
        index: null,
        identifier: null,
        field: 'feed',
        reason: 'script block 3 (application/ld+json) is not valid JSON',
      },
    ]);
  });

  it('keeps anything else at an entry place as an entry, for validation to explain', () => {
    expect(readFeed('[42, null, "x", {"title": "no type"}]').entries.map((entry) => entry.value)).toEqual([
      42,
      null,
      'x',
      { title: 'no type' },
    ]);
  });

  it('reports what is no feed at all, and never throws', () => {
    const reasons = (body: string) => readFeed(body).problems.map((problem) => problem.reason);
    expect(reasons('')).toEqual(['the feed is empty']);
    expect(reasons('Stellenanzeige: Leiter Vertrieb')).toEqual(['not JSON, NDJSON or an HTML page with JSON-LD']);
    expect(reasons('a\nb\nc')).toEqual(['not JSON, NDJSON or an HTML page with JSON-LD']);
    expect(reasons('<rss><channel></channel></rss>')).toEqual([
      'the HTML page has no <script type="application/ld+json"> block',
    ]);
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(() => readFeed(deep)).not.toThrow();
    expect(readFeed(deep).entries).toEqual([]);
    expect(() => readFeed('\uFEFF' + 'x'.repeat(3_000_000))).not.toThrow();
    expect(() => readFeed('<'.repeat(1_000_000))).not.toThrow();
  });
});
