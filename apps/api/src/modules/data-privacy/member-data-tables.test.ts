import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MEMBER_TABLES, NOT_MEMBER_DATA } from './member-data-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Tables of the app's own schema (the job queue's schema holds no member data). */
async function tablesWith(columns: string[]): Promise<string[]> {
  const result = await t.database.executeSql(
    `select distinct table_name from information_schema.columns
     where table_schema = 'public' and column_name = any($1::text[]) order by table_name`,
    [`{${columns.join(',')}}`],
  );
  return result.rows.map((row) => String(row.table_name));
}

describe('the list of tables that hold member data', () => {
  it('covers every table with an account_id or profile_id column (export and erasure), or says why not', async () => {
    const covered = new Set([...MEMBER_TABLES.map((entry) => entry.table), ...Object.keys(NOT_MEMBER_DATA)]);
    const missing = (await tablesWith(['account_id', 'profile_id'])).filter((table) => !covered.has(table));
    expect(missing, 'add these to MEMBER_TABLES, or to NOT_MEMBER_DATA with the reason').toEqual([]);
  });

  it('names only tables that exist, each once, with a section of its own', async () => {
    const result = await t.database.executeSql(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const existing = new Set(result.rows.map((row) => String(row.table_name)));
    const named = [...MEMBER_TABLES.map((entry) => entry.table), ...Object.keys(NOT_MEMBER_DATA)];
    expect(named.filter((table) => !existing.has(table))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    const sections = MEMBER_TABLES.map((entry) => entry.section);
    expect(new Set(sections).size).toBe(sections.length);
  });

  it('erases rows that point to others before the rows they point to', async () => {
    // Foreign keys between the listed tables: the referencing table must come first in the list.
    const result = await t.database.executeSql(`
      select distinct child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and child.relname <> parent.relname`);
    const order = MEMBER_TABLES.map((entry) => entry.table);
    for (const { child, parent } of result.rows as { child: string; parent: string }[]) {
      if (order.includes(child) && order.includes(parent)) {
        expect(order.indexOf(child), `${child} before ${parent}`).toBeLessThan(order.indexOf(parent));
      }
    }
  });
});
