import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { postgresAdminUrl } from './postgres-target.ts';
import { openTestDatabase } from './test-app.ts';

/**
 * A database no other test file writes to, for tests that compare whole tables before and after a request.
 * PGlite test databases are private already; on PostgreSQL this is a fresh copy of the run's prepared
 * database, dropped on close.
 */
export async function openIsolatedTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') return openTestDatabase();
  const templateUrl = new URL(inject('postgresTemplateUrl'));
  const template = templateUrl.pathname.slice(1);
  const name = `${template.replace(/_template$/, '')}_iso_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name} template ${template}`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}
