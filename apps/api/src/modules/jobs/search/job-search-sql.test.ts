// Both engines: the search SQL itself.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOB_SEARCH_MIGRATIONS, jobSearchMigrationSql, splitStatements } from './job-search-sql.ts';

const migrations = new URL('../../../db/migrations/', import.meta.url);

describe('the job search migrations', () => {
  it.each(Object.keys(JOB_SEARCH_MIGRATIONS) as (keyof typeof JOB_SEARCH_MIGRATIONS)[])(
    '%s is exactly its DDL of @laufbahn/job-search/schema, one statement per breakpoint',
    (tag) => {
      // On a difference, write jobSearchMigrationSql(tag) into the migration (or add a new migration for the change).
      expect(fs.readFileSync(new URL(`${tag}.sql`, migrations), 'utf8')).toBe(jobSearchMigrationSql(tag));
    },
  );

  it('are listed in the migrations journal, in order', () => {
    const journal = JSON.parse(fs.readFileSync(new URL('meta/_journal.json', migrations), 'utf8')) as {
      entries: { idx: number; tag: string; when: number }[];
    };
    const tags = journal.entries.map((entry) => entry.tag);
    for (const tag of Object.keys(JOB_SEARCH_MIGRATIONS)) expect(tags).toContain(tag);
    // Numbers are handed out per change, so a journal may skip some while others are merged; the order holds.
    journal.entries.forEach((entry, i) => {
      if (i === 0) return;
      expect(entry.idx).toBeGreaterThan(journal.entries[i - 1]!.idx);
      expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });

  it('splits statements at line-ending semicolons but keeps a function body whole', () => {
    const sql = `create table a (x int);\ncreate function f() returns trigger language plpgsql as $$\nbegin\n  delete from a;\n  return null;\nend\n$$;\ndrop table a;\n`;
    expect(splitStatements(sql)).toEqual([
      'create table a (x int);',
      'create function f() returns trigger language plpgsql as $$\nbegin\n  delete from a;\n  return null;\nend\n$$;',
      'drop table a;',
    ]);
  });
});
