// Both engines: the demo positions are bulk-inserted with raw SQL.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_JOB_SOURCE, seedDemoJobs } from './jobs.ts';

describe('demo positions', () => {
  it('seeds the configured number over the twelve country versions once, then nothing', async () => {
    const t = await createTestApp();
    try {
      const count = async () =>
        Number(
          (await t.database.executeSql('select count(*)::int as n from jobs where source = $1', [DEMO_JOB_SOURCE]))
            .rows[0]!.n,
        );
      // Tests sharing a PostgreSQL database may have imported positions already: the seed then leaves the table alone.
      const before = await count();
      const others = (
        await t.database.executeSql('select exists (select 1 from jobs where source <> $1) as x', [DEMO_JOB_SOURCE])
      ).rows[0]!.x;
      const report = await seedDemoJobs(t.database, 240);
      if (before === 0 && !others) {
        expect(report?.inserted).toBe(240);
        expect(await count()).toBe(240);
        const { rows } = await t.database.executeSql(
          'select count(distinct currency)::int as currencies, count(distinct split_part(external_id, $2, 1))::int as versions from jobs where source = $1',
          [DEMO_JOB_SOURCE, '-'],
        );
        expect(rows[0]).toEqual({ currencies: 4, versions: 12 });
        // Every position linked to its company and publisher.
        const { rows: links } = await t.database.executeSql(
          `select count(*)::int as n, count(c.id)::int as companies, count(p.id)::int as publishers
           from jobs j
           left join companies c on c.id = j.company_id and c.name = j.company_name and c.country_id = j.country_id
           left join publishers p on p.id = j.publisher_id and p.kind = j.publisher_type and p.name = j.publisher_name
           where j.source = $1`,
          [DEMO_JOB_SOURCE],
        );
        expect(links[0]).toEqual({ n: 240, companies: 240, publishers: 240 });
      } else {
        expect(report).toBeNull();
      }
      expect(await seedDemoJobs(t.database, 240)).toBeNull();
      expect(await seedDemoJobs(t.database, 0)).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('reads its count from SEED_JOBS, a whole number of 0 or more', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(loadConfig({}).seedJobs).toBe(50_000);
    expect(loadConfig({ SEED_JOBS: '3000' }).seedJobs).toBe(3000);
    for (const bad of ['-1', 'many', '1.5']) expect(() => loadConfig({ SEED_JOBS: bad })).toThrow(/SEED_JOBS/);
  });
});
