// Both engines: the feed import upserts and de-duplicates in SQL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapCareerLevel } from '@laufbahn/cv-parser/taxonomy/career-level';
import { mapFunction } from '@laufbahn/cv-parser/taxonomy/functions';
import { estimateSalary } from '@laufbahn/pay/estimate';
import type { Currency } from '@laufbahn/i18n/country-versions';
import { foldForSearch } from '../../../lib/search-text.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importJobFeed } from './import-feed.ts';
import { DEFAULT_FUNCTION_ID, DEFAULT_INDUSTRY_ID, DEFAULT_LISTING_DAYS } from './posting-to-job.ts';

const FIXTURE_TEXT = fs.readFileSync(new URL('./fixtures/job-postings.json', import.meta.url), 'utf8');
type Posting = Record<string, unknown>;
const POSTINGS = JSON.parse(FIXTURE_TEXT) as Posting[];
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every import gets a source of its own, so tests (and files sharing a PostgreSQL database) never meet. */
const newSource = () => `test-feed-${randomBytes(5).toString('hex')}`;

async function run(body: unknown, source = newSource()) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const result = await importJobFeed({ db: t.database.db, search: t.app.jobSearch }, { source, body: text });
  return { result, source };
}

interface Row {
  id: string;
  externalId: string;
  title: string;
  description: string;
  language: string;
  companyName: string;
  publisherName: string;
  publisherType: string;
  exclusive: boolean;
  industryId: number;
  functionId: number;
  careerLevelId: number;
  countryId: number;
  geoCodeId: number;
  city: string;
  latitude: number;
  longitude: number;
  workplaceType: string;
  salaryMin: number;
  salaryMax: number;
  currency: string;
  publishedAt: string;
  expiresAt: string;
}

async function rows(source: string): Promise<Row[]> {
  const result = await t.database.executeSql(
    `select id, external_id, title, description, language, company_name, publisher_name, publisher_type, exclusive,
       industry_id, function_id, career_level_id, country_id, geo_code_id, city, latitude, longitude, workplace_type,
       salary_min, salary_max, currency, published_at, expires_at
     from jobs where source = $1 order by external_id`,
    [source],
  );
  return result.rows.map((r) => ({
    id: String(r.id),
    externalId: String(r.external_id),
    title: String(r.title),
    description: String(r.description),
    language: String(r.language),
    companyName: String(r.company_name),
    publisherName: String(r.publisher_name),
    publisherType: String(r.publisher_type),
    exclusive: Boolean(r.exclusive),
    industryId: Number(r.industry_id),
    functionId: Number(r.function_id),
    careerLevelId: Number(r.career_level_id),
    countryId: Number(r.country_id),
    geoCodeId: Number(r.geo_code_id),
    city: String(r.city),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    workplaceType: String(r.workplace_type),
    salaryMin: Number(r.salary_min),
    salaryMax: Number(r.salary_max),
    currency: String(r.currency).trim(),
    publishedAt: new Date(r.published_at as string).toISOString(),
    expiresAt: new Date(r.expires_at as string).toISOString(),
  }));
}

/** The most populous city with this spelling (in the country, if given), straight from the tables. */
async function largestCity(spelling: string, countryId: number | null) {
  const { rows: found } = await t.database.executeSql(
    `select c.geo_code_id, c.name, c.latitude, c.longitude from city_search_names s
     join cities c on c.geo_code_id = s.geo_code_id
     where s.search_name = $1 and ($2::int is null or c.country_id = $2::int)
     order by c.population desc, c.geo_code_id limit 1`,
    [foldForSearch(spelling), countryId],
  );
  const city = found[0]!;
  return { geoCodeId: Number(city.geo_code_id), city: String(city.name) };
}

const COUNTRY = { AT: 166, BE: 23, CH: 191, DE: 44, ES: 200, FR: 56, GB: 69, IT: 88, NL: 158, US: 235 } as const;

