import { afterEach, describe, expect, it } from 'vitest';
import { createJobSearchSchema, JOB_SEARCH_SCHEMA } from './schema.ts';
import { createJobSearch } from './search.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test/databases.ts';
import { job, NOW } from './test/jobs.ts';
import { searchDocument, toEur, WORKPLACE_CODES } from './tokens.ts';
import type { JobInput, SqlClient } from './types.ts';

const engines = await testEngines();

const MUNICH = { city: 'München', geoCodeId: 2867714, latitude: 48.13743, longitude: 11.57549 };
const ZURICH = { city: 'Zürich', countryId: 191, geoCodeId: 2657896, latitude: 47.36667, longitude: 8.55 };
const GENEVA = { city: 'Genève', countryId: 191, geoCodeId: 2660646, latitude: 46.20222, longitude: 6.14569 };

async function rows<T>(db: SqlClient, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

const titles = async (search: ReturnType<typeof createJobSearch>, q: string) =>
  (await search.search({ q }, NOW)).items.map((item) => item.title).sort();

describe.each(engines)('companies, publishers and members-only positions on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database?.close());

  it('stores each company (name and country) and publisher (kind and name) once, with their ids on the positions', async () => {
    database = await openTestDatabase(engine);
    const search = createJobSearch(database.db);
    const positions = [
      job({ companyName: 'Muster AG', companySize: 800, publisherName: 'Muster AG' }),
      job({ companyName: 'Muster AG', companySize: null, publisherName: 'Muster AG' }),
      job({ companyName: 'Muster AG', countryId: 166, publisherName: 'Muster AG' }),
      job({ companyName: 'Muster AG', publisherType: 'headhunter', publisherName: 'Jäger & Partner', exclusive: true }),
      job({ companyName: 'Beispiel GmbH', publisherName: 'Beispiel GmbH', industryId: 7 }),
    ];
    // Batches of two: the same company and publisher come again in later batches.
    await search.ingest(positions, { batchSize: 2 });
    const companies = await rows<{ id: string; name: string; country_id: number; size: number | null }>(
      database.db,
      'select id::text as id, name, country_id, size, industry_id from companies order by name, country_id',
    );
    expect(companies.map(({ name, country_id, size }) => [name, country_id, size])).toEqual([
      ['Beispiel GmbH', 44, null],
      ['Muster AG', 44, 800],
      ['Muster AG', 166, null],
    ]);
    const publishers = await rows<{ kind: string; name: string }>(
      database.db,
      'select kind, name from publishers order by kind, name',
    );
    expect(publishers).toEqual([
      { kind: 'company', name: 'Beispiel GmbH' },
      { kind: 'company', name: 'Muster AG' },
      { kind: 'headhunter', name: 'Jäger & Partner' },
    ]);
    const linked = await rows<{ mismatched: number; missing: number }>(
      database.db,
      `select count(*) filter (where c.id is distinct from j.company_id or c.name <> j.company_name
           or c.country_id <> j.country_id or p.id is distinct from j.publisher_id or p.name <> j.publisher_name
           or p.kind <> j.publisher_type)::int as mismatched,
         count(*) filter (where j.company_id is null or j.publisher_id is null)::int as missing
       from jobs j left join companies c on c.id = j.company_id left join publishers p on p.id = j.publisher_id`,
    );
    expect(linked).toEqual([{ mismatched: 0, missing: 0 }]);

    // The listing carries the company's id; importing again keeps every id and only updates what is known.
    const byCompany = new Map(companies.map((c) => [`${c.name}:${c.country_id}`, Number(c.id)]));
    const listed = (await search.search({ country: [44], sort: 'date' }, NOW)).items;
    for (const item of listed) expect(item.companyId).toBe(byCompany.get(`${item.companyName}:44`));
    await search.ingest([
      ...positions,
      job({ companyName: 'Muster AG', companySize: 900, publisherName: 'Muster AG' }),
    ]);
    const again = await rows<{ id: string; size: number | null }>(
      database.db,
      `select id::text as id, size from companies where name = 'Muster AG' and country_id = 44`,
    );
    expect(again).toEqual([{ id: String(byCompany.get('Muster AG:44')), size: 900 }]);
    expect(await rows(database.db, 'select count(*)::int as n from companies')).toEqual([{ n: 3 }]);
  });

  it('stores a headhunter mandate as members only and never indexes the company of a members-only position', async () => {
    database = await openTestDatabase(engine);
    const search = createJobSearch(database.db);
    await search.ingest([
      job({ title: 'Leiter Finanzen (m/w/d)', companyName: 'Offenbar AG', publisherName: 'Offenbar AG' }),
      job({ title: 'Leiter Einkauf (m/w/d)', companyName: 'Geheimnis Holding', publisherName: 'Geheimnis Holding' }),
      job({
        title: 'Leiter Vertrieb (m/w/d)',
        companyName: 'Geheimnis Holding',
        publisherName: 'Geheimnis Holding',
        exclusive: true,
      }),
      // A headhunter's position that its source did not call exclusive.
      job({
        title: 'Leiter Personal (m/w/d)',
        companyName: 'Verborgen GmbH',
        publisherType: 'headhunter',
        publisherName: 'Suchfirma Partners',
        exclusive: false,
        keywords: ['Tarifrecht'],
      }),
    ]);
    // A hidden employer's name finds only its public positions, a headhunter's name nothing.
    expect(await titles(search, 'geheimnis')).toEqual(['Leiter Einkauf (m/w/d)']);
    expect(await titles(search, 'geheimnis holding vertrieb')).toEqual([]);
    expect(await titles(search, 'verborgen')).toEqual([]);
    expect(await titles(search, 'suchfirma')).toEqual([]);
    expect(await titles(search, 'offenbar')).toEqual(['Leiter Finanzen (m/w/d)']);
    // Title, city and keywords still find them.
    expect(await titles(search, 'vertrieb berlin')).toEqual(['Leiter Vertrieb (m/w/d)']);
    expect(await titles(search, 'tarifrecht')).toEqual(['Leiter Personal (m/w/d)']);
    expect((await search.search({ q: 'leiter' }, NOW)).total).toBe(4);

    const flags = await rows<{ title: string; jobs: boolean; search: boolean }>(
      database.db,
      `select j.title, j.exclusive as jobs, s.exclusive as search from jobs j join job_search s on s.id = j.id
       order by j.title`,
    );
    expect(flags.map((f) => [f.title, f.jobs, f.search])).toEqual([
      ['Leiter Einkauf (m/w/d)', false, false],
      ['Leiter Finanzen (m/w/d)', false, false],
      ['Leiter Personal (m/w/d)', true, true],
      ['Leiter Vertrieb (m/w/d)', true, true],
    ]);
    const listed = (await search.search({ q: 'personal' }, NOW)).items[0]!;
    expect(listed).toMatchObject({ exclusive: true, publisher: { type: 'headhunter', name: 'Suchfirma Partners' } });
    // The database keeps it so, whoever writes.
    await expect(
      database.db.query(`update jobs set exclusive = false where publisher_type = 'headhunter'`),
    ).rejects.toThrow();
  });

  it('upgrades tables of the first version: companies, publishers, ids, members only and documents, once', async () => {
    database = await openTestDatabase(engine, async (db) => {
      for (const sql of JOB_SEARCH_SCHEMA) await (db.exec ? db.exec(sql) : db.query(sql));
    });
    const db = database.db;
    const old: JobInput[] = [
      job({
        externalId: 'public',
        title: 'Leiter Finanzen (m/w/d)',
        companyName: 'Offen AG',
        publisherName: 'Offen AG',
      }),
      job({
        externalId: 'exclusive',
        title: 'Leiter Vertrieb (m/w/d)',
        companyName: 'Geheim Holding',
        publisherType: 'headhunter',
        publisherName: 'Mandat Partners',
        exclusive: true,
        keywords: ['Salesforce'],
        ...MUNICH,
      }),
      job({
        externalId: 'mandate',
        title: 'Head of Sales',
        companyName: 'Versteckt Maschinenbau GmbH',
        publisherType: 'headhunter',
        publisherName: 'Mandat Partners',
        exclusive: false,
        ...ZURICH,
      }),
      job({
        externalId: 'exclusive-listing',
        title: 'Directeur financier (H/F)',
        companyName: 'Geheim Holding',
        publisherName: 'Geheim Holding',
        exclusive: true,
        ...GENEVA,
      }),
    ];
    // As the first version's import stored them: every company in the document, exclusive as the source said.
    for (const input of old) {
      const [{ id }] = (await rows<{ id: string }>(
        db,
        `insert into jobs (source, external_id, title, company_name, company_size, industry_id, function_id,
           career_level_id, country_id, geo_code_id, city, latitude, longitude, workplace_type, salary_min, salary_max,
           currency, exclusive, publisher_type, publisher_name, language, description, published_at, expires_at)
         values ('old', $1, $2, $3, null, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
           '', $20, $21)
         returning id::text as id`,
        [
          input.externalId,
          input.title,
          input.companyName,
          input.industryId,
          input.functionId,
          input.careerLevelId,
          input.countryId,
          input.geoCodeId,
          input.city,
          input.latitude,
          input.longitude,
          input.workplaceType,
          input.salaryMin,
          input.salaryMax,
          input.currency,
          input.exclusive,
          input.publisherType,
          input.publisherName,
          input.language,
          input.publishedAt,
          input.expiresAt,
        ],
      )) as [{ id: string }];
      const document = searchDocument({ ...input, exclusive: false, publisherType: 'company' }, 'old');
      await db.query(
        `insert into job_search (id, published_at, expires_at, salary_max_eur, latitude, longitude, career_level_id,
           function_id, industry_id, country_id, workplace, exclusive, document)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::tsvector)`,
        [
          id,
          input.publishedAt,
          input.expiresAt,
          toEur(input.salaryMax, input.currency),
          input.latitude,
          input.longitude,
          input.careerLevelId,
          input.functionId,
          input.industryId,
          input.countryId,
          WORKPLACE_CODES[input.workplaceType],
          input.exclusive,
          document,
        ],
      );
    }
    // The first version found a hidden employer by its name.
    expect(await rows(db, `select count(*)::int as n from job_search where document @@ '''geheim'''::tsquery`)).toEqual(
      [{ n: 2 }],
    );

    await createJobSearchSchema(db);
    const snapshot = async () => ({
      companies: await rows(db, 'select id, name, country_id from companies order by id'),
      publishers: await rows(db, 'select id, kind, name from publishers order by id'),
      jobs: await rows(db, 'select external_id, company_id, publisher_id, exclusive from jobs order by external_id'),
      documents: await rows(db, 'select id, exclusive, document::text as document from job_search order by id'),
      state: await rows(db, 'select generation::int as generation, companies_backfilled from job_search_state'),
    });
    const upgraded = await snapshot();
    expect(upgraded.companies.map((c) => (c as { name: string }).name).sort()).toEqual([
      'Geheim Holding',
      'Geheim Holding',
      'Offen AG',
      'Versteckt Maschinenbau GmbH',
    ]);
    expect(upgraded.publishers).toHaveLength(3);
    expect(upgraded.jobs).toEqual([
      expect.objectContaining({ external_id: 'exclusive', exclusive: true }),
      expect.objectContaining({ external_id: 'exclusive-listing', exclusive: true }),
      expect.objectContaining({ external_id: 'mandate', exclusive: true }),
      expect.objectContaining({ external_id: 'public', exclusive: false }),
    ]);
    for (const row of upgraded.jobs as { company_id: unknown; publisher_id: unknown }[]) {
      expect(row.company_id).not.toBeNull();
      expect(row.publisher_id).not.toBeNull();
    }
    expect(upgraded.state).toEqual([{ generation: 1, companies_backfilled: true }]);

    // Searched as before by title and city (both spellings of an umlaut), never by a hidden employer.
    const search = createJobSearch(db, { cacheSize: 0 });
    expect(await titles(search, 'geheim')).toEqual([]);
    expect(await titles(search, 'versteckt')).toEqual([]);
    expect(await titles(search, 'maschinenbau')).toEqual([]);
    expect(await titles(search, 'offen')).toEqual(['Leiter Finanzen (m/w/d)']);
    for (const q of ['vertrieb', 'munchen', 'muenchen', 'München leiter'])
      expect(await titles(search, q), q).toEqual(['Leiter Vertrieb (m/w/d)']);
    for (const q of ['zurich', 'zuerich', 'head of sales'])
      expect(await titles(search, q), q).toEqual(['Head of Sales']);
    expect(await titles(search, 'geneve financier')).toEqual(['Directeur financier (H/F)']);
    // The keywords of a members-only position are not known to be safe: they wait for the next import.
    expect(await titles(search, 'salesforce')).toEqual([]);
    expect((await search.search({ careerLevel: [4], country: [44, 191] }, NOW)).total).toBe(4);

    // Running the statements again changes nothing.
    await createJobSearchSchema(db);
    expect(await snapshot()).toEqual(upgraded);

    // Imports after the upgrade use the same companies and publishers.
    await search.ingest([
      { ...old[0]!, source: 'old' },
      { ...old[1]!, source: 'new', externalId: 'again' },
    ]);
    const ids = await rows<{ external_id: string; company_id: string; publisher_id: string }>(
      db,
      `select external_id, company_id::text as company_id, publisher_id::text as publisher_id from jobs
       where external_id in ('public', 'exclusive', 'again') order by external_id`,
    );
    expect(ids[0]!.company_id).toBe(ids[1]!.company_id);
    expect(ids[0]!.publisher_id).toBe(ids[1]!.publisher_id);
    expect(await rows(db, 'select count(*)::int as n from companies')).toEqual([{ n: 4 }]);
    expect(await titles(search, 'salesforce')).toEqual(['Leiter Vertrieb (m/w/d)']);
  });
});
