import pg from 'pg';
import { benchServer, type BenchServer } from './bench-server.ts';

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

/**
 * The product on the benchmarks' PostgreSQL database with the 50,000 demo positions (seeded on the first run,
 * reused after), or the server at `--url`; `processes` sets WEB_PROCESSES (0: one per core).
 */
export async function benchServerWithDemoPositions(
  args: string[],
  url: string,
  processes: number,
): Promise<BenchServer> {
  if (!args.includes('--url')) await ensureBenchDatabase(url);
  return benchServer(args, {
    DATABASE_URL: url,
    SEED_JOBS: '50000',
    ...(processes ? { WEB_PROCESSES: String(processes) } : {}),
  });
}