describe('feed shapes', () => {
  const html = (blocks: unknown[]) =>
    `<!doctype html><html lang="de"><head><title>Stellen</title>${blocks
      .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
      .join('\n')}<script>window.x = 1;</script></head><body><h1>Stellen</h1></body></html>`;

  it.each([
    ['a single posting', JSON.stringify(POSTINGS[0]), 1],
    ['a JSON array (the fixture feed)', FIXTURE_TEXT, POSTINGS.length],
    [
      'an object with @graph',
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'WebSite', name: 'Karriere' }, ...POSTINGS.slice(0, 3), { '@type': 'Organization' }],
      }),
      3,
    ],
    [
      'an ItemList',
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: POSTINGS.slice(0, 4).map((item, i) => ({ '@type': 'ListItem', position: i + 1, item })),
      }),
      4,
    ],
    [
      'NDJSON',
      POSTINGS.slice(0, 5)
        .map((posting) => JSON.stringify(posting))
        .join('\n') + '\n',
      5,
    ],
    [
      'an HTML page with JSON-LD blocks',
      html([POSTINGS[0], { '@context': 'https://schema.org', '@graph': [{ '@type': 'BreadcrumbList' }, POSTINGS[1]] }]),
      2,
    ],
  ])('imports %s', async (_, body, count) => {
    const { result, source } = await run(body);
    expect(result).toMatchObject({ found: count, imported: count, inserted: count, updated: 0, skipped: [] });
    expect(await rows(source)).toHaveLength(count);
  });
});

