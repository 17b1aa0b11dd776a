import pg from 'pg';

/** Creates the benchmark's PostgreSQL database named by `url` when it does not exist yet. */
export async function ensureBenchDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1).replace(/"/g, '');
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
