// Both engines: the location search matches and orders text (trigrams, accents, collation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => testClient(t.app).request({ url, headers });

describe('GET /api/career/taxonomies', () => {
  it('lists every selection in the requested language with the spec’s ids', async () => {
    const response = await get('/api/career/taxonomies?locale=de');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.careerLevels.map((l: { id: number }) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.managementExperiences).toHaveLength(5);
    expect(body.functions.length).toBeGreaterThan(15);
    expect(body.industries.length).toBeGreaterThan(20);
    expect(body.careerLevels[6].name).toContain('500');
    const countries = Object.fromEntries(body.countries.map((c: { id: number; name: string }) => [c.id, c.name]));
    expect(countries).toMatchObject({
      44: 'Deutschland',
      235: 'Vereinigte Staaten',
      69: 'Vereinigtes Königreich',
      158: 'Niederlande',
      56: 'Frankreich',
      88: 'Italien',
      200: 'Spanien',
      191: 'Schweiz',
      23: 'Belgien',
      166: 'Österreich',
      1000: 'Europa',
    });
    // The spec's selections come first, in their order.
    expect(body.countries.slice(0, 11).map((c: { id: number }) => c.id)).toEqual([
      23, 44, 56, 69, 88, 158, 166, 191, 200, 235, 1000,
    ]);
    // ISO codes, so that the page can check phone numbers for a country; "Europe" has none.
    const iso = Object.fromEntries(
      body.countries.map((c: { id: number; isoCode: string | null }) => [c.id, c.isoCode]),
    );
    expect(iso).toMatchObject({ 44: 'DE', 235: 'US', 69: 'GB', 166: 'AT', 191: 'CH', 1000: null });
  });

  it('translates names and formats salary bands in the country version’s currency', async () => {
    const fr = (await get('/api/career/taxonomies?locale=fr', { host: 'fra.localhost' })).json();
    expect(fr.countries.find((c: { id: number }) => c.id === 44).name).toBe('Allemagne');
    expect(fr.salaryRanges[0].name).toMatch(/^moins de 50\s000\s€$/);
    const us = (await get('/api/career/taxonomies', { host: 'usa.localhost' })).json();
    expect(us.salaryRanges[1].name).toBe('$50,000 – $60,000');
    expect(us.salaryRanges.at(-1).name).toBe('over $500,000');
    const ch = (await get('/api/career/taxonomies?locale=de', { host: 'chd.localhost' })).json();
    expect(ch.salaryRanges[1].name).toContain('CHF');
  });

  it('rejects odd input (422)', async () => {
    expect((await get('/api/career/taxonomies?locale=' + 'x'.repeat(50))).statusCode).toBe(422);
    expect((await get('/api/career/taxonomies?foo=1')).json().error.fields).toEqual({
      foo: ['validation.unknownField'],
    });
  });
});

describe('GET /api/career/api/industries/search', () => {
  it('finds industries by part of their name, accent- and case-insensitive', async () => {
    const response = await get('/api/career/api/industries/search?search=AUTOMOCION&locale=es');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((i: { name: string }) => i.name)).toContain('Automoción');
    const none = await get('/api/career/api/industries/search?search=zzzz&locale=de');
    expect(none.json()).toEqual([]);
  });
});

describe('GET /api/career/locations', () => {
  it('finds München by "munchen", "muenchen" and "münch", largest city first', async () => {
    for (const search of ['munchen', 'Muenchen', 'münch', 'MÜNCHEN']) {
      const [first] = (await get(`/api/career/locations?search=${encodeURIComponent(search)}&locale=de`)).json();
      expect(first).toMatchObject({ geoCodeId: 2867714, name: 'München', countryId: 44 });
      expect(first.latitude).toBeCloseTo(48.14, 1);
    }
  });

  it('filters by country and ranks by population', async () => {
    const paris = (await get('/api/career/locations?search=paris&country=56')).json();
    expect(paris[0].name).toBe('Paris');
    expect(paris.every((l: { countryId: number }) => l.countryId === 56)).toBe(true);
    const usa = (await get('/api/career/locations?search=paris&country=235')).json();
    expect(usa.length).toBeGreaterThan(0);
    expect(
      usa.every((l: { countryId: number; region: string }) => l.countryId === 235 && /^[A-Z]{2}$/.test(l.region)),
    ).toBe(true);
    const europe = (await get('/api/career/locations?search=paris&country=1000')).json();
    expect(europe.some((l: { countryId: number }) => l.countryId === 235)).toBe(false);
  });

  it('answers an empty list when nothing matches, and treats wildcards literally', async () => {
    expect((await get('/api/career/locations?search=xqzzy')).json()).toEqual([]);
    expect((await get('/api/career/locations?search=%25')).json()).toEqual([]);
    expect((await get('/api/career/locations?search=')).json()).toEqual([]);
  });

  it('validates its query (422 with the field)', async () => {
    expect((await get('/api/career/locations')).json().error.fields).toEqual({ search: ['validation.required'] });
    expect((await get('/api/career/locations?search=a&country=abc')).json().error.fields.country).toBeDefined();
    expect((await get('/api/career/locations?search=a&limit=500')).statusCode).toBe(422);
    // Past PostgreSQL's integer range, or with a NUL byte: refused before the database sees it.
    expect((await get('/api/career/locations?search=a&country=99999999999')).json().error.fields).toEqual({
      country: ['validation.invalid'],
    });
    expect((await get('/api/career/locations?search=a%00b')).json().error.fields).toEqual({
      search: ['validation.invalid'],
    });
    expect((await get('/api/career/api/industries/search?search=a%00b')).statusCode).toBe(422);
    expect((await get(`/api/career/locations?search=${'a'.repeat(500)}`)).json().error.fields).toEqual({
      search: ['validation.tooLong'],
    });
  });
});