describe('mapping of the fixture feed (20 postings in six languages)', () => {
  let byId: Map<string, Row>;
  const row = (externalId: string) => byId.get(externalId)!;

  beforeAll(async () => {
    const { result, source } = await run(FIXTURE_TEXT);
    expect(result.skipped).toEqual([]);
    byId = new Map((await rows(source)).map((r) => [r.externalId, r]));
    expect(byId.size).toBe(20);
  });

  it('takes the title as plain text and the description with its structure, entities decoded, no markup', () => {
    const job = row('BA-2026-0417');
    expect(job.title).toBe('Leiter Finanzen & Controlling (m/w/d)');
    expect(job.description).toBe(
      [
        'Die Berger Antriebstechnik GmbH entwickelt und fertigt Getriebe für den Maschinen- und Anlagenbau. Für ' +
          'unseren Standort München suchen wir eine erfahrene Führungskraft.',
        '## Ihre Aufgaben\n\n- Leitung der Bereiche Finanzbuchhaltung, Controlling und Treasury mit einem Team von 14 ' +
          'Mitarbeitenden\n- Verantwortung für Monats- und Jahresabschlüsse nach HGB und IFRS\n- Weiterentwicklung ' +
          'der Planungs- und Reportingprozesse',
        '## Ihr Profil\n\n- Abgeschlossenes Studium der Wirtschaftswissenschaften\n- Mehrjährige Führungserfahrung im ' +
          'Finanzbereich eines Industrieunternehmens',
        'Wir bieten hybrides Arbeiten mit bis zu zwei Tagen pro Woche im Homeoffice.',
      ].join('\n\n'),
    );
    for (const job of byId.values()) expect(job.description).not.toMatch(/<\/?[a-z]+[^<>]*>|&[a-z]+;|&#\d+;/i);
    expect(row('LA-AFC-3').description).toContain("all'Amministratore Delegato");
    expect(row('GB-MKT-2026-4').description).toContain("collega's");
    // Text without markup keeps its paragraphs.
    expect(row('HL-7781').description.split('\n\n')).toHaveLength(3);
  });

  it('reads the identifier from a PropertyValue, a text or a number, else takes the url', () => {
    expect([...byId.keys()].sort()).toEqual(
      [
        'AM-GF-01',
        'BA-2026-0417',
        'BCN-JV-19',
        'BLS-VPS-9',
        'BX-RH-204',
        'CW-SPM-77',
        'GB-MKT-2026-4',
        'HL-7781',
        'HMD-ENG-2026-31',
        'IS-CFO-01',
        'LA-AFC-3',
        'ML-DC-2026',
        'NP-WL-2026',
        'NR-DS-114',
        'RH-COM-12',
        'RTM-SCM-88',
        'TC-CFO-2026',
        'TO-ACQ-58',
        '55012',
        'https://jobs.mainfinanz.example/stellen/leiter-it-frankfurt',
      ].sort(),
    );
  });

  it('maps datePosted and validThrough; a date without time runs through its day; 60 days when none is given', () => {
    expect(row('BA-2026-0417')).toMatchObject({
      publishedAt: '2026-11-02T00:00:00.000Z',
      expiresAt: '2027-02-01T00:00:00.000Z',
    });
    expect(row('HL-7781')).toMatchObject({
      publishedAt: '2026-11-05T08:30:00.000Z',
      expiresAt: '2027-01-15T22:59:00.000Z',
    });
    expect(row('BLS-VPS-9').expiresAt).toBe('2027-01-08T22:00:00.000Z');
    const open = row('55012');
    expect(open.publishedAt).toBe('2026-11-10T00:00:00.000Z');
    expect(Date.parse(open.expiresAt) - Date.parse(open.publishedAt)).toBe(DEFAULT_LISTING_DAYS * DAY);
  });

  it('names the employer as company and publisher', () => {
    expect(row('BA-2026-0417')).toMatchObject({
      companyName: 'Berger Antriebstechnik GmbH',
      publisherName: 'Berger Antriebstechnik GmbH',
      publisherType: 'company',
      exclusive: false,
    });
    // hiringOrganization as a plain name
    expect(row('55012').companyName).toBe('Donau Versicherung AG');
  });

  it('places each position in the most populous city of that name in its country', async () => {
    const cases: [string, string, number][] = [
      ['BA-2026-0417', 'München', COUNTRY.DE], // ISO code
      ['HL-7781', 'Hamburg', COUNTRY.DE], // "Deutschland"
      ['55012', 'Wien', COUNTRY.AT],
      ['AM-GF-01', 'Zürich', COUNTRY.CH], // a Country object
      ['NR-DS-114', 'Manchester', COUNTRY.GB], // "United Kingdom"
      ['HMD-ENG-2026-31', 'Boston', COUNTRY.US], // "USA"
      ['BX-RH-204', 'Bruxelles', COUNTRY.BE], // "Belgique"
      ['TO-ACQ-58', 'Torino', COUNTRY.IT], // the address as one text: "Torino, Italia"
      ['BCN-JV-19', 'Barcelona', COUNTRY.ES], // "España"
      ['https://jobs.mainfinanz.example/stellen/leiter-it-frankfurt', 'Frankfurt am Main', COUNTRY.DE],
      ['NP-WL-2026', 'Stuttgart', COUNTRY.DE], // the first of two locations
    ];
    for (const [id, spelling, countryId] of cases) {
      const expected = await largestCity(spelling, countryId);
      expect(row(id), id).toMatchObject({ countryId, ...expected });
    }
    const munich = row('BA-2026-0417');
    const { rows: coordinates } = await t.database.executeSql(
      'select latitude, longitude from cities where geo_code_id = $1',
      [munich.geoCodeId],
    );
    expect(coordinates[0]).toEqual({ latitude: munich.latitude, longitude: munich.longitude });
    expect(row('BLS-VPS-9')).toMatchObject({ countryId: COUNTRY.US, city: 'New York City' });
  });

  it('places a remote position without a city in the largest city of the country it is open to', async () => {
    const { rows: largest } = await t.database.executeSql(
      'select geo_code_id from cities where country_id = $1 order by population desc limit 1',
      [COUNTRY.US],
    );
    expect(row('CW-SPM-77')).toMatchObject({
      countryId: COUNTRY.US,
      geoCodeId: Number(largest[0]!.geo_code_id),
      workplaceType: 'remote',
    });
  });

  it('is remote for TELECOMMUTE, hybrid when the text says so (in any language), else on site', () => {
    const workplace = Object.fromEntries([...byId].map(([id, job]) => [id, job.workplaceType]));
    expect(workplace).toMatchObject({
      'NR-DS-114': 'remote',
      'CW-SPM-77': 'remote',
      'BA-2026-0417': 'hybrid', // "hybrides Arbeiten"
      'ML-DC-2026': 'hybrid', // "télétravail hybride"
      'LA-AFC-3': 'hybrid', // "lavoro ibrida"
      'RTM-SCM-88': 'hybrid', // "werkt hybride"
      'HMD-ENG-2026-31': 'onsite',
      'TC-CFO-2026': 'onsite',
    });
    expect(Object.values(workplace).filter((type) => type === 'onsite')).toHaveLength(14);
  });

  it('turns the salary into a yearly band in the currency given', () => {
    const band = (id: string) => {
      const { salaryMin, salaryMax, currency } = row(id);
      return [salaryMin, salaryMax, currency];
    };
    expect(band('BA-2026-0417')).toEqual([115_000, 140_000, 'EUR']); // YEAR
    expect(band('HL-7781')).toEqual([114_000, 138_000, 'EUR']); // MONTH × 12
    expect(band('HMD-ENG-2026-31')).toEqual([197_600, 249_600, 'USD']); // HOUR × 2080
    expect(band('RTM-SCM-88')).toEqual([78_000, 93_600, 'EUR']); // DAY × 260
    expect(band('BCN-JV-19')).toEqual([75_000, 75_000, 'EUR']); // one amount
    expect(band('AM-GF-01')).toEqual([220_000, 260_000, 'CHF']);
    expect(band('TC-CFO-2026')).toEqual([180_000, 220_000, 'GBP']);
  });

  it('estimates the band with the pay model when the feed gives none, in the country’s currency', () => {
    const cases: [string, number | null, Currency][] = [
      ['55012', 3, 'EUR'], // industry from the employer's name ("Versicherung")
      ['BX-RH-204', null, 'EUR'],
      ['CW-SPM-77', null, 'USD'],
      ['TO-ACQ-58', null, 'EUR'],
    ];
    for (const [id, industryId, currency] of cases) {
      const job = row(id);
      const estimate = estimateSalary(
        {
          careerLevelId: job.careerLevelId,
          functionId: job.functionId,
          industryId,
          countryId: job.countryId,
          yearsOfExperience: null,
        },
        currency,
      )!;
      expect([job.salaryMin, job.salaryMax, job.currency], id).toEqual([estimate.min, estimate.max, currency]);
      expect(job.salaryMax).toBeGreaterThan(job.salaryMin);
    }
  });

  it('maps career level and function with the CV parser’s taxonomy mapping', () => {
    for (const job of byId.values()) {
      expect(job.careerLevelId, job.title).toBe(mapCareerLevel(job.title, job.companyName)!.id);
      expect(job.functionId, job.title).toBe(mapFunction(job.title, job.description)?.id ?? DEFAULT_FUNCTION_ID);
    }
    expect(row('TC-CFO-2026')).toMatchObject({ careerLevelId: 6, functionId: 3 }); // CFO: finance
    expect(row('BX-RH-204').functionId).toBe(8); // ressources humaines
    expect(row('NP-WL-2026')).toMatchObject({ careerLevelId: 4, functionId: 13 }); // Werksleiter
  });

  it('takes the industry from the feed when it names one, else from the employer’s name, else the default', () => {
    const industry = Object.fromEntries([...byId].map(([id, job]) => [id, job.industryId]));
    expect(industry).toMatchObject({
      'BA-2026-0417': 10, // "Maschinen- und Anlagenbau"
      'AM-GF-01': 30, // hiringOrganization.industry "Medizintechnik"
      'TC-CFO-2026': 23, // "Financial services"
      'BLS-VPS-9': 8, // "Software"
      'ML-DC-2026': 12, // "Biens de consommation"
      'RH-COM-12': 7, // "Énergie"
      'LA-AFC-3': 20, // "Alimenti e bevande"
      'GB-MKT-2026-4': 2, // "Bankwezen"
      'IS-CFO-01': 3, // "Seguros"
      'NP-WL-2026': 1, // "Automobilindustrie"
      '55012': 3, // "Donau Versicherung AG"
      'NR-DS-114': DEFAULT_INDUSTRY_ID,
    });
  });

  it('knows the language from the text, within the country’s languages and English', () => {
    const language = Object.fromEntries([...byId].map(([id, job]) => [id, job.language]));
    expect(language).toMatchObject({
      'BA-2026-0417': 'DE',
      '55012': 'DE',
      'AM-GF-01': 'DE',
      'TC-CFO-2026': 'EN_GB',
      'NR-DS-114': 'EN_GB',
      'BLS-VPS-9': 'EN_US',
      'CW-SPM-77': 'EN_US',
      'ML-DC-2026': 'FR',
      'BX-RH-204': 'FR',
      'RH-COM-12': 'FR',
      'LA-AFC-3': 'IT',
      'TO-ACQ-58': 'IT',
      'GB-MKT-2026-4': 'NL',
      'RTM-SCM-88': 'NL',
      'IS-CFO-01': 'ES',
      'BCN-JV-19': 'ES',
    });
  });
});

const TEMPLATE: Posting = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Leiter Vertrieb (m/w/d)',
  description: '<p>Die Muster GmbH sucht eine Leitung für den Vertrieb.</p>',
  datePosted: '2026-11-20',
  validThrough: '2099-12-31',
  hiringOrganization: { '@type': 'Organization', name: 'Muster GmbH' },
  jobLocation: {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: 'Köln', addressCountry: 'DE' },
  },
};
let serial = 0;
const posting = (overrides: Posting = {}): Posting => ({ ...TEMPLATE, identifier: `p-${++serial}`, ...overrides });
const at = (addressLocality: string | undefined, addressCountry?: unknown, addressRegion?: string) => ({
  jobLocation: {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality, addressCountry, addressRegion },
  },
});

