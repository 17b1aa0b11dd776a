import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobSearchMigrationSql, splitStatements } from './job-search-sql.ts';

const migration = new URL('../../db/migrations/0005_jobs.sql', import.meta.url);

describe('the job search migration', () => {
  it('is exactly the DDL of @laufbahn/job-search/schema, one statement per breakpoint', () => {
    // On a difference, write jobSearchMigrationSql() into the migration (or add a new migration for the change).
    expect(fs.readFileSync(migration, 'utf8')).toBe(jobSearchMigrationSql());
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
