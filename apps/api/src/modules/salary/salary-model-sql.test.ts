// Both engines: the migration is the model's DDL, which every engine runs through the app's migrations.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitStatements, STATEMENT_BREAKPOINT } from '../jobs/search/job-search-sql.ts';
import { SALARY_MODEL_TABLES } from './salary-model-sql.ts';

const migration = new URL('../../db/migrations/0013_salary_model.sql', import.meta.url);

/** The migration's text for the model's DDL: one statement per breakpoint. */
const salaryModelMigrationSql = () => `${splitStatements(SALARY_MODEL_TABLES).join(`\n${STATEMENT_BREAKPOINT}\n`)}\n`;

describe('the salary model migration', () => {
  it('is exactly the DDL of salary-model-sql.ts', () => {
    expect(fs.readFileSync(migration, 'utf8')).toBe(salaryModelMigrationSql());
  });
});