describe('places', () => {
  it('finds cities by any spelling, with postal codes and regions, in countries named by code or name', async () => {
    const { result, source } = await run([
      posting({ identifier: 'frankfurt', ...at('Frankfurt', 'DE') }),
      posting({ identifier: 'munich', ...at('Munich', 'Allemagne') }),
      posting({ identifier: 'koeln', ...at('50667 Koeln', 'Deutschland') }),
      posting({ identifier: 'wien', ...at('Wien', 'AUT') }),
      posting({ identifier: 'geneve', ...at('Genève', 'Schweiz') }),
      posting({ identifier: 'paris-us', ...at('Paris', 'US') }),
      posting({ identifier: 'portland-me', ...at('Portland', 'United States', 'ME') }),
      posting({ identifier: 'no-country', ...at('Bordeaux') }),
    ]);
    expect(result.skipped).toEqual([]);
    const placed = Object.fromEntries((await rows(source)).map((r) => [r.externalId, [r.geoCodeId, r.countryId]]));
    const expected = async (spelling: string, countryId: number | null) => {
      const city = await largestCity(spelling, countryId);
      return [city.geoCodeId, countryId ?? placed['no-country']![1]];
    };
    expect(placed.frankfurt).toEqual(await expected('Frankfurt', COUNTRY.DE));
    expect(placed.munich).toEqual(await expected('München', COUNTRY.DE));
    expect(placed.koeln).toEqual(await expected('Köln', COUNTRY.DE));
    expect(placed.wien).toEqual(await expected('Wien', COUNTRY.AT));
    expect(placed.geneve).toEqual(await expected('Genève', COUNTRY.CH));
    expect(placed['paris-us']).toEqual(await expected('Paris', COUNTRY.US));
    expect(placed['no-country']).toEqual([(await largestCity('Bordeaux', null)).geoCodeId, COUNTRY.FR]);
    const { rows: portland } = await t.database.executeSql(
      `select geo_code_id from cities where name = 'Portland' and region = 'ME' order by population desc limit 1`,
      [],
    );
    expect(placed['portland-me']).toEqual([Number(portland[0]!.geo_code_id), COUNTRY.US]);
  });
});

describe('skills', () => {
  it('become keywords of the search, as a text or a list of terms', async () => {
    const [a, b] = [`lbt${randomBytes(5).toString('hex')}`, `lbt${randomBytes(5).toString('hex')}`];
    const { result } = await run([
      posting({ identifier: 'skills-text', skills: `IFRS, ${a}; Konzernabschluss` }),
      posting({ identifier: 'skills-terms', skills: [{ '@type': 'DefinedTerm', name: b }, 'SAP S/4HANA'] }),
      posting({ identifier: 'skills-odd', skills: { unexpected: true } }),
    ]);
    expect(result).toMatchObject({ imported: 3, skipped: [] });
    for (const [keyword, title] of [
      [a, 'Leiter Vertrieb (m/w/d)'],
      [b, 'Leiter Vertrieb (m/w/d)'],
    ]) {
      expect((await t.app.jobSearch.search({ q: keyword })).items.map((item) => item.title)).toEqual([title]);
    }
  });
});

describe('invalid entries', () => {
  it('are reported with index, identifier, field and reason and skipped; the rest is imported', async () => {
    const salary = (value: Posting) => ({ baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value } });
    const { result, source } = await run([
      posting({ identifier: 'ok-1' }),
      posting({ identifier: 'no-title', title: undefined }),
      posting({ identifier: 'long-title', title: 'Leiter '.repeat(1500) }),
      posting({ identifier: 'number-title', title: 42 }),
      posting({ identifier: 'bad-date', datePosted: 'gestern' }),
      posting({ identifier: 'ends-before', validThrough: '2026-11-01' }),
      posting({ identifier: 'min-above-max', ...salary({ minValue: 200_000, maxValue: 100_000, unitText: 'YEAR' }) }),
      posting({ identifier: 'fortnight', ...salary({ value: 5000, unitText: 'FORTNIGHT' }) }),
      posting({ identifier: 'billions', ...salary({ value: 5e9, unitText: 'YEAR' }) }),
      posting({ identifier: undefined }),
      posting({ identifier: 'atlantis', ...at('Atlantis', 'FR') }),
      posting({ identifier: 'narnia', ...at('Cair Paravel', 'Narnia') }),
      posting({ identifier: 'nowhere', jobLocation: undefined }),
      42,
      null,
      posting({ identifier: 'no-employer', hiringOrganization: undefined }),
      posting({ identifier: 'empty-description', description: '<p> </p>' }),
      { '@type': 'Organization', name: 'Not a posting: passed over' },
      posting({ identifier: 'ok-2', title: 'Head of Sales' }),
    ]);
    expect(result.skipped).toEqual([
      { index: 1, identifier: 'no-title', field: 'title', reason: 'required' },
      { index: 2, identifier: 'long-title', field: 'title', reason: 'longer than 100 characters' },
      { index: 3, identifier: 'number-title', field: 'title', reason: 'expected a text' },
      { index: 4, identifier: 'bad-date', field: 'datePosted', reason: 'not an ISO 8601 date between 2000 and 2100' },
      { index: 5, identifier: 'ends-before', field: 'validThrough', reason: 'not after datePosted' },
      { index: 6, identifier: 'min-above-max', field: 'baseSalary.value.minValue', reason: 'above maxValue' },
      {
        index: 7,
        identifier: 'fortnight',
        field: 'baseSalary.value.unitText',
        reason: 'expected HOUR, DAY, WEEK, MONTH or YEAR',
      },
      {
        index: 8,
        identifier: 'billions',
        field: 'baseSalary.value',
        reason: 'a yearly 5000000000–5000000000 is outside 1000–10000000',
      },
      { index: 9, identifier: null, field: 'identifier', reason: 'required (an identifier or a url)' },
      {
        index: 10,
        identifier: 'atlantis',
        field: 'jobLocation.address.addressLocality',
        reason: 'no city "Atlantis" in FR',
      },
      {
        index: 11,
        identifier: 'narnia',
        field: 'jobLocation.address.addressCountry',
        reason: 'unknown country "Narnia"',
      },
      { index: 12, identifier: 'nowhere', field: 'jobLocation', reason: 'required (a city)' },
      { index: 13, identifier: null, field: 'entry', reason: 'expected a JobPosting object' },
      { index: 14, identifier: null, field: 'entry', reason: 'expected a JobPosting object' },
      { index: 15, identifier: 'no-employer', field: 'hiringOrganization', reason: 'required' },
      { index: 16, identifier: 'empty-description', field: 'description', reason: 'empty' },
    ]);
    expect(result).toMatchObject({ found: 18, imported: 2, inserted: 2, updated: 0 });
    expect((await rows(source)).map((r) => r.externalId)).toEqual(['ok-1', 'ok-2']);
  });
});

describe('title and company name', () => {
  it('take up to 100 characters (the spec’s limit); a longer one is reported and skipped, never cut', async () => {
    const title = (n: number) => `Leiter ${'Vertrieb '.repeat(20)}`.slice(0, n).trimEnd().padEnd(n, 'x');
    const company = (n: number) => `Muster ${'Holding '.repeat(20)}`.slice(0, n).trimEnd().padEnd(n, 'x');
    const { result, source } = await run([
      posting({ identifier: 'title-100', title: title(100) }),
      posting({ identifier: 'title-101', title: title(101) }),
      // Spaces collapse before counting: 100 characters once the line is clean.
      posting({ identifier: 'title-spaces', title: `  ${title(50)}\n\n   ${title(49)}  ` }),
      posting({ identifier: 'company-100', hiringOrganization: { '@type': 'Organization', name: company(100) } }),
      posting({ identifier: 'company-101', hiringOrganization: { '@type': 'Organization', name: company(101) } }),
      posting({ identifier: 'company-plain-101', hiringOrganization: company(101) }),
    ]);
    expect(result.skipped).toEqual([
      { index: 1, identifier: 'title-101', field: 'title', reason: 'longer than 100 characters' },
      { index: 4, identifier: 'company-101', field: 'hiringOrganization.name', reason: 'longer than 100 characters' },
      {
        index: 5,
        identifier: 'company-plain-101',
        field: 'hiringOrganization.name',
        reason: 'longer than 100 characters',
      },
    ]);
    const stored = Object.fromEntries((await rows(source)).map((r) => [r.externalId, r]));
    expect(Object.keys(stored).sort()).toEqual(['company-100', 'title-100', 'title-spaces']);
    expect(stored['title-100']!.title).toBe(title(100));
    expect(stored['title-spaces']!.title).toBe(`${title(50)} ${title(49)}`);
    expect(stored['company-100']!.companyName).toBe(company(100));
  });
});

describe('companies and publishers', () => {
  it('links every imported position to its company (by name and country) and publisher, across imports', async () => {
    const name = `Verbund${randomBytes(4).toString('hex')} AG`;
    const employer = { hiringOrganization: { '@type': 'Organization', name } };
    const first = await run([
      posting({ identifier: 'koeln-1', ...employer }),
      posting({ identifier: 'wien', ...employer, ...at('Wien', 'AT') }),
    ]);
    const second = await run([posting({ identifier: 'koeln-2', ...employer })]);
    expect([first.result.skipped, second.result.skipped]).toEqual([[], []]);
    const { rows: linked } = await t.database.executeSql(
      `select j.external_id, j.company_id::text as company_id, c.name, c.country_id, p.kind, p.name as publisher
       from jobs j join companies c on c.id = j.company_id join publishers p on p.id = j.publisher_id
       where j.source in ($1, $2) order by j.external_id`,
      [first.source, second.source],
    );
    expect(linked.map((r) => [r.external_id, r.name, r.country_id, r.kind, r.publisher])).toEqual([
      ['koeln-1', name, COUNTRY.DE, 'company', name],
      ['koeln-2', name, COUNTRY.DE, 'company', name],
      ['wien', name, COUNTRY.AT, 'company', name],
    ]);
    expect(linked[0]!.company_id).toBe(linked[1]!.company_id);
    expect(linked[2]!.company_id).not.toBe(linked[0]!.company_id);
  });
});

describe('importing a feed again', () => {
  it('creates no duplicates and leaves unchanged positions as they were', async () => {
    const source = newSource();
    const first = await run(FIXTURE_TEXT, source);
    expect(first.result).toMatchObject({ inserted: 20, updated: 0 });
    const before = await rows(source);
    const again = await run(FIXTURE_TEXT, source);
    expect(again.result).toMatchObject({ imported: 20, inserted: 0, updated: 20, skipped: [] });
    expect(await rows(source)).toEqual(before);
  });

  it('updates changed fields in place, search included, and adds new postings', async () => {
    const token = `lbt${randomBytes(5).toString('hex')}`;
    const source = newSource();
    const original = [
      posting({
        identifier: 'r-1',
        title: `Leiter ${token}`,
        baseSalary: { currency: 'EUR', value: { minValue: 100_000, maxValue: 120_000, unitText: 'YEAR' } },
      }),
      posting({ identifier: 'r-2', title: `Head of Sales ${token}` }),
      posting({ identifier: 'r-3', title: `Head of Legal ${token}` }),
    ];
    await run(original, source);
    const before = new Map((await rows(source)).map((r) => [r.externalId, r]));

    const changed = [
      {
        ...original[0],
        title: `Direktor ${token}`,
        description: 'Neue Beschreibung.',
        validThrough: '2099-06-30',
        baseSalary: { currency: 'CHF', value: { minValue: 10_000, maxValue: 12_500, unitText: 'MONTH' } },
        ...at('Zürich', 'CH'),
      },
      original[1],
      posting({ identifier: 'r-4', title: `Head of Marketing ${token}` }),
    ];
    const { result } = await run(changed, source);
    expect(result).toMatchObject({ imported: 3, inserted: 1, updated: 2, skipped: [] });

    const after = new Map((await rows(source)).map((r) => [r.externalId, r]));
    expect([...after.keys()]).toEqual(['r-1', 'r-2', 'r-3', 'r-4']);
    expect(after.get('r-1')).toMatchObject({
      id: before.get('r-1')!.id,
      title: `Direktor ${token}`,
      careerLevelId: 5,
      description: 'Neue Beschreibung.',
      expiresAt: '2099-07-01T00:00:00.000Z',
      salaryMin: 120_000,
      salaryMax: 150_000,
      currency: 'CHF',
      countryId: COUNTRY.CH,
      city: 'Zürich',
    });
    expect(after.get('r-2')).toEqual(before.get('r-2'));
    // A posting missing from the feed stays as it was.
    expect(after.get('r-3')).toEqual(before.get('r-3'));

    const titles = async (q: string) =>
      (await t.app.jobSearch.search({ q, sort: 'date', limit: 50 })).items.map((item) => item.title).sort();
    expect(await titles(token)).toEqual(
      [`Direktor ${token}`, `Head of Legal ${token}`, `Head of Marketing ${token}`, `Head of Sales ${token}`].sort(),
    );
    expect(await titles(`Leiter ${token}`)).toEqual([]);
    expect((await t.app.jobSearch.search({ q: token, country: [COUNTRY.CH] })).items).toHaveLength(1);
  });
});

describe('odd input', () => {
  const junkPosting = {
    '@type': 'JobPosting',
    identifier: {},
    title: {},
    description: [],
    datePosted: 5,
    hiringOrganization: 7,
    jobLocation: 'x',
    baseSalary: 'lots',
    jobLocationType: 5,
    skills: 5,
    industry: {},
  };
  it.each([
    ['an empty body', ''],
    ['plain text', 'Wir suchen einen Leiter Vertrieb.'],
    ['a broken JSON object', '{"@type": "JobPosting", "title": '],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"JobPosting"'],
    ['an empty object', '{}'],
    ['an array of numbers', '[1, 2, 3]'],
    ['a @graph that is no list', '{"@graph": 5}'],
    ['an ItemList of texts', '{"@type": "ItemList", "itemListElement": "x"}'],
    ['HTML without JSON-LD', '<html><body><p>Stellen</p></body></html>'],
    ['HTML with a broken JSON-LD block', '<script type="application/ld+json">{"@type": </script>'],
    ['NDJSON with junk lines', '{"a": 1}\nnot json\n[]\n"x"'],
    ['deeply nested arrays', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['5 MB of text', 'x'.repeat(5_000_000)],
    ['binary bytes', Buffer.from(randomBytes(100_000)).toString('latin1')],
    ['wrong types everywhere', JSON.stringify(junkPosting)],
    ['a 10,000-character title', JSON.stringify(posting({ title: 'x'.repeat(10_000) }))],
    ['a 600,000-character description', JSON.stringify(posting({ description: '<b>x</b>'.repeat(75_000) }))],
    ['an identifier of 10,000 characters', JSON.stringify(posting({ identifier: 'i'.repeat(10_000) }))],
    ['a company name of 10,000 characters', JSON.stringify(posting({ hiringOrganization: 'C'.repeat(10_000) }))],
    ['a city name of 100,000 characters', JSON.stringify(posting(at('K'.repeat(100_000), 'DE')))],
    ['a salary of 1e308 a year', JSON.stringify(posting({ baseSalary: { currency: 'EUR', value: 1e308 } }))],
  ])('never throws: %s', async (_, body) => {
    const { result } = await run(body);
    expect(result.imported).toBe(0);
    expect(result.skipped.length).toBeGreaterThan(0);
    for (const skip of result.skipped) expect(skip.reason.length).toBeGreaterThan(0);
  });

  it('reads a prototype key as data', async () => {
    const body = JSON.stringify(posting()).replace('{', '{"__proto__": {"polluted": true}, "constructor": 1, ');
    const { result } = await run(body);
    expect(result).toMatchObject({ imported: 1, skipped: [] });
    expect({}).not.toHaveProperty('polluted');
  });

  it('imports what is valid once control characters are removed, and many entries in batches', async () => {
    const { result, source } = await run([
      posting({ identifier: 'nul', title: 'Leiter\u0000 Einkauf\u0007', description: 'Text\u0000 mit NUL' }),
      ...Array.from({ length: 1199 }, (_, i) => posting({ identifier: `many-${i}` })),
    ]);
    expect(result).toMatchObject({ found: 1200, imported: 1200, skipped: [] });
    const nul = (await rows(source)).find((r) => r.externalId === 'nul')!;
    expect([nul.title, nul.description]).toEqual(['Leiter Einkauf', 'Text mit NUL']);
  });

  it('refuses a source name that is not one', async () => {
    for (const source of ['', 'Has Spaces', 'x'.repeat(51), 'demo']) {
      await expect(run(FIXTURE_TEXT, source)).rejects.toThrow(RangeError);
    }
  });
});
